import { z } from 'zod';
import { defineRoute, noQuery } from './contract';
import { APPLICATION_STATUSES, type ApplicationStatus, type InvoiceStatus } from './options';

/** Statuses an application can still leave: it waits for a decision. */
export const OPEN_APPLICATION_STATUSES = [
  'Pending',
  'Shortlisted',
] as const satisfies readonly ApplicationStatus[];

/** Invoices issued to a customer: what the monthly figures count (drafts and cancelled ones are not). */
export const ISSUED_INVOICE_STATUSES = ['Sent', 'Paid'] as const satisfies readonly InvoiceStatus[];

/** How many months the invoice chart covers, the current one included. */
export const DASHBOARD_MONTHS = 12;

/**
 * A dashboard visit lasts while the user comes back to it within this long; the next visit
 * after a longer pause counts what is new from the end of this one.
 */
export const VISIT_PAUSE_MINUTES = 30;

/** Without an earlier visit, "new" means from this many days back. */
export const FIRST_VISIT_LOOKBACK_DAYS = 7;

/**
 * A sum of invoices. EUR is each invoice's total at its own stored rate (PKR per EUR); invoices
 * without a rate cannot be converted and are counted apart.
 */
export const invoiceSumSchema = z.object({
  count: z.number().int(),
  totalPkr: z.number(),
  totalEur: z.number().describe('Of the invoices with a stored rate'),
  withoutRate: z.object({ count: z.number().int(), totalPkr: z.number() }),
});
export type InvoiceSum = z.infer<typeof invoiceSumSchema>;

export const dashboardSchema = z.object({
  /** The end of the user's previous visit: what counts as new. */
  since: z.string(),
  /** False when the user has no earlier visit: `since` is then FIRST_VISIT_LOOKBACK_DAYS back. */
  sinceLastVisit: z.boolean(),
  newApplications: z.number().int(),
  newMessages: z.number().int(),
  applicationsByStatus: z.array(
    z.object({ status: z.enum(APPLICATION_STATUSES), count: z.number().int() }),
  ),
  openApplicationsByPosition: z
    .array(z.object({ position: z.string(), count: z.number().int() }))
    .describe('Pending and Shortlisted applications per position, most first'),
  invoicesByMonth: z
    .array(invoiceSumSchema.extend({ month: z.string().describe('YYYY-MM') }))
    .describe('Sent and Paid invoices by invoice date, oldest month first, every month listed'),
  outstanding: invoiceSumSchema.describe('Sent, not yet paid'),
  overdue: invoiceSumSchema.describe('Sent and past the due date'),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const visitSchema = z.object({ since: z.string(), sinceLastVisit: z.boolean() });

const tag = 'Dashboard';

/** The back office's summary (Staff). */
export const dashboardRoutes = {
  get: defineRoute({
    method: 'GET',
    url: '/api/dashboard',
    access: 'Staff',
    tag,
    summary: 'Where things stand (Staff)',
    description: `New applications and messages since the caller's previous visit (recorded by POST /api/dashboard/visit), open applications, issued invoices per month for the last ${DASHBOARD_MONTHS} months in PKR and EUR, outstanding and overdue invoices.`,
    querystring: noQuery,
    response: { 200: z.object({ data: dashboardSchema, meta: z.object({}) }) },
  }),
  visit: defineRoute({
    method: 'POST',
    url: '/api/dashboard/visit',
    access: 'Staff',
    tag,
    summary: 'Record that the caller opened the dashboard (Staff)',
    description: `A visit goes on while the dashboard is opened again within ${VISIT_PAUSE_MINUTES} minutes; after a longer pause a new visit starts, and what is new is counted from the end of the one before. Answers the time new things are counted from.`,
    querystring: noQuery,
    response: { 200: z.object({ data: visitSchema, meta: z.object({}) }) },
  }),
};
