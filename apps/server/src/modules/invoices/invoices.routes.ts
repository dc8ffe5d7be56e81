import type { FastifyInstance } from 'fastify';
import { companyDetails } from '@app/shared/company-details';
import {
  INVOICE_LINE_FIELDS,
  NO_EXCHANGE_RATE_MESSAGE,
  invoiceRoutes,
  type InvoiceLineField,
} from '@app/shared/invoice';
import { isValidExchangeRate } from '@app/shared/invoice-math';
import { registerRoute } from '../../http/contract-route';
import { ApiError, notFound } from '../../http/errors';
import { registerListRoute } from '../../http/list-route';
import { entryQuerystring, populateQuerystring } from '../../http/query-schemas';
import { answerEntry } from '../../http/relation-query';
import type { EntryQuery, Populate } from '../../http/strapi-query';
import { single } from '../../http/strapi-response';
import { actorOf } from '../audit/audit-entry';
import { renderInvoicePdf } from './invoice-pdf';
import { lineColumnsOf, toInvoiceEntity, toLineEntity, toLineEntityWith } from './invoices.mapper';
import {
  INVOICES_LIST_SPEC,
  createInvoice,
  deleteInvoices,
  findInvoiceWithLines,
  keepFirstEurRate,
  listInvoices,
  loadLineColumns,
  loadLines,
  setStatusOfInvoices,
  updateInvoice,
  type InvoiceRow,
  type InvoiceWithLines,
} from './invoices.repository';

/** Invoices (Staff only): `/api/invoices` in Strapi's wire format, bulk actions and the PDF. */
export default async function invoicesRoutes(app: FastifyInstance) {
  /** A page's invoices with the line attributes asked for: the lines of all of them in one query. */
  async function withLinesOf(
    rows: InvoiceRow[],
    populate: Populate,
    fields: readonly InvoiceLineField[] = INVOICE_LINE_FIELDS,
  ) {
    if (!populate.has('services')) return rows.map((row) => toInvoiceEntity(row));
    const lines = await loadLineColumns(
      app.db,
      rows.map((row) => row.id),
      lineColumnsOf(fields),
    );
    return rows.map((row) =>
      toInvoiceEntity(
        row,
        (lines.get(row.id) ?? []).map((line) => toLineEntityWith(line, fields)),
      ),
    );
  }

  /** An invoice with its lines when `populate=services`. */
  const entityOf = ({ invoice, lines }: InvoiceWithLines, query: EntryQuery) =>
    toInvoiceEntity(invoice, query.populate.has('services') ? lines.map(toLineEntity) : undefined);

  /** A found invoice answered as the query asks (lines filtered, sorted, attributes chosen). */
  const withLines = (found: InvoiceWithLines, query: EntryQuery) =>
    answerEntry(app.db, INVOICES_LIST_SPEC, entityOf(found, query), query);

  /** A stored invoice read back, with its lines when `populate=services`. */
  async function readBack(invoice: InvoiceRow, query: EntryQuery) {
    const lines = query.populate.has('services')
      ? (await loadLines(app.db, [invoice.id])).get(invoice.id)
      : [];
    return withLines({ invoice, lines: lines ?? [] }, query);
  }

  registerListRoute(app, invoiceRoutes.list, {
    spec: INVOICES_LIST_SPEC,
    fetch: listInvoices,
    toEntities: (rows, query) =>
      withLinesOf(rows, query.populate, [
        ...(query.populate.get('services')?.fields ?? INVOICE_LINE_FIELDS),
      ] as InvoiceLineField[]),
  });

  registerRoute(app, invoiceRoutes.get, {
    querystring: entryQuerystring(invoiceRoutes.get.querystring, INVOICES_LIST_SPEC),
    handler: async (request) => {
      const found = await findInvoiceWithLines(app.db, request.params.id);
      if (!found) throw notFound();
      return withLines(found, request.query);
    },
  });

  registerRoute(app, invoiceRoutes.create, {
    querystring: entryQuerystring(invoiceRoutes.create.querystring, INVOICES_LIST_SPEC),
    handler: async (request) =>
      readBack(await createInvoice(app.db, request.body.data, actorOf(request)), request.query),
  });

  registerRoute(app, invoiceRoutes.update, {
    querystring: entryQuerystring(invoiceRoutes.update.querystring, INVOICES_LIST_SPEC),
    handler: async (request) => {
      const row = await updateInvoice(
        app.db,
        request.params.id,
        request.body.data,
        actorOf(request),
      );
      if (!row) throw notFound();
      return readBack(row, request.query);
    },
  });

  registerRoute(app, invoiceRoutes.delete, {
    querystring: entryQuerystring(invoiceRoutes.delete.querystring, INVOICES_LIST_SPEC),
    handler: async (request) => {
      const [deleted] = await deleteInvoices(app.db, [request.params.id], actorOf(request), {
        bulk: false,
      });
      if (!deleted) throw notFound();
      // Its lines are gone: the invoice is answered as it was, with the attributes chosen.
      return single(entityOf(deleted, request.query), request.query);
    },
  });

  registerRoute(app, invoiceRoutes.bulk, {
    querystring: populateQuerystring(invoiceRoutes.bulk.querystring),
    handler: async (request) => {
      const action = request.body.data;
      const actor = actorOf(request);
      const count =
        action.action === 'delete'
          ? (await deleteInvoices(app.db, action.ids, actor, { bulk: true })).length
          : await setStatusOfInvoices(app.db, action.ids, action.status, actor);
      return { data: { count }, meta: {} };
    },
  });

  registerRoute(app, invoiceRoutes.pdf, {
    querystring: populateQuerystring(invoiceRoutes.pdf.querystring),
    handler: async (request, reply) => {
      const found = await findInvoiceWithLines(app.db, request.params.id);
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
  });
}

/** The current rate, kept on the invoice so its later PDFs are the same; 503 when none is known. */
async function takeCurrentRate(app: FastifyInstance, invoiceId: number): Promise<number> {
  const { rate } = await app.exchangeRates.current();
  if (rate === null) throw new ApiError(503, NO_EXCHANGE_RATE_MESSAGE);
  return keepFirstEurRate(app.db, invoiceId, rate);
}
