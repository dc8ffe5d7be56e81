import { sql } from 'kysely';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@app/shared/options';
import {
  DASHBOARD_MONTHS,
  FIRST_VISIT_LOOKBACK_DAYS,
  ISSUED_INVOICE_STATUSES,
  OPEN_APPLICATION_STATUSES,
  VISIT_PAUSE_MINUTES,
  type Dashboard,
  type InvoiceSum,
} from '@app/shared/dashboard';
import { fromMinorUnits } from '@app/shared/money';
import type { Db } from '../../db/database';

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** What new things are counted from for a user, as `POST /api/dashboard/visit` answers it. */
export interface VisitBaseline {
  since: string;
  sinceLastVisit: boolean;
}

/** The end of the user's previous visit, or FIRST_VISIT_LOOKBACK_DAYS back without one. */
export async function readVisitBaseline(db: Db, userId: number, now: Date): Promise<VisitBaseline> {
  const row = await db
    .selectFrom('dashboard_visits')
    .select('previous_seen_at')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.previous_seen_at
    ? { since: row.previous_seen_at, sinceLastVisit: true }
    : {
        since: new Date(now.getTime() - FIRST_VISIT_LOOKBACK_DAYS * DAY_MS).toISOString(),
        sinceLastVisit: false,
      };
}

/**
 * Records that the user opened the dashboard at `now`. Within VISIT_PAUSE_MINUTES of the last
 * opening the visit goes on (reloads and coming back from a list keep the same baseline); after a
 * longer pause the last opening becomes the end of the previous visit.
 */
export async function recordVisit(db: Db, userId: number, now: Date): Promise<VisitBaseline> {
  const pauseStart = new Date(now.getTime() - VISIT_PAUSE_MINUTES * MINUTE_MS).toISOString();
  // One statement, so that two openings at once cannot both move the baseline.
  await db
    .insertInto('dashboard_visits')
    .values({ user_id: userId, last_seen_at: now.toISOString(), previous_seen_at: null })
    .onConflict((conflict) =>
      conflict.column('user_id').doUpdateSet((eb) => ({
        previous_seen_at: eb
          .case()
          .when('dashboard_visits.last_seen_at', '<', pauseStart)
          .then(eb.ref('dashboard_visits.last_seen_at'))
          .else(eb.ref('dashboard_visits.previous_seen_at'))
          .end(),
        last_seen_at: eb.ref('excluded.last_seen_at'),
      })),
    )
    .execute();
  return readVisitBaseline(db, userId, now);
}

/** A date as `YYYY-MM-DD` in the server's time zone, as invoice dates are written. */
export function localIsoDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The DASHBOARD_MONTHS months up to and including today's, oldest first, as `YYYY-MM`. */
export function lastMonths(today: string): string[] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return Array.from({ length: DASHBOARD_MONTHS }, (_, index) => {
    const monthsBack = DASHBOARD_MONTHS - 1 - index;
    const date = new Date(Date.UTC(year, month - 1 - monthsBack, 1));
    return date.toISOString().slice(0, 7);
  });
}

interface InvoiceSumRow {
  count: number | string | bigint;
  total: number | string | bigint | null;
  total_eur_cents: number | string | null;
  unrated_count: number | string | bigint;
  unrated_total: number | string | bigint | null;
}

// PostgreSQL answers sums of bigint as text; SQLite as numbers.
const numberOf = (value: number | string | bigint | null) => Number(value ?? 0);

/**
 * The aggregates of an invoice sum, in paisa and EUR cents: each invoice's total divided by its
 * own rate (paisa / PKR per EUR = cents), summed unrounded and rounded once.
 */
const invoiceSumColumns = {
  count: sql<number>`count(*)`.as('count'),
  total: sql<number>`sum(total_price)`.as('total'),
  total_eur_cents: sql<number>`sum(total_price / eur_rate)`.as('total_eur_cents'),
  unrated_count: sql<number>`sum(case when eur_rate is null then 1 else 0 end)`.as('unrated_count'),
  unrated_total: sql<number>`sum(case when eur_rate is null then total_price else 0 end)`.as(
    'unrated_total',
  ),
};

function toInvoiceSum(row: InvoiceSumRow | undefined): InvoiceSum {
  return {
    count: numberOf(row?.count ?? 0),
    totalPkr: fromMinorUnits(numberOf(row?.total ?? 0)),
    totalEur: Math.round(numberOf(row?.total_eur_cents ?? 0)) / 100,
    withoutRate: {
      count: numberOf(row?.unrated_count ?? 0),
      totalPkr: fromMinorUnits(numberOf(row?.unrated_total ?? 0)),
    },
  };
}

async function countCreatedSince(db: Db, table: 'applications' | 'contacts', since: string) {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Applications per status. */
async function applicationsByStatus(db: Db): Promise<Dashboard['applicationsByStatus']> {
  const rows = await db
    .selectFrom('applications')
    .select((eb) => ['application_status', eb.fn.countAll<number | string>().as('count')])
    .groupBy('application_status')
    .execute();
  const counts = new Map(rows.map((row) => [row.application_status, Number(row.count)]));
  return APPLICATION_STATUSES.map((status: ApplicationStatus) => ({
    status,
    count: counts.get(status) ?? 0,
  }));
}

async function openApplicationsByPosition(
  db: Db,
): Promise<Dashboard['openApplicationsByPosition']> {
  const rows = await db
    .selectFrom('applications')
    .select((eb) => ['position', eb.fn.countAll<number | string>().as('count')])
    .where('application_status', 'in', OPEN_APPLICATION_STATUSES)
    .groupBy('position')
    .execute();
  return rows
    .map((row) => ({ position: row.position, count: Number(row.count) }))
    .sort((a, b) => b.count - a.count || a.position.localeCompare(b.position));
}

async function invoicesByMonth(db: Db, months: string[]): Promise<Dashboard['invoicesByMonth']> {
  const month = sql<string>`substr(invoice_date, 1, 7)`;
  const rows = await db
    .selectFrom('invoices')
    .select([month.as('month'), ...Object.values(invoiceSumColumns)])
    .where('status', 'in', ISSUED_INVOICE_STATUSES)
    .where('invoice_date', '>=', `${months[0]}-01`)
    .groupBy(month)
    .execute();
  const byMonth = new Map(rows.map((row) => [row.month, row]));
  return months.map((key) => ({ month: key, ...toInvoiceSum(byMonth.get(key)) }));
}

/** Sent invoices, all of them or only those due before `dueBefore`. */
async function sentInvoices(db: Db, dueBefore?: string): Promise<InvoiceSum> {
  let query = db
    .selectFrom('invoices')
    .select(Object.values(invoiceSumColumns))
    .where('status', '=', 'Sent');
  if (dueBefore) query = query.where('due_date', '<', dueBefore);
  return toInvoiceSum(await query.executeTakeFirst());
}

/** Everything the dashboard shows, for a user whose new things count from `baseline`. */
export async function readDashboard(
  db: Db,
  baseline: VisitBaseline,
  now: Date,
): Promise<Dashboard> {
  const today = localIsoDate(now);
  const [newApplications, newMessages, byStatus, byPosition, byMonth, outstanding, overdue] =
    await Promise.all([
      countCreatedSince(db, 'applications', baseline.since),
      countCreatedSince(db, 'contacts', baseline.since),
      applicationsByStatus(db),
      openApplicationsByPosition(db),
      invoicesByMonth(db, lastMonths(today)),
      sentInvoices(db),
      sentInvoices(db, today),
    ]);
  return {
    ...baseline,
    newApplications,
    newMessages,
    applicationsByStatus: byStatus,
    openApplicationsByPosition: byPosition,
    invoicesByMonth: byMonth,
    outstanding,
    overdue,
  };
}
