import { execFileSync } from 'node:child_process';
import type { ServiceCreateInput } from '@app/shared/service';
import type { TestApp } from '../../../test/test-app';

type Headers = { authorization: string };

/** A line of an invoice as `?populate=services` answers it, in Strapi's `{id, attributes}` form. */
export interface InvoiceLineEntity {
  id: number;
  attributes: {
    item: string;
    price_pkr: number;
    date: string | null;
    remarks: string | null;
    service: number | null;
  };
}

/** An invoice as `?populate=services` answers it, its lines under `services.data`. */
export interface InvoiceEntity {
  id: number;
  attributes: Record<string, unknown> & {
    total_price: number;
    services: { data: InvoiceLineEntity[] };
  };
}

/** An invoice as read, but for `updatedAt`, which every save moves. */
export const invoiceContent = ({
  id,
  attributes: { updatedAt: _saved, ...attributes },
}: InvoiceEntity) => ({ id, attributes });

let serviceCounter = 0;

/** Creates a price-list service through the API and answers its id. */
export async function createTestService(
  t: TestApp,
  headers: Headers,
  fields: Partial<ServiceCreateInput> = {},
): Promise<number> {
  serviceCounter += 1;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/services',
    headers,
    payload: {
      data: {
        item: `Service ${serviceCounter}`,
        type: 'Office rent',
        tax: 'GST',
        rate: 1000.5,
        price_pkr: 2001,
        remarks: 'Monthly',
        date: '2025-06-01',
        ...fields,
      },
    },
  });
  if (response.statusCode !== 200) throw new Error(`creating a service failed: ${response.body}`);
  return response.json().data.id;
}

/** Creates an invoice through the API and answers its `{id, attributes}`. */
export async function createTestInvoice(
  t: TestApp,
  headers: Headers,
  fields: {
    customer_name?: string;
    invoice_date?: string;
    customer_email?: string;
    services?: unknown[];
  } = {},
): Promise<{ id: number; attributes: Record<string, unknown> }> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/invoices?populate=services',
    headers,
    payload: {
      data: {
        customer_name: 'Example GmbH',
        invoice_date: '2025-06-02',
        status: 'Draft',
        services: [],
        ...fields,
      },
    },
  });
  if (response.statusCode !== 200) throw new Error(`creating an invoice failed: ${response.body}`);
  return response.json().data;
}

/** The text of a PDF as `pdftotext -layout` reads it. */
export function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf, encoding: 'utf8' });
}
