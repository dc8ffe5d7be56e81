import { z } from 'zod';
import {
  dataBody,
  defineRoute,
  errorResponse,
  idParams,
  MAX_ENTITY_ID,
  noQuery,
  singleResponse,
  type ListFields,
  entryQuery,
  collectionReads,
} from './contract';
import { enumField, requiredText } from './fields';
import { MESSAGES } from './messages';
import { INVOICE_CREATION_STATUSES, INVOICE_STATUSES, type InvoiceStatus } from './options';
import { SERVICE_ITEM_MAX_LENGTH, amountField, remarksField, requiredDateField } from './service';
import { exportRoute } from './list-export';

/** Enough for any real invoice, and small enough that every total stays exact in paisa. */
export const MAX_INVOICE_LINES = 500;
export const CUSTOMER_NAME_MAX_LENGTH = 200;
/** How many invoices one bulk action may touch. */
export const MAX_BULK_IDS = 1000;

const recordId = (label: string) =>
  z
    .number({ error: `${label} must be a whole number.` })
    .int({ error: `${label} must be a whole number.` })
    .positive({ error: `${label} must be a whole number.` })
    .max(MAX_ENTITY_ID, { error: `${label} must be a whole number.` });

const optionalLineDate = z
  .union([z.literal(''), z.null(), requiredDateField('Date')], {
    error: 'Date must be a date (YYYY-MM-DD).',
  })
  .transform((date) => (date ? date : null));

/** The message of a line of its own sent without a price. */
export const PRICE_REQUIRED = 'Price (PKR) is required.';

/**
 * One entry of `services` in a request. Which line it names (`id`, `service`) is read by the server,
 * which knows the invoice's lines: see `INVOICE_LINES_RULE`. `item`, `price_pkr`, `date` and
 * `remarks` given beside an id replace the copied or stored values (the edit dialog's price input);
 * a line of its own, with neither, needs item and price. A bare number is read as `{id}`, as the
 * original client sent it.
 */
export const invoiceLineInputSchema = z.preprocess(
  (value) => (typeof value === 'number' ? { id: value } : value),
  z
    .strictObject(
      {
        id: recordId('Service id').describe(
          "In a PUT, the id of one of this invoice's lines when it is one (as services.data[].id reads it); otherwise, and always in a POST, a price-list service id",
        ),
        service: recordId('Service id')
          .nullable()
          .describe(
            "A price-list service id, copied as a new line unless id names one of this invoice's lines (a kept line keeps its origin); null: a line of its own, item and price_pkr required",
          ),
        item: z
          .string({ error: MESSAGES.serviceNameEmpty })
          .trim()
          .min(1, { error: MESSAGES.serviceNameEmpty })
          .max(SERVICE_ITEM_MAX_LENGTH, {
            error: `Item must be at most ${SERVICE_ITEM_MAX_LENGTH} characters.`,
          }),
        price_pkr: amountField('Price (PKR)'),
        date: optionalLineDate,
        remarks: remarksField,
      },
      {
        error: (issue) =>
          issue.code === 'invalid_type'
            ? 'Each service must be a service id or an item with a price.'
            : undefined,
      },
    )
    .partial()
    .superRefine((line, context) => {
      // With an id the server decides (a kept line or a copied service has its own values); with
      // a service to copy, the service has them.
      if (line.id !== undefined || (line.service !== undefined && line.service !== null)) return;
      if (line.item === undefined)
        context.addIssue({ code: 'custom', path: ['item'], message: MESSAGES.serviceNameEmpty });
      if (line.price_pkr === undefined)
        context.addIssue({ code: 'custom', path: ['price_pkr'], message: PRICE_REQUIRED });
    }),
);
export type InvoiceLineData = z.output<typeof invoiceLineInputSchema>;

/**
 * How `PUT /api/invoices/:id` reads `services`, so that a client saving back the lines it read
 * keeps them: lines are answered with their own ids, while the original API took service ids.
 */
const INVOICE_LINES_RULE =
  "services replaces every line, in the order given; lines left out are deleted. An id is read first as one of this invoice's lines (the ids services.data answers): that line is kept with its stored copy, and item, price_pkr, date or remarks sent beside it change it; only the first entry naming a line keeps it. Any other id of an entry without service, a line of another invoice included, is a price-list service id, copied as a new line as in POST. An entry with service (as lines are read back) copies that service unless its id is one of this invoice's lines; service null makes a line of its own from item and price_pkr. So when a service id equals the id of one of this invoice's lines, the line wins: to add that service, send {\"service\": id} or repeat the id after the line's entry.";

const invoiceLinesField = z
  .array(invoiceLineInputSchema, { error: 'Services must be a list.' })
  .max(MAX_INVOICE_LINES, { error: `An invoice can hold at most ${MAX_INVOICE_LINES} services.` });

export const customerNameField = requiredText('Customer name', CUSTOMER_NAME_MAX_LENGTH);

/**
 * SPEC.md's e-mail pattern without the characters a mail header reads as a list, a name or a
 * comment (`,;<>"()[]\:`), which an address may hold in general: an invoice goes to exactly one
 * mailbox.
 */
const SINGLE_MAILBOX_PATTERN = /^[^\s@,;<>"()[\]\\:]+@[^\s@,;<>"()[\]\\:]+\.[^\s@,;<>"()[\]\\:]+$/;

/**
 * Where the invoice is mailed: one address, or empty (an empty input) or null for none; both are
 * stored as no address.
 */
export const customerEmailField = z
  .union(
    [
      z.literal(''),
      z.null(),
      z
        .string()
        .trim()
        .refine((email) => email.length <= 254 && SINGLE_MAILBOX_PATTERN.test(email), {
          error: MESSAGES.invalidEmail,
        }),
    ],
    { error: MESSAGES.invalidEmail },
  )
  .transform((email) => (email ? email : null));

export const invoiceDateField = requiredDateField('Invoice date');

/** The server assigns the number and computes the total: values sent for them are ignored. */
const serverAssigned = {
  invoice_number: z.unknown().optional().describe('Ignored: the server assigns the number'),
  total_price: z.unknown().optional().describe('Ignored: the server sums the lines'),
};

/** A manual exchange rate in PKR per EUR; null clears it so the next PDF uses the current rate. */
export const eurRateField = z
  .number({ error: 'EUR rate must be a number greater than 0.' })
  .positive({ error: 'EUR rate must be a number greater than 0.' })
  .max(1_000_000, { error: 'EUR rate must be at most 1,000,000.' })
  .nullable();

/** `POST /api/invoices` and the Create Invoice form: customer name, date and status required. */
export const invoiceCreateSchema = z
  .strictObject({
    customer_name: customerNameField,
    invoice_date: invoiceDateField,
    status: enumField('Status', INVOICE_CREATION_STATUSES),
    customer_email: customerEmailField
      .optional()
      .describe('Where the invoice is mailed (POST /api/invoices/:id/send); empty or null: none'),
    services: invoiceLinesField
      .default([])
      .describe(
        'The lines in order: an id is a price-list service id, copied as a line; service, when given, names the service instead',
      ),
    ...serverAssigned,
  })
  .transform(({ invoice_number: _number, total_price: _total, ...invoice }) => invoice);
export type InvoiceCreateInput = z.input<typeof invoiceCreateSchema>;
export type InvoiceCreateData = z.output<typeof invoiceCreateSchema>;

/** `PUT /api/invoices/:id`: any subset; `services` replaces every line. */
export const invoiceUpdateSchema = z
  .strictObject({
    customer_name: customerNameField.optional(),
    invoice_date: invoiceDateField.optional(),
    status: enumField('Status', INVOICE_STATUSES).optional(),
    customer_email: customerEmailField
      .optional()
      .describe('Where the invoice is mailed; empty or null removes the address'),
    eur_rate: eurRateField.optional(),
    services: invoiceLinesField.optional().describe(INVOICE_LINES_RULE),
    ...serverAssigned,
  })
  .transform(({ invoice_number: _number, total_price: _total, ...invoice }) => invoice);
export type InvoiceUpdateInput = z.input<typeof invoiceUpdateSchema>;
export type InvoiceUpdateData = z.output<typeof invoiceUpdateSchema>;

const bulkIdsField = z
  .array(recordId('Invoice id'), { error: 'Select at least one invoice.' })
  .min(1, { error: 'Select at least one invoice.' })
  .max(MAX_BULK_IDS, { error: `Select at most ${MAX_BULK_IDS} invoices at once.` });

/** `POST /api/invoices/bulk`: set one status on, delete, or mail the selected invoices. */
export const invoiceBulkActionSchema = z.discriminatedUnion(
  'action',
  [
    z.strictObject({
      action: z.literal('status'),
      ids: bulkIdsField,
      status: enumField('Status', INVOICE_STATUSES),
    }),
    z.strictObject({ action: z.literal('delete'), ids: bulkIdsField }),
    z.strictObject({ action: z.literal('send'), ids: bulkIdsField }),
  ],
  { error: 'Action must be status, delete or send.' },
);
export type InvoiceBulkAction = z.input<typeof invoiceBulkActionSchema>;

/** One line of an invoice as the API answers it (`services.data[]`); its `id` is the line's own id. */
export const invoiceLineAttributesSchema = z.object({
  item: z.string(),
  price_pkr: z.number(),
  date: z.string().nullable(),
  remarks: z.string().nullable(),
  service: z
    .number()
    .int()
    .nullable()
    .describe('The price-list service the line was copied from; null once deleted'),
});
export type InvoiceLineAttributes = z.infer<typeof invoiceLineAttributesSchema>;

const invoiceFieldsSchema = z.object({
  invoice_number: z.string(),
  customer_name: z.string(),
  invoice_date: z.string().describe('YYYY-MM-DD'),
  status: z.enum(INVOICE_STATUSES),
  total_price: z.number(),
  eur_rate: z
    .number()
    .nullable()
    .describe('PKR per EUR used by the PDF; null until the first PDF or a manual rate'),
  customer_email: z.string().nullable().describe('Where the invoice is mailed; null: no address'),
  last_sent_at: z
    .string()
    .nullable()
    .describe('When the invoice was last mailed to the customer; null: never'),
  dueDate: z
    .string()
    .describe('YYYY-MM-DD: the invoice date plus the payment term it was issued with'),
  unlocked_at: z
    .string()
    .nullable()
    .describe(
      'When an Admin unlocked this Sent or Paid invoice for edits; null: locked (or a Draft or Cancelled one). Cleared by the next change or mail',
    ),
  unlocked_by: z.string().nullable().describe('The username of the Admin who unlocked it'),
  unlock_reason: z.string().nullable().describe('Why it was unlocked'),
  createdAt: z.string(),
  updatedAt: z.string(),
});

const invoiceLinesSchema = <T extends z.ZodType>(attributes: T) =>
  z.object({ data: z.array(z.object({ id: z.number().int(), attributes })) });

/** An invoice as one is answered: with all of its lines' attributes when populated. */
export const invoiceAttributesSchema = invoiceFieldsSchema.extend({
  services: invoiceLinesSchema(invoiceLineAttributesSchema)
    .optional()
    .describe('With populate=services'),
});
export type InvoiceAttributes = z.infer<typeof invoiceAttributesSchema>;

/** An invoice in a list, whose lines carry the attributes `populate[services][fields]` chose. */
export const invoiceListAttributesSchema = invoiceFieldsSchema.extend({
  services: invoiceLinesSchema(invoiceLineAttributesSchema.partial())
    .optional()
    .describe(
      'With populate=services (every attribute) or populate[services][fields][0]=item (those chosen)',
    ),
});
export type InvoiceListAttributes = z.infer<typeof invoiceListAttributesSchema>;

export const EXCHANGE_RATE_SOURCES = ['live', 'cached', 'none'] as const;

/** `GET /api/exchange-rate`: `live` fresh from the source, `cached` its last good rate, `none`. */
export const exchangeRateInfoSchema = z.object({
  rate: z.number().nullable(),
  fetchedAt: z.string().nullable(),
  source: z.enum(EXCHANGE_RATE_SOURCES),
});
export type ExchangeRateInfo = z.infer<typeof exchangeRateInfoSchema>;

/** The 400 message when an invoice without a customer e-mail is to be mailed. */
export const NO_CUSTOMER_EMAIL_MESSAGE =
  'This invoice has no customer e-mail address: add one, then send it.';

/** The 503 message when a PDF is asked for and no EUR rate is known at all. */
export const NO_EXCHANGE_RATE_MESSAGE =
  'No EUR exchange rate is available. Enter the rate by hand on the invoice and try again.';

/** The attributes of an invoice line (`populate[services][fields]` may choose among them). */
export const INVOICE_LINE_FIELDS = ['item', 'price_pkr', 'date', 'remarks', 'service'] as const;
export type InvoiceLineField = (typeof INVOICE_LINE_FIELDS)[number];

/** What `GET /api/invoices` may filter, sort and populate by. */
export const INVOICE_LIST_FIELDS = {
  attributes: {
    id: 'id',
    invoice_number: 'string',
    customer_name: 'string',
    invoice_date: 'date',
    status: 'string',
    total_price: 'money',
    eur_rate: 'number',
    customer_email: 'string',
    last_sent_at: 'timestamp',
    dueDate: 'date',
    createdAt: 'timestamp',
    updatedAt: 'timestamp',
  },
  relations: {
    services: {
      id: 'id',
      item: 'string',
      price_pkr: 'money',
      date: 'date',
      remarks: 'string',
      service: 'id',
    },
  },
} as const satisfies ListFields;

/** Statuses whose invoice has gone to the customer: its customer, date and lines are locked. */
export const LOCKED_INVOICE_STATUSES = ['Sent', 'Paid'] as const satisfies readonly InvoiceStatus[];

/** The fields a lock keeps: what the customer was sent. */
export const LOCKED_INVOICE_FIELDS = {
  customer_name: 'customer',
  customer_email: 'customer e-mail',
  invoice_date: 'invoice date',
  services: 'services',
} as const;
export type LockedInvoiceField = keyof typeof LOCKED_INVOICE_FIELDS;

/** A Sent or Paid invoice is locked unless an Admin unlocked it since it was last changed. */
export function isInvoiceLocked(invoice: {
  status: InvoiceStatus;
  unlocked_at: string | null;
}): boolean {
  return (
    (LOCKED_INVOICE_STATUSES as readonly InvoiceStatus[]).includes(invoice.status) &&
    invoice.unlocked_at === null
  );
}

/** The 409 message when a locked invoice's customer, date or lines would change. */
export function invoiceLockedMessage(
  status: InvoiceStatus,
  fields: readonly LockedInvoiceField[],
): string {
  const named = fields.map((field) => LOCKED_INVOICE_FIELDS[field]).join(', ');
  return `Sent invoices are locked: this invoice is ${status}, so its ${named} cannot be changed. Only its status can, unless an Admin unlocks it.`;
}

/**
 * Overdue is derived, never stored: a Sent invoice whose due date has passed. `today` is the
 * local ISO date of whoever asks (the server, the browser).
 */
export function isInvoiceOverdue(
  invoice: { status: InvoiceStatus; dueDate: string },
  today: string,
): boolean {
  return invoice.status === 'Sent' && invoice.dueDate < today;
}

/** A moment's calendar date in the local time zone (of the server, or of the browser). */
export function localIsoDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The list filters of the overdue invoices on `today`: the same rule as `isInvoiceOverdue`. */
export const overdueInvoiceFilters = (today: string) => ({
  status: { $eq: 'Sent' },
  dueDate: { $lt: today },
});

export const UNLOCK_REASON_MAX_LENGTH = 500;

/** `POST /api/invoices/:id/unlock`: why the Admin opens a sent invoice for edits. */
export const invoiceUnlockSchema = z.strictObject({
  reason: requiredText('Reason', UNLOCK_REASON_MAX_LENGTH),
});

/** The 409 message when an invoice that is not locked is to be unlocked. */
export const INVOICE_NOT_LOCKED_MESSAGE =
  'Only a Sent or Paid invoice that is locked can be unlocked.';

const tag = 'Invoices';

/** The bytes of a PDF: never serialized as JSON, documented as a binary answer. */
const pdfFile = z
  .custom<Uint8Array>((value) => value instanceof Uint8Array)
  .meta({ type: 'string', format: 'binary', description: 'The PDF file' });
const invoiceResponse = singleResponse(invoiceAttributesSchema);
const withLines = entryQuery(INVOICE_LIST_FIELDS);

/** Invoices (Staff only): `/api/invoices` in Strapi's wire format, bulk actions and the PDF. */
export const invoiceRoutes = {
  ...collectionReads({
    url: '/api/invoices',
    access: 'Staff',
    tag,
    attributes: invoiceAttributesSchema,
    listAttributes: invoiceListAttributesSchema,
    fields: INVOICE_LIST_FIELDS,
    summaries: { list: 'List invoices (Staff)', get: 'Get an invoice (Staff)' },
  }),
  export: exportRoute({
    url: '/api/invoices',
    access: 'Staff',
    tag,
    rows: 'invoices',
    fields: INVOICE_LIST_FIELDS,
    columns: [
      ['id', 'ID'],
      ['invoice_number', 'Invoice number'],
      ['invoice_date', 'Invoice date'],
      ['dueDate', 'Due date'],
      ['customer_name', 'Customer'],
      ['customer_email', 'Customer email'],
      ['status', 'Status'],
      ['total_price', 'Total (PKR)'],
      ['eur_rate', 'EUR rate'],
      ['last_sent_at', 'Last sent at'],
      ['createdAt', 'Created at'],
      ['updatedAt', 'Updated at'],
    ],
  }),
  create: defineRoute({
    method: 'POST',
    url: '/api/invoices',
    access: 'Staff',
    tag,
    summary: 'Create an invoice (Staff)',
    description:
      'The server assigns invoice_number (NN-INV-DDMMYYYY) and computes total_price from the lines; values sent for them are ignored.',
    querystring: withLines,
    body: dataBody(invoiceCreateSchema),
    response: { 200: invoiceResponse },
  }),
  update: defineRoute({
    method: 'PUT',
    url: '/api/invoices/:id',
    access: 'Staff',
    tag,
    summary:
      'Change an invoice (Staff); services replaces every line, eur_rate sets the rate by hand',
    description:
      'invoice_number stays as issued and the server computes total_price from the lines; values sent for them are ignored. services.data[].id as read names a line: saving back the lines read keeps them, see services for the rule.',
    params: idParams,
    querystring: withLines,
    body: dataBody(invoiceUpdateSchema),
    response: { 200: invoiceResponse, 409: errorResponse },
  }),
  unlock: defineRoute({
    method: 'POST',
    url: '/api/invoices/:id/unlock',
    access: 'Admin',
    tag,
    summary: 'Unlock a Sent or Paid invoice for edits, giving the reason (Admin)',
    description: `A Sent or Paid invoice refuses changes to customer_name, customer_email, invoice_date and services with 409; status changes stay allowed. Unlocking records who, when and why (and the audit log keeps it); the unlock lasts until the invoice is next changed (PUT, a status change, or a mail). An invoice that is not locked: 409 "${INVOICE_NOT_LOCKED_MESSAGE}"`,
    params: idParams,
    querystring: withLines,
    body: dataBody(invoiceUnlockSchema),
    response: { 200: invoiceResponse, 409: errorResponse },
  }),
  duplicate: defineRoute({
    method: 'POST',
    url: '/api/invoices/:id/duplicate',
    access: 'Staff',
    tag,
    summary: 'Copy an invoice as a new Draft dated today, with a new number (Staff)',
    description:
      'The copy has the same customer (name and e-mail) and the same lines at their stored prices (not the price list\'s current ones), the server\'s date of today and the current payment term. No body, or {"data": {}}.',
    params: idParams,
    querystring: withLines,
    response: { 200: invoiceResponse },
  }),
  delete: defineRoute({
    method: 'DELETE',
    url: '/api/invoices/:id',
    access: 'Staff',
    tag,
    summary: 'Delete an invoice (Staff)',
    params: idParams,
    querystring: withLines,
    response: { 200: invoiceResponse },
  }),
  bulk: defineRoute({
    method: 'POST',
    url: '/api/invoices/bulk',
    access: 'Staff',
    tag,
    summary: 'Set a status on, delete, or mail the selected invoices (Staff)',
    description:
      'send mails each selected invoice that has a customer e-mail, as POST /api/invoices/:id/send does, in one transaction; the others are answered in skipped. With no EUR rate known at all: 503 and nothing is sent.',
    querystring: noQuery,
    body: dataBody(invoiceBulkActionSchema),
    response: {
      200: z.object({
        data: z.object({
          count: z
            .number()
            .int()
            .describe('How many invoices changed (send: how many were mailed)'),
          skipped: z
            .array(z.number().int())
            .optional()
            .describe('send only: the ids of the selected invoices without a customer e-mail'),
        }),
        meta: z.object({}),
      }),
      503: errorResponse,
    },
  }),
  pdf: defineRoute({
    method: 'GET',
    url: '/api/invoices/:id/pdf',
    access: 'Staff',
    tag,
    summary: 'Download the invoice as a PDF (Staff)',
    description: `An attachment named Invoice-{invoice_number}.pdf. The first PDF keeps the current EUR rate on the invoice (unless one was entered by hand); with no rate known at all: 503 "${NO_EXCHANGE_RATE_MESSAGE}"`,
    produces: ['application/pdf'],
    params: idParams,
    querystring: noQuery,
    response: { 200: pdfFile, 503: errorResponse },
  }),
  send: defineRoute({
    method: 'POST',
    url: '/api/invoices/:id/send',
    access: 'Staff',
    tag,
    summary: 'Mail the invoice PDF to the customer (Staff)',
    description: `Writes a mail to customer_email with the PDF of GET /api/invoices/:id/pdf attached as Invoice-{invoice_number}.pdf (the first PDF keeps the current EUR rate, as a download does), sets status Sent and last_sent_at, and records the change, in one transaction. The mail is delivered afterwards (see the Outbox). No body, or {"data": {}}. Without customer_email: 400 "${NO_CUSTOMER_EMAIL_MESSAGE}"; with no rate known at all: 503 "${NO_EXCHANGE_RATE_MESSAGE}"; nothing is written in either case.`,
    params: idParams,
    querystring: withLines,
    response: { 200: invoiceResponse, 503: errorResponse },
  }),
};

/** The EUR rate invoice PDFs use, kept by the server (Staff). */
export const exchangeRateRoutes = {
  current: defineRoute({
    method: 'GET',
    url: '/api/exchange-rate',
    access: 'Staff',
    tag,
    summary: 'The EUR exchange rate new invoice PDFs use (Staff)',
    description:
      'PKR per EUR. source: live (fetched within the last hours), cached (the source failed; the last good rate), none (no rate known).',
    querystring: noQuery,
    response: { 200: z.object({ data: exchangeRateInfoSchema, meta: z.object({}) }) },
  }),
};
