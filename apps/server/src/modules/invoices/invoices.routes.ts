import type { FastifyInstance } from 'fastify';
import { companyDetails } from '@app/shared/company-details';
import { z } from 'zod';
import {
  NO_EXCHANGE_RATE_MESSAGE,
  invoiceAttributesSchema,
  invoiceListAttributesSchema,
  invoiceBulkActionSchema,
  invoiceCreateSchema,
  invoiceUpdateSchema,
} from '@app/shared/invoice';
import { isValidExchangeRate } from '@app/shared/invoice-math';
import type { Db } from '../../db/database';
import { ApiError, notFound } from '../../http/errors';
import { parsePopulate } from '../../http/strapi-query';
import { registerListRoute } from '../../http/list-route';
import { single } from '../../http/strapi-response';
import { parseDataBody, parseEntityId } from '../../http/validation';
import { requireRole } from '../../plugins/auth';
import { actorOf } from '../audit/audit-entry';
import {
  dataBody,
  errorResponse,
  idParams,
  populateQuery,
  singleResponse,
} from '../openapi/route-docs';
import { renderInvoicePdf } from './invoice-pdf';
import {
  createInvoice,
  deleteInvoices,
  findInvoiceWithLines,
  keepFirstEurRate,
  listInvoices,
  loadLineEntities,
  setStatusOfInvoices,
  toInvoiceEntity,
  toLineEntity,
  type InvoiceLineField,
  type InvoiceWithLines,
  updateInvoice,
  type InvoiceRow,
} from './invoices.repository';
import { INVOICE_RELATIONS, INVOICES_LIST_SPEC, INVOICES_OPENAPI_TAG } from './invoices.schemas';

const bulkResponse = z.object({
  data: z.object({ count: z.number().int().describe('How many invoices changed') }),
  meta: z.object({}),
});

/** The invoice in Strapi's shape, with its lines when the query asks for `populate=services`. */
async function invoiceResponse(db: Db, row: InvoiceRow, populate: Set<string>) {
  const lines = populate.has('services')
    ? (await loadLineEntities(db, [row.id])).get(row.id)
    : undefined;
  return single(toInvoiceEntity(row, lines));
}

/** A found or deleted invoice in Strapi's shape, with its lines when `populate=services`. */
const withLines = ({ invoice, lines }: InvoiceWithLines, populate: Set<string>) =>
  single(
    toInvoiceEntity(
      invoice,
      populate.has('services') ? lines.map((line) => toLineEntity(line)) : undefined,
    ),
  );

/** Invoices (Staff only): `/api/invoices` in Strapi's wire format, bulk actions and the PDF. */
export default async function invoicesRoutes(app: FastifyInstance) {
  const staffOnly = requireRole('Staff');
  const tags = [INVOICES_OPENAPI_TAG];
  const refused = { 400: errorResponse, 401: errorResponse, 403: errorResponse };
  const single200 = {
    200: singleResponse(invoiceAttributesSchema),
    ...refused,
    404: errorResponse,
  };
  const populate = populateQuery(INVOICE_RELATIONS);

  registerListRoute(app, {
    url: '/api/invoices',
    spec: INVOICES_LIST_SPEC,
    attributes: invoiceListAttributesSchema,
    preHandler: staffOnly,
    schema: { tags, summary: 'List invoices (Staff)' },
    fetch: listInvoices,
    toEntities: async (rows, query) => {
      // The lines of the whole page come in one query, not one per invoice.
      const fields = query.relationFields.get('services') as Set<InvoiceLineField> | undefined;
      const lines = query.populate.has('services')
        ? await loadLineEntities(
            app.db,
            rows.map((row) => row.id),
            fields && [...fields],
          )
        : undefined;
      return rows.map((row) => toInvoiceEntity(row, lines?.get(row.id)));
    },
  });

  app.get<{ Params: { id: string } }>(
    '/api/invoices/:id',
    {
      preHandler: staffOnly,
      config: { openapi: { params: idParams, querystring: populate, response: single200 } },
      schema: { tags, summary: 'Get an invoice (Staff)' },
    },
    async (request) => {
      const id = parseEntityId(request.params.id);
      const populate = parsePopulate(request.query, INVOICE_RELATIONS);
      const found = await findInvoiceWithLines(app.db, id);
      if (!found) throw notFound();
      return withLines(found, populate);
    },
  );

  app.post(
    '/api/invoices',
    {
      preHandler: staffOnly,
      config: {
        openapi: {
          querystring: populate,
          body: dataBody(invoiceCreateSchema),
          response: { 200: singleResponse(invoiceAttributesSchema), ...refused },
        },
      },
      schema: {
        tags,
        summary: 'Create an invoice (Staff)',
        description:
          'The server assigns invoice_number (NN-INV-DDMMYYYY) and computes total_price from the lines; values sent for them are ignored.',
      },
    },
    async (request) => {
      const populate = parsePopulate(request.query, INVOICE_RELATIONS);
      const data = parseDataBody(invoiceCreateSchema, request.body);
      return invoiceResponse(app.db, await createInvoice(app.db, data, actorOf(request)), populate);
    },
  );

  app.put<{ Params: { id: string } }>(
    '/api/invoices/:id',
    {
      preHandler: staffOnly,
      config: {
        openapi: {
          params: idParams,
          querystring: populate,
          body: dataBody(invoiceUpdateSchema),
          response: single200,
        },
      },
      schema: {
        tags,
        summary:
          'Change an invoice (Staff); services replaces every line, eur_rate sets the rate by hand',
      },
    },
    async (request) => {
      const id = parseEntityId(request.params.id);
      const populate = parsePopulate(request.query, INVOICE_RELATIONS);
      const data = parseDataBody(invoiceUpdateSchema, request.body);
      const row = await updateInvoice(app.db, id, data, actorOf(request));
      if (!row) throw notFound();
      return invoiceResponse(app.db, row, populate);
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/api/invoices/:id',
    {
      preHandler: staffOnly,
      config: { openapi: { params: idParams, querystring: populate, response: single200 } },
      schema: { tags, summary: 'Delete an invoice (Staff)' },
    },
    async (request) => {
      const id = parseEntityId(request.params.id);
      const populate = parsePopulate(request.query, INVOICE_RELATIONS);
      const [deleted] = await deleteInvoices(app.db, [id], actorOf(request), { bulk: false });
      if (!deleted) throw notFound();
      return withLines(deleted, populate);
    },
  );

  app.post(
    '/api/invoices/bulk',
    {
      preHandler: staffOnly,
      config: {
        openapi: {
          body: dataBody(invoiceBulkActionSchema),
          response: { 200: bulkResponse, ...refused },
        },
      },
      schema: { tags, summary: 'Set a status on, or delete, the selected invoices (Staff)' },
    },
    async (request) => {
      const action = parseDataBody(invoiceBulkActionSchema, request.body);
      const actor = actorOf(request);
      const count =
        action.action === 'delete'
          ? (await deleteInvoices(app.db, action.ids, actor, { bulk: true })).length
          : await setStatusOfInvoices(app.db, action.ids, action.status, actor);
      return { data: { count }, meta: {} };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/invoices/:id/pdf',
    {
      preHandler: staffOnly,
      config: {
        openapi: {
          params: idParams,
          response: {
            200: z.string().describe('The PDF file'),
            401: errorResponse,
            403: errorResponse,
            404: errorResponse,
            503: errorResponse,
          },
        },
      },
      schema: {
        tags,
        summary: 'Download the invoice as a PDF (Staff)',
        description: `An attachment named Invoice-{invoice_number}.pdf. The first PDF keeps the current EUR rate on the invoice (unless one was entered by hand); with no rate known at all: 503 "${NO_EXCHANGE_RATE_MESSAGE}"`,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const id = parseEntityId(request.params.id);
      parsePopulate(request.query, []);
      const found = await findInvoiceWithLines(app.db, id);
      if (!found) throw notFound();
      const { invoice, lines } = found;
      const eurRate = isValidExchangeRate(invoice.eur_rate)
        ? invoice.eur_rate
        : await takeCurrentRate(app, invoice.id);
      const pdf = await renderInvoicePdf({
        invoiceNumber: invoice.invoice_number,
        customerName: invoice.customer_name,
        invoiceDate: invoice.invoice_date,
        updatedAt: invoice.updated_at,
        lines: lines.map((line) => ({
          item: line.item,
          pricePkrMinor: line.price_pkr,
          date: line.date,
          remarks: line.remarks,
        })),
        eurRate,
        company: companyDetails,
      });
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="Invoice-${invoice.invoice_number}.pdf"`,
        )
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
}

/** The current rate, kept on the invoice so its later PDFs are the same; 503 when none is known. */
async function takeCurrentRate(app: FastifyInstance, invoiceId: number): Promise<number> {
  const { rate } = await app.exchangeRates.current();
  if (rate === null) throw new ApiError(503, NO_EXCHANGE_RATE_MESSAGE);
  return keepFirstEurRate(app.db, invoiceId, rate);
}
