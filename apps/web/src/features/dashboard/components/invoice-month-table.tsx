import type { Dashboard } from '@app/shared/dashboard';
import { formatRupees } from '@app/shared/display-format';
import { formatEuros, formatMonth } from '../dashboard-format';

/** The chart's figures as a table, for screen readers and for anyone who wants the numbers. */
export function InvoiceMonthTable({ months }: { months: Dashboard['invoicesByMonth'] }) {
  return (
    // On a phone the table scrolls sideways: its box, a named region, takes focus so that the
    // keyboard scrolls it too (WCAG 2.1.1; axe's scrollable-region-focusable).
    <div
      className="dashboard-table__scroll"
      role="region"
      aria-labelledby="invoice-month-table-caption"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      <table className="dashboard-table">
        <caption id="invoice-month-table-caption" className="visually-hidden">
          Invoices per month
        </caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Invoices</th>
            <th scope="col">Total (PKR)</th>
            <th scope="col">Total (EUR)</th>
            <th scope="col">Without a rate</th>
          </tr>
        </thead>
        <tbody>
          {months.map((month) => (
            <tr key={month.month}>
              <th scope="row">{formatMonth(month.month)}</th>
              <td>{month.count}</td>
              <td>{formatRupees(month.totalPkr)}</td>
              <td>{formatEuros(month.totalEur)}</td>
              <td>
                {month.withoutRate.count === 0
                  ? '—'
                  : `${month.withoutRate.count} (${formatRupees(month.withoutRate.totalPkr)})`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
