import { z } from 'zod';
import {
  dataBody,
  defineRoute,
  idParams,
  singleResponse,
  type ListFields,
  entryQuery,
  collectionReads,
} from './contract';
import {
  ISO_DATE_PATTERN,
  enumField,
  isBlankInput,
  isRealCalendarDate,
  optionalText,
  requiredText,
} from './fields';
import { hasAtMostTwoDecimals } from './money';
import { SERVICE_TYPES, TAX_TYPES } from './options';
import { exportRoute } from './list-export';

/** The largest amount one price may hold, so that any invoice total stays exact in paisa. */
export const MAX_AMOUNT_PKR = 10_000_000_000;
export const SERVICE_ITEM_MAX_LENGTH = 200;
export const REMARKS_MAX_LENGTH = 2000;

const isBlankNumber = (input: unknown) =>
  isBlankInput(input) || (typeof input === 'number' && Number.isNaN(input));

/** An amount in PKR: 0 or more, at most two decimals (the editors' step of 0.01). */
export function amountField(label: string) {
  return z
    .number({
      error: (issue) =>
        isBlankNumber(issue.input) ? `${label} is required.` : `${label} must be a number.`,
    })
    .min(0, { error: `${label} must be 0 or more.`, abort: true })
    .max(MAX_AMOUNT_PKR, {
      error: `${label} must be at most ${MAX_AMOUNT_PKR.toLocaleString('en-US')}.`,
      abort: true,
    })
    .refine(hasAtMostTwoDecimals, { error: `${label} must have at most 2 decimals.` });
}

/** A required calendar date; an empty date input reads as missing. */
export function requiredDateField(label: string) {
  return z
    .string({ error: `${label} is required.` })
    .min(1, { error: `${label} is required.`, abort: true })
    .regex(ISO_DATE_PATTERN, { error: `${label} must be a date (YYYY-MM-DD).`, abort: true })
    .refine(isRealCalendarDate, { error: `${label} must be a real calendar date.` });
}

/** Free text that may be left out; blank text is stored as no remarks at all. */
export const remarksField = optionalText('Remarks', REMARKS_MAX_LENGTH)
  .nullable()
  .transform((text) => (text ? text : null));

/** Fields of a price-list entry (SPEC.md section 5: item, type, rate, price and date required). */
const serviceFields = {
  item: requiredText('Item', SERVICE_ITEM_MAX_LENGTH),
  type: enumField('Type', SERVICE_TYPES),
  tax: z
    .union([z.literal(''), z.null(), enumField('Tax', TAX_TYPES)], {
      error: `Tax must be one of: ${TAX_TYPES.join(', ')}.`,
    })
    .transform((tax) => (tax ? tax : null)),
  rate: amountField('Rate'),
  price_pkr: amountField('Price (PKR)'),
  remarks: remarksField,
  date: requiredDateField('Date'),
};

/** `POST /api/services` and the Add New Service dialog. */
export const serviceCreateSchema = z.strictObject({
  ...serviceFields,
  tax: serviceFields.tax.optional().transform((tax) => tax ?? null),
  remarks: serviceFields.remarks.optional().transform((remarks) => remarks ?? null),
});
export type ServiceCreateInput = z.input<typeof serviceCreateSchema>;
export type ServiceCreateData = z.output<typeof serviceCreateSchema>;

/** `PUT /api/services/:id`: any subset of the fields (the inline editor sends the one it changed). */
export const serviceUpdateSchema = z.strictObject(serviceFields).partial();
export type ServiceUpdateInput = z.input<typeof serviceUpdateSchema>;
export type ServiceUpdateData = z.output<typeof serviceUpdateSchema>;

/** A price-list entry as the API answers it, inside `{id, attributes}`. */
export const serviceAttributesSchema = z.object({
  item: z.string(),
  type: z.enum(SERVICE_TYPES),
  tax: z.enum(TAX_TYPES).nullable(),
  rate: z.number(),
  price_pkr: z.number(),
  remarks: z.string().nullable(),
  date: z.string().describe('YYYY-MM-DD'),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ServiceAttributes = z.infer<typeof serviceAttributesSchema>;

/** What `GET /api/services` may filter and sort by. */
export const SERVICE_LIST_FIELDS = {
  attributes: {
    id: 'id',
    item: 'string',
    type: 'string',
    tax: 'string',
    rate: 'money',
    price_pkr: 'money',
    remarks: 'string',
    date: 'date',
    createdAt: 'timestamp',
    updatedAt: 'timestamp',
  },
} as const satisfies ListFields;

const tag = 'Services';
const serviceResponse = singleResponse(serviceAttributesSchema);
const serviceEntryQuery = entryQuery(SERVICE_LIST_FIELDS);

/** The price list (Staff only): `/api/services` in Strapi's wire format. */
export const serviceRoutes = {
  ...collectionReads({
    url: '/api/services',
    access: 'Staff',
    tag,
    attributes: serviceAttributesSchema,
    fields: SERVICE_LIST_FIELDS,
    summaries: { list: 'List the price list (Staff)', get: 'Get a service (Staff)' },
  }),
  export: exportRoute({
    url: '/api/services',
    access: 'Staff',
    tag,
    rows: 'services',
    fields: SERVICE_LIST_FIELDS,
    columns: [
      ['id', 'ID'],
      ['item', 'Item'],
      ['type', 'Type'],
      ['tax', 'Tax'],
      ['rate', 'Rate (PKR)'],
      ['price_pkr', 'Price (PKR)'],
      ['date', 'Date'],
      ['remarks', 'Remarks'],
    ],
  }),
  create: defineRoute({
    method: 'POST',
    url: '/api/services',
    access: 'Staff',
    tag,
    summary: 'Add a service to the price list (Staff)',
    querystring: serviceEntryQuery,
    body: dataBody(serviceCreateSchema),
    response: { 200: serviceResponse },
  }),
  update: defineRoute({
    method: 'PUT',
    url: '/api/services/:id',
    access: 'Staff',
    tag,
    summary: 'Change any fields of a service (Staff); invoices keep their own copies',
    params: idParams,
    querystring: serviceEntryQuery,
    body: dataBody(serviceUpdateSchema),
    response: { 200: serviceResponse },
  }),
  delete: defineRoute({
    method: 'DELETE',
    url: '/api/services/:id',
    access: 'Staff',
    tag,
    summary: 'Delete a service (Staff); invoice lines copied from it stay',
    params: idParams,
    querystring: serviceEntryQuery,
    response: { 200: serviceResponse },
  }),
};
