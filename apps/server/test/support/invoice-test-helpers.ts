import { execFileSync } from 'node:child_process';
import type { ServiceCreateInput } from '@app/shared/service';
import { afterAll, beforeAll } from 'vitest';
import type { TestApp } from '../test-app';
import { testAppSuite } from '../test-suite';
import { startTestRateSource, type TestRateSource } from './test-rate-source';

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

export interface RateSourceSuite {
  /** The server, reading its EUR rate from `source`. */
  readonly t: TestApp;
  /** The `authorization` header of a signed-in Staff user. */
  readonly staff: Headers;
  /** The stand-in exchange-rate API. */
  readonly source: TestRateSource;
  /** The attributes of an invoice as Staff reads it with `GET /api/invoices/:id`. */
  invoiceAttributes: (id: number) => Promise<Record<string, unknown>>;
}

/**
 * For the calling `describe` block: a stand-in exchange-rate API first answering `rate`, and the
 * real server on a fresh database reading its EUR rate there (with `env`, read once the block's
 * earlier `beforeAll` hooks have run), with Staff signed in; all closed after the block. Read the
 * fields inside tests and hooks, once they are set.
 */
export function rateSourceSuite(
  rate: Parameters<typeof startTestRateSource>[0],
  env: () => Record<string, string> = () => ({}),
): RateSourceSuite {
  let source: TestRateSource | undefined;
  beforeAll(async () => {
    source = await startTestRateSource(rate);
  });
  afterAll(async () => {
    await source?.close();
  });
  const server = testAppSuite('Staff', () => ({
    env: { ...env(), EXCHANGE_RATE_URL: source!.url },
  }));
  return {
    get t() {
      return server.t;
    },
    get staff() {
      return server.auth;
    },
    get source() {
      return source!;
    },
    invoiceAttributes: async (id) =>
      (await server.send('GET', `/api/invoices/${id}`)).json().data.attributes,
  };
}

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
