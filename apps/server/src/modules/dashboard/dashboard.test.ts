import { describe, expect, it } from 'vitest';
import type { Insertable } from 'kysely';
import type { Dashboard } from '@app/shared/dashboard';
import type { ApplicationStatus, InvoiceStatus } from '@app/shared/options';
import type { ApplicationsTable, InvoicesTable } from '../../db/schema';
import { createTestApp, loginAs, type TestApp } from '../../../test/test-app';
import { testAppSuite } from '../../../test/test-suite';
import { lastMonths, localIsoDate } from './dashboard.repository';

const HOUR_MS = 60 * 60 * 1000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR_MS).toISOString();

function applicationRow(
  position: string,
  status: ApplicationStatus,
  createdAt: string,
): Insertable<ApplicationsTable> {
  return {
    first_name: 'Sana',
    last_name: 'Malik',
    email: 'sana@example.com',
    address: 'Lahore',
    phone: '+92 300 1234567',
    start_date: '2026-01-01',
    experience: 'Junior (2-3 years)',
    salary_expect: 10_000_000,
    position,
    cover_letter: 'Hello',
    consent: 1,
    application_status: status,
    created_at: createdAt,
    updated_at: createdAt,
  };
}

let sequence = 0;
function invoiceRow(
  invoiceDate: string,
  status: InvoiceStatus,
  totalPaisa: number,
  eurRate: number | null,
  dueDate = invoiceDate,
): Insertable<InvoicesTable> {
  sequence += 1;
  return {
    sequence,
    invoice_number: `${sequence}-INV-TEST`,
    customer_name: 'Acme',
    invoice_date: invoiceDate,
    status,
    total_price: totalPaisa,
    eur_rate: eurRate,
    customer_email: null,
    last_sent_at: null,
    due_date: dueDate,
    created_at: hoursAgo(1),
    updated_at: hoursAgo(1),
  };
}

/**
 * A day (the 15th unless given) of the month `monthsBack` before this one, as YYYY-MM-DD; also
 * for months before the chart's twelve.
 */
function dayInMonth(monthsBack: number, day = '15'): string {
  const now = new Date();
  const month = new Date(now.getFullYear(), now.getMonth() - monthsBack, 1);
  return `${month.getFullYear()}-${String(month.getMonth() + 1).padStart(2, '0')}-${day}`;
}

async function readDashboard(t: TestApp, authorization: { authorization: string }) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/dashboard',
    headers: authorization,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Dashboard;
}

describe('GET /api/dashboard: the figures', () => {
  const suite = testAppSuite('Staff');

  it('counts open applications, issued invoices per month at their own rates, outstanding and overdue', async () => {
    const db = suite.t.app.db;
    await db
      .insertInto('applications')
      .values([
        applicationRow('Designer', 'Pending', hoursAgo(2)),
        applicationRow('Designer', 'Shortlisted', hoursAgo(300)),
        applicationRow('Designer', 'Rejected', hoursAgo(300)),
        applicationRow('Developer', 'Pending', hoursAgo(3)),
        applicationRow('Developer', 'Pending', hoursAgo(400)),
        applicationRow('Developer', 'Shortlisted', hoursAgo(500)),
        applicationRow('Accountant', 'Approved', hoursAgo(500)),
      ])
      .execute();
    const today = localIsoDate(new Date());
    await db
      .insertInto('invoices')
      .values([
        // This month: two issued at their own rates, one without a rate; a draft and a cancelled one not counted.
        invoiceRow(dayInMonth(0, '01'), 'Paid', 300_000_00, 300),
        invoiceRow(dayInMonth(0, '01'), 'Sent', 310_000_00, 310, '2999-01-01'),
        invoiceRow(dayInMonth(0, '01'), 'Sent', 50_000_00, null, '2999-01-01'),
        invoiceRow(dayInMonth(0, '01'), 'Draft', 999_000_00, null),
        invoiceRow(dayInMonth(0, '01'), 'Cancelled', 999_000_00, 300),
        // Eleven months back: the chart's first month; twelve back: outside it.
        invoiceRow(dayInMonth(11, '28'), 'Paid', 100_000_00, 250),
        invoiceRow(dayInMonth(12, '28'), 'Paid', 777_000_00, 250),
        // Overdue: sent and due before today. Due today is not overdue yet.
        invoiceRow(dayInMonth(2), 'Sent', 200_000_00, 320, '2000-01-01'),
        invoiceRow(dayInMonth(2), 'Sent', 40_000_00, null, '2000-01-02'),
        invoiceRow(dayInMonth(2), 'Sent', 1_000_00, 300, today),
        invoiceRow(dayInMonth(2), 'Paid', 5_000_00, 300, '2000-01-01'),
      ])
      .execute();

    const dashboard = await readDashboard(suite.t, suite.auth);

    expect(dashboard.applicationsByStatus).toEqual([
      { status: 'Pending', count: 3 },
      { status: 'Shortlisted', count: 2 },
      { status: 'Rejected', count: 1 },
      { status: 'Approved', count: 1 },
    ]);
    expect(dashboard.openApplicationsByPosition).toEqual([
      { position: 'Developer', count: 3 },
      { position: 'Designer', count: 2 },
    ]);

    const months = dashboard.invoicesByMonth;
    expect(months.map((month) => month.month)).toEqual(lastMonths(today));
    expect(months).toHaveLength(12);
    expect(months.at(-1)).toEqual({
      month: today.slice(0, 7),
      count: 3,
      totalPkr: 660_000,
      // 300,000 / 300 + 310,000 / 310
      totalEur: 2000,
      withoutRate: { count: 1, totalPkr: 50_000 },
    });
    expect(months[0]).toEqual({
      month: dayInMonth(11).slice(0, 7),
      count: 1,
      totalPkr: 100_000,
      totalEur: 400,
      withoutRate: { count: 0, totalPkr: 0 },
    });
    expect(months[9]).toMatchObject({ count: 4, totalPkr: 246_000 });
    expect(months.slice(1, 9).every((month) => month.count === 0 && month.totalPkr === 0)).toBe(
      true,
    );

    expect(dashboard.outstanding).toEqual({
      count: 5,
      totalPkr: 310_000 + 50_000 + 200_000 + 40_000 + 1_000,
      // 310,000 / 310 + 200,000 / 320 + 1,000 / 300
      totalEur: Math.round((1000 + 625 + 1000 / 300) * 100) / 100,
      withoutRate: { count: 2, totalPkr: 90_000 },
    });
    expect(dashboard.overdue).toEqual({
      count: 2,
      totalPkr: 240_000,
      totalEur: 625,
      withoutRate: { count: 1, totalPkr: 40_000 },
    });
  });
});

describe('POST /api/dashboard/visit: what counts as new', () => {
  const suite = testAppSuite('Staff');

  it('counts from a week back on the first visit, then from the end of the previous visit', async () => {
    const db = suite.t.app.db;
    await db
      .insertInto('applications')
      .values([
        applicationRow('Designer', 'Pending', hoursAgo(1)),
        applicationRow('Designer', 'Rejected', hoursAgo(5)),
        applicationRow('Designer', 'Pending', hoursAgo(24 * 8)),
      ])
      .execute();
    await db
      .insertInto('contacts')
      .values(
        [hoursAgo(1), hoursAgo(24 * 10)].map((createdAt) => ({
          first_name: 'Ali',
          last_name: 'Khan',
          email: 'ali@example.com',
          phone: '+92 300 7654321',
          topic: 'Business' as const,
          subject: 'Hello',
          message: 'A question',
          created_at: createdAt,
          updated_at: createdAt,
        })),
      )
      .execute();

    const first = await readDashboard(suite.t, suite.auth);
    expect(first).toMatchObject({ sinceLastVisit: false, newApplications: 2, newMessages: 1 });
    expect(Date.parse(first.since)).toBeCloseTo(Date.now() - 7 * 24 * HOUR_MS, -4);

    // Opening the dashboard records a visit; reading it changes nothing.
    const visit = await suite.send('POST', '/api/dashboard/visit');
    expect(visit.statusCode, visit.body).toBe(200);
    expect(visit.json().data).toMatchObject({ sinceLastVisit: false });
    const { since: _since, ...figures } = await readDashboard(suite.t, suite.auth);
    expect(await readDashboard(suite.t, suite.auth)).toMatchObject({
      ...figures,
      sinceLastVisit: false,
    });

    // Coming back within the pause continues the visit; after a longer pause the last opening
    // (three hours ago) ends the previous visit.
    const [user] = await db.selectFrom('dashboard_visits').select('user_id').execute();
    const previousOpening = hoursAgo(3);
    await db
      .updateTable('dashboard_visits')
      .set({ last_seen_at: previousOpening })
      .where('user_id', '=', user!.user_id)
      .execute();
    const again = await suite.send('POST', '/api/dashboard/visit');
    expect(again.json().data).toEqual({ since: previousOpening, sinceLastVisit: true });
    expect(await readDashboard(suite.t, suite.auth)).toMatchObject({
      since: previousOpening,
      sinceLastVisit: true,
      newApplications: 1,
      newMessages: 1,
    });
    const soon = await suite.send('POST', '/api/dashboard/visit');
    expect(soon.json().data).toEqual({ since: previousOpening, sinceLastVisit: true });
  });
});

describe('GET /api/dashboard: who may read it', () => {
  it('answers Staff and Admins; refuses customers and callers without a token (403), a bad token (401)', async () => {
    const t = await createTestApp();
    try {
      const callers: [name: string, headers: Record<string, string>, status: number][] = [
        ['Staff', (await loginAs(t, 'Staff')).authorization, 200],
        ['Admin', (await loginAs(t, 'Admin')).authorization, 200],
        ['Registered', (await loginAs(t, 'Registered')).authorization, 403],
        ['anonymous', {}, 403],
        ['bad token', { authorization: 'Bearer not-a-token' }, 401],
      ];
      for (const [name, headers, status] of callers) {
        for (const [method, url] of [
          ['GET', '/api/dashboard'],
          ['POST', '/api/dashboard/visit'],
        ] as const) {
          const response = await t.app.inject({ method, url, headers });
          expect(response.statusCode, `${name} ${method} ${url}`).toBe(status);
        }
      }
    } finally {
      await t.close();
    }
  });
});
