import type { InvoiceUpdateInput } from '@app/shared/invoice';
import { sumMinorUnits } from '@app/shared/invoice-math';
import { toMinorUnits } from '@app/shared/money';
import type { Service } from '../services/api/service-types';
import type { InvoiceWithLines } from './api/invoice-types';

/** One line of the Edit Invoice dialog, as its inputs hold it. */
export interface DraftLine {
  /** Stable while the line is on screen, for React and for error messages. */
  key: string;
  /** The price-list service the line came from, kept so the server can link it. */
  serviceId: number | null;
  item: string;
  /** The price input's text. */
  price: string;
  date: string | null;
  remarks: string | null;
}

export interface InvoiceDraft {
  customer_name: string;
  invoice_date: string;
  lines: DraftLine[];
}

/** Messages by field (`customer_name`, `invoice_date`) and by line key and field. */
export interface DraftErrors {
  fields: Partial<Record<'customer_name' | 'invoice_date' | 'services', string>>;
  lines: Record<string, Partial<Record<'item' | 'price_pkr', string>>>;
}

let lineCounter = 0;
function nextLineKey(): string {
  lineCounter += 1;
  return `line-${lineCounter}`;
}

export function toDraft(invoice: InvoiceWithLines): InvoiceDraft {
  return {
    customer_name: invoice.attributes.customer_name,
    invoice_date: invoice.attributes.invoice_date,
    lines: (invoice.attributes.services?.data ?? []).map(({ attributes: line }) => ({
      key: nextLineKey(),
      serviceId: line.service,
      item: line.item,
      price: String(line.price_pkr),
      date: line.date,
      remarks: line.remarks,
    })),
  };
}

/** The row `Add Service` adds: nothing chosen yet. */
export function emptyLine(): DraftLine {
  return { key: nextLineKey(), serviceId: null, item: '', price: '', date: null, remarks: null };
}

/** A line becomes a copy of the price-list service picked in its select. */
export function lineFromService(key: string, service: Service): DraftLine {
  const { item, price_pkr, date, remarks } = service.attributes;
  return { key, serviceId: service.id, item, price: String(price_pkr), date, remarks };
}

function priceOf(line: DraftLine): number {
  return line.price.trim() === '' ? Number.NaN : Number(line.price);
}

/** The live total of the dialog, in paisa; a line without a valid price adds nothing. */
export function draftTotalMinor(draft: InvoiceDraft): number {
  return sumMinorUnits(
    draft.lines.map((line) => (Number.isFinite(priceOf(line)) ? toMinorUnits(priceOf(line)) : 0)),
  );
}

/**
 * The `PUT /api/invoices/:id` body. Every line is sent with its own item, price, date and remarks,
 * so a line keeps what the invoice was issued with even when the price list has changed since.
 */
export function toUpdatePayload(draft: InvoiceDraft): InvoiceUpdateInput {
  return {
    customer_name: draft.customer_name,
    invoice_date: draft.invoice_date,
    services: draft.lines.map((line) => ({
      ...(line.serviceId === null ? {} : { id: line.serviceId }),
      item: line.item,
      price_pkr: priceOf(line),
      date: line.date,
      remarks: line.remarks,
    })),
  };
}

/** Places validation issues (from the shared schema or the server's 400) on their field or line. */
export function toDraftErrors(
  draft: InvoiceDraft,
  issues: readonly { path?: readonly PropertyKey[]; message?: string }[],
): DraftErrors {
  const errors: DraftErrors = { fields: {}, lines: {} };
  for (const { path = [], message = '' } of issues) {
    const [field, index, lineField] = path;
    const line = typeof index === 'number' ? draft.lines[index] : undefined;
    if (field === 'services' && line && (lineField === 'item' || lineField === 'price_pkr')) {
      errors.lines[line.key] = { ...errors.lines[line.key], [lineField]: message };
    } else if (field === 'customer_name' || field === 'invoice_date' || field === 'services') {
      errors.fields[field] ??= message;
    }
  }
  return errors;
}

export function hasDraftErrors(errors: DraftErrors): boolean {
  return Object.keys(errors.fields).length > 0 || Object.keys(errors.lines).length > 0;
}
