import type { InvoiceAttributes, InvoiceLineAttributes } from '@app/shared/invoice';
import { pagination } from '../../admin/testing/fixtures';
import type { Invoice } from '../api/invoice-types';

const STAMP = '2025-06-01T10:00:00.000Z';

export function invoiceLine(
  id: number,
  item: string,
  price_pkr: number,
  service: number | null = id,
): {
  id: number;
  attributes: InvoiceLineAttributes;
} {
  return { id, attributes: { item, price_pkr, date: '2025-05-01', remarks: null, service } };
}

/** An invoice as `GET /api/invoices?populate=services` answers it. */
export function invoiceEntity(
  id: number,
  overrides: Partial<Omit<InvoiceAttributes, 'services'>> = {},
  lines = [invoiceLine(100 + id, `Line of invoice ${id}`, 1000)],
): Invoice {
  return {
    id,
    attributes: {
      invoice_number: `${String(id).padStart(2, '0')}-INV-02062025`,
      customer_name: `Customer ${id} GmbH`,
      invoice_date: '2025-06-02',
      status: 'Draft',
      total_price: lines.reduce((sum, line) => sum + line.attributes.price_pkr, 0),
      eur_rate: null,
      customer_email: null,
      last_sent_at: null,
      dueDate: '2025-06-09',
      unlocked_at: null,
      unlocked_by: null,
      unlock_reason: null,
      createdAt: STAMP,
      updatedAt: STAMP,
      services: { data: lines },
      ...overrides,
    },
  };
}

export function invoiceList(invoices: Invoice[], total = invoices.length) {
  return { data: invoices, meta: pagination(total) };
}
