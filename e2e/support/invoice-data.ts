// Price-list services and invoices made through the API for the Services and Invoices browser tests.
import { expect, type APIRequestContext } from '@playwright/test';
import { adminHeaders } from './admin-helpers';

export interface CreatedInvoice {
  id: number;
  number: string;
}

export async function createService(
  request: APIRequestContext,
  fields: { item: string; price_pkr: number; type?: string; date?: string; remarks?: string },
): Promise<number> {
  const response = await request.post('/api/services', {
    headers: await adminHeaders(request),
    data: { data: { type: 'Internet', rate: fields.price_pkr, date: '2025-05-01', ...fields } },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

export async function createInvoice(
  request: APIRequestContext,
  fields: { customer_name: string; invoice_date: string; serviceIds: number[] },
): Promise<CreatedInvoice> {
  const response = await request.post('/api/invoices', {
    headers: await adminHeaders(request),
    data: {
      data: {
        customer_name: fields.customer_name,
        invoice_date: fields.invoice_date,
        status: 'Draft',
        services: fields.serviceIds.map((id) => ({ id })),
      },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { data } = (await response.json()) as {
    data: { id: number; attributes: { invoice_number: string } };
  };
  return { id: data.id, number: data.attributes.invoice_number };
}

/**
 * A calendar date no other run uses (some day in the 2040s), so a test finds its own invoices
 * with the list's exact date filter.
 */
export function uniqueInvoiceDate(): string {
  const day = new Date(Date.UTC(2040, 0, 1) + Math.floor(Math.random() * 3650) * 86_400_000);
  return day.toISOString().slice(0, 10);
}

/** `2041-03-07` → `07/03/2041`, as the list shows it. */
export function dayMonthYear(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}/${month}/${year}`;
}
