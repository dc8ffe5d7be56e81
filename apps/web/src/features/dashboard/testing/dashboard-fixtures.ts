import type { Dashboard, InvoiceSum } from '@app/shared/dashboard';

const noInvoices: InvoiceSum = {
  count: 0,
  totalPkr: 0,
  totalEur: 0,
  withoutRate: { count: 0, totalPkr: 0 },
};

const MONTHS = [
  '2025-12',
  '2026-01',
  '2026-02',
  '2026-03',
  '2026-04',
  '2026-05',
  '2026-06',
  '2026-07',
  '2026-08',
  '2026-09',
  '2026-10',
  '2026-11',
];

/** `GET /api/dashboard`'s answer: a few figures, November 2026 with an invoice without a rate. */
export function dashboardAnswer(overrides: Partial<Dashboard> = {}): {
  data: Dashboard;
  meta: object;
} {
  return {
    data: {
      since: '2026-11-24T09:30:00.000Z',
      sinceLastVisit: true,
      newApplications: 4,
      newMessages: 2,
      applicationsByStatus: [
        { status: 'Pending', count: 12 },
        { status: 'Shortlisted', count: 3 },
        { status: 'Rejected', count: 7 },
        { status: 'Approved', count: 1 },
      ],
      openApplicationsByPosition: [
        { position: 'Backend Developer', count: 9 },
        { position: 'Designer', count: 6 },
      ],
      invoicesByMonth: MONTHS.map((month) =>
        month === '2026-11'
          ? {
              month,
              count: 3,
              totalPkr: 660_000,
              totalEur: 2000,
              withoutRate: { count: 1, totalPkr: 50_000 },
            }
          : { month, ...noInvoices },
      ),
      outstanding: {
        count: 5,
        totalPkr: 601_000,
        totalEur: 1628.33,
        withoutRate: { count: 2, totalPkr: 90_000 },
      },
      overdue: {
        count: 2,
        totalPkr: 240_000,
        totalEur: 625,
        withoutRate: { count: 1, totalPkr: 40_000 },
      },
      ...overrides,
    },
    meta: {},
  };
}

/** `POST /api/dashboard/visit`'s answer. */
export const visitAnswer = {
  data: { since: '2026-11-24T09:30:00.000Z', sinceLastVisit: true },
  meta: {},
};
