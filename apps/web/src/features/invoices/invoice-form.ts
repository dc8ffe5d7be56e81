import { z } from 'zod';
import {
  invoiceCreateSchema,
  invoiceUpdateSchema,
  type InvoiceCreateInput,
  type InvoiceUpdateInput,
} from '@app/shared/invoice';
import { sumMinorUnits } from '@app/shared/invoice-math';
import { toMinorUnits } from '@app/shared/money';
import { ApiRequestError } from '../../lib/api-client';
import type { Service } from '../services/api/service-types';
import type { InvoiceWithLines } from './api/invoice-types';

/**
 * One line of an invoice form as its controls hold it. The Create Invoice form and the Edit
 * Invoice dialog both keep their lines in a `services` field array of these. The shape is only
 * read here: what a line must hold is checked by the API's own schema, below.
 */
const invoiceFormLineSchema = z.object({
  /**
   * The stored line the row shows, which the server keeps (with its id and its copy as issued);
   * null for a row added in the form or given another service from the price list.
   */
  lineId: z.number().nullable(),
  /** The price-list service the line came from, so the server can link it; null when it is gone. */
  serviceId: z.number().nullable(),
  item: z.string(),
  /** NaN while the price input is blank, so the API schema can say the price is required. */
  price_pkr: z.custom<number>(),
  date: z.string().nullable(),
  remarks: z.string().nullable(),
  /** The service's type, shown beside a line picked from the price list; stored lines have none. */
  type: z.string().nullable(),
});
export type InvoiceFormLine = z.input<typeof invoiceFormLineSchema>;

/**
 * The fields both forms share: who the invoice is for, where it is mailed (blank: nowhere), its
 * date and its lines.
 */
const invoiceFormFields = {
  customer_name: z.string(),
  customer_email: z.string(),
  invoice_date: z.string(),
  services: z.array(invoiceFormLineSchema),
};

/** A line's own values as the API takes them. */
const lineFields = ({ item, price_pkr, date, remarks }: InvoiceFormLine) => ({
  item,
  price_pkr,
  date,
  remarks,
});

/**
 * A row of the Edit dialog as `PUT /api/invoices/:id` takes it, with its own item, price, date
 * and remarks so it keeps what the invoice was issued with. A stored line is sent by its id, which
 * keeps that line; a new row names its price-list service as `service`, which always means a
 * service, where an id equal to one of the invoice's line ids would name that line instead. A
 * stored line carries `service` too: if another save has removed it meanwhile, the row is then
 * stored again as a copy of its service (or as a line of its own), never read as a service id.
 */
function toEditLineBody(line: InvoiceFormLine) {
  return {
    ...(line.lineId === null ? {} : { id: line.lineId }),
    service: line.serviceId,
    ...lineFields(line),
  };
}

/**
 * The Create Invoice form: its values become the `POST /api/invoices` body, checked by the API's
 * schema, whose messages land on the fields of the same names. A line picked from the price list
 * is sent as its service id; the server copies the service onto the invoice.
 */
export const createInvoiceFormSchema = z
  .object({ ...invoiceFormFields, status: z.string() })
  .transform(({ services, status, ...invoice }): InvoiceCreateInput => ({
    ...invoice,
    // The select's text, `''` until a status is chosen: the API schema says which it takes.
    status: status as InvoiceCreateInput['status'],
    services: services.map((line) =>
      line.serviceId === null ? lineFields(line) : { id: line.serviceId },
    ),
  }))
  .pipe(invoiceCreateSchema);
export type CreateInvoiceFormValues = z.input<typeof createInvoiceFormSchema>;

/**
 * The Edit Invoice dialog: its values become the `PUT /api/invoices/:id` body, every line with its
 * own values, checked by the API's schema (`services.1.item` names the second line's item).
 */
export const editInvoiceFormSchema = z
  .object(invoiceFormFields)
  .transform(({ services, ...invoice }): InvoiceUpdateInput => ({
    ...invoice,
    services: services.map(toEditLineBody),
  }))
  .pipe(invoiceUpdateSchema);
export type EditInvoiceFormValues = z.input<typeof editInvoiceFormSchema>;

/** The Edit dialog starts from the invoice as stored, every line as it was issued. */
export function editInvoiceFormValues(invoice: InvoiceWithLines): EditInvoiceFormValues {
  return {
    customer_name: invoice.attributes.customer_name,
    customer_email: invoice.attributes.customer_email ?? '',
    invoice_date: invoice.attributes.invoice_date,
    services: (invoice.attributes.services?.data ?? []).map(({ id, attributes: line }) => ({
      lineId: id,
      serviceId: line.service,
      item: line.item,
      price_pkr: line.price_pkr,
      date: line.date,
      remarks: line.remarks,
      type: null,
    })),
  };
}

/** The line `Add Service` adds in the Edit dialog: nothing chosen yet. */
export function emptyLine(): InvoiceFormLine {
  return {
    lineId: null,
    serviceId: null,
    item: '',
    price_pkr: Number.NaN,
    date: null,
    remarks: null,
    type: null,
  };
}

/** A new line that is a copy of a price-list service. */
export function lineFromService(service: Service): InvoiceFormLine {
  const { item, price_pkr, date, remarks, type } = service.attributes;
  return { lineId: null, serviceId: service.id, item, price_pkr, date, remarks, type };
}

/** The live total of a form's lines, in paisa; a line without a valid price adds nothing. */
export function linesTotalMinor(lines: readonly Pick<InvoiceFormLine, 'price_pkr'>[]): number {
  return sumMinorUnits(
    lines.map(({ price_pkr }) => (Number.isFinite(price_pkr) ? toMinorUnits(price_pkr) : 0)),
  );
}

/** The field messages of a refused save, each named by its form path (`services.1.item`). */
export function serverFieldErrors(error: unknown): { name: string; message: string }[] {
  if (!(error instanceof ApiRequestError)) return [];
  const issues = (error.details.errors ?? []) as {
    path?: readonly PropertyKey[];
    message?: string;
  }[];
  return issues.flatMap(({ path, message }) =>
    path?.length && message ? [{ name: path.map(String).join('.'), message }] : [],
  );
}
