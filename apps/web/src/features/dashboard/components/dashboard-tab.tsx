import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { OPEN_APPLICATION_STATUSES, type Dashboard, type InvoiceSum } from '@app/shared/dashboard';
import { formatRupees, formatTimestamp } from '@app/shared/display-format';
import { SectionHeader } from '../../../components/admin/section-header';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useDashboard } from '../api/get-dashboard';
import { useRecordVisit } from '../api/record-visit';
import { formatEuros } from '../dashboard-format';
import { InvoiceMonthChart } from './invoice-month-chart';
import { InvoiceMonthTable } from './invoice-month-table';
import './dashboard.css';

/** A list's address with its filters in the query string, as the list tabs read them. */
const listPath = (path: string, filters: Record<string, string>) =>
  `${path}?${new URLSearchParams(filters).toString()}`;

function sinceText(dashboard: Dashboard): string {
  return dashboard.sinceLastVisit
    ? `since your last visit (${formatTimestamp(dashboard.since, { withTime: true })})`
    : 'in the last 7 days';
}

function FigureCard({
  href,
  label,
  value,
  detail,
  tone,
}: {
  href: string;
  label: string;
  value: number;
  detail: ReactNode;
  tone?: 'alert';
}) {
  return (
    <li>
      <Link
        href={href}
        className={['dashboard-card', tone && value > 0 ? `dashboard-card--${tone}` : '']
          .filter(Boolean)
          .join(' ')}
      >
        <span className="dashboard-card__label">{label}</span>
        <span className="dashboard-card__value">{value.toLocaleString('en-US')}</span>
        <span className="dashboard-card__detail">{detail}</span>
      </Link>
    </li>
  );
}

function invoiceSumText(sum: InvoiceSum): string {
  const withoutRate =
    sum.withoutRate.count > 0 ? `; ${sum.withoutRate.count} without a EUR rate` : '';
  return `${formatRupees(sum.totalPkr)} · ${formatEuros(sum.totalEur)}${withoutRate}`;
}

function Figures({ dashboard }: { dashboard: Dashboard }) {
  const since = sinceText(dashboard);
  return (
    <ul className="dashboard__cards">
      <FigureCard
        href="/applications"
        label="New applications"
        value={dashboard.newApplications}
        detail={since}
      />
      <FigureCard
        href="/messages"
        label="New messages"
        value={dashboard.newMessages}
        detail={since}
      />
      <FigureCard
        href={listPath('/invoices', { status: 'Sent' })}
        label="Outstanding invoices"
        value={dashboard.outstanding.count}
        detail={invoiceSumText(dashboard.outstanding)}
      />
      <FigureCard
        href={listPath('/invoices', { overdue: 'true' })}
        label="Overdue invoices"
        value={dashboard.overdue.count}
        detail={invoiceSumText(dashboard.overdue)}
        tone="alert"
      />
    </ul>
  );
}

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="dashboard-panel" aria-labelledby={id}>
      <h3 id={id} className="dashboard-panel__title">
        {title}
      </h3>
      {children}
    </section>
  );
}

function ApplicationsByStatus({ dashboard }: { dashboard: Dashboard }) {
  const open = new Set<string>(OPEN_APPLICATION_STATUSES);
  return (
    <Panel id="dashboard-status-title" title="Applications by status">
      <ul className="dashboard-counts">
        {dashboard.applicationsByStatus.map(({ status, count }) => (
          <li key={status}>
            <Link href={listPath('/applications', { status })} className="dashboard-counts__link">
              <span>
                {status}
                {open.has(status) && <span className="dashboard-counts__tag">open</span>}
              </span>
              <span className="dashboard-counts__number">{count.toLocaleString('en-US')}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

function OpenApplicationsByPosition({ dashboard }: { dashboard: Dashboard }) {
  const positions = dashboard.openApplicationsByPosition;
  return (
    <Panel id="dashboard-position-title" title="Open applications by position">
      {positions.length === 0 ? (
        <p className="dashboard-panel__empty">No open applications.</p>
      ) : (
        <ul className="dashboard-counts">
          {positions.map(({ position, count }) => (
            <li key={position}>
              <Link
                href={listPath('/applications', { position })}
                className="dashboard-counts__link"
              >
                <span>{position}</span>
                <span className="dashboard-counts__number">{count.toLocaleString('en-US')}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <p className="dashboard-panel__note">Pending and Shortlisted.</p>
    </Panel>
  );
}

function InvoicesByMonth({ dashboard }: { dashboard: Dashboard }) {
  const withoutRate = dashboard.invoicesByMonth.reduce(
    (sum, month) => sum + month.withoutRate.count,
    0,
  );
  return (
    <Panel id="dashboard-invoices-title" title="Invoices per month">
      <p className="dashboard-panel__note">
        Sent and paid invoices by invoice date, in PKR; EUR at each invoice&apos;s own rate.
        {withoutRate > 0 &&
          ` ${withoutRate} ${withoutRate === 1 ? 'invoice has' : 'invoices have'} no EUR rate yet and ${withoutRate === 1 ? 'is' : 'are'} left out of the EUR totals.`}
      </p>
      <InvoiceMonthChart months={dashboard.invoicesByMonth} />
      <details className="dashboard-panel__details">
        <summary>Show the figures as a table</summary>
        <InvoiceMonthTable months={dashboard.invoicesByMonth} />
      </details>
    </Panel>
  );
}

/** The admin landing tab: what is new since the last visit and where things stand. */
export default function DashboardTab() {
  const visit = useRecordVisit();
  const dashboard = useDashboard({ enabled: visit.isSuccess || visit.isError });
  const data = dashboard.data;

  return (
    <section className="dashboard" aria-labelledby="dashboard-title">
      <SectionHeader headingId="dashboard-title" title="Dashboard" />
      {dashboard.isError ? (
        <Alert tone="error">
          <p>Failed to load the dashboard.</p>
          <Button variant="secondary" size="sm" onClick={() => void dashboard.refetch()}>
            Retry
          </Button>
        </Alert>
      ) : !data ? (
        <div className="admin__tab-loading" role="status">
          <span className="visually-hidden">Loading…</span>
        </div>
      ) : (
        <>
          <Figures dashboard={data} />
          <div className="dashboard__panels">
            <InvoicesByMonth dashboard={data} />
            <ApplicationsByStatus dashboard={data} />
            <OpenApplicationsByPosition dashboard={data} />
          </div>
        </>
      )}
    </section>
  );
}
