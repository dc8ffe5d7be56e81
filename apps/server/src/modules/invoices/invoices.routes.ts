import type { FastifyInstance } from 'fastify';
import {
  NO_CUSTOMER_EMAIL_MESSAGE,
  NO_EXCHANGE_RATE_MESSAGE,
  invoiceRoutes,
  localIsoDate,
} from '@app/shared/invoice';
import { isValidExchangeRate } from '@app/shared/invoice-math';
import { registerRoute } from '../../http/contract-route';
import { ApiError, badRequest, notFound } from '../../http/errors';
import { registerExportRoute } from '../../http/export-route';
import { registerListRoute } from '../../http/list-route';
import { entryQuerystring, populateQuerystring } from '../../http/query-schemas';
import { answerEntry } from '../../http/relation-query';
import type { EntryQuery } from '../../lists/list-query';
import { single } from '../../http/strapi-response';
import { actorOf, type AuditActor } from '../audit/audit-entry';
import { logoPng } from '../company/company-logo';
import { readCompanySettings } from '../company/company.repository';
import { invoiceMail, invoicePdfFilename } from './invoice-mail';
import { renderInvoicePdf } from './invoice-pdf';
import {
  lineColumnsOf,
  lineFieldsOf,
  toInvoiceEntity,
  toLineEntity,
  toLineEntityWith,
} from './invoices.mapper';
import {
  INVOICES_LIST_SPEC,
  createInvoice,
  deleteInvoices,
  duplicateInvoice,
  findInvoice,
  findInvoiceWithLines,
  findInvoices,
  keepFirstEurRate,
  listInvoices,
  loadLines,
  markInvoicesSent,
  setStatusOfInvoices,
  unlockInvoice,
  updateInvoice,
  type InvoiceRow,
  type InvoiceWithLines,
} from './invoices.repository';

/** Invoices (Staff only): `/api/invoices` in Strapi's wire format, bulk actions and the PDF. */
export default async function invoicesRoutes(app: FastifyInstance) {
  /** An invoice with its lines when `populate=services`. */
  const entityOf = ({ invoice, lines }: InvoiceWithLines, query: EntryQuery) =>
    toInvoiceEntity(invoice, query.populate.has('services') ? lines.map(toLineEntity) : undefined);

  /** A found invoice answered as the query asks (lines filtered, sorted, attributes chosen). */
  const withLines = (found: InvoiceWithLines, query: EntryQuery) =>
    answerEntry(app.db, INVOICES_LIST_SPEC, entityOf(found, query), query);

  /** A stored invoice read back, with its lines when `populate=services`; 404 when a write found none. */
  async function readBack(invoice: InvoiceRow | undefined, query: EntryQuery) {
    if (!invoice) throw notFound();
    const lines = query.populate.has('services')
      ? (await loadLines(app.db, [invoice.id])).get(invoice.id)
      : [];
    return withLines({ invoice, lines: lines ?? [] }, query);
  }

  registerListRoute(app, invoiceRoutes.list, {
    spec: INVOICES_LIST_SPEC,
    fetch: (db, query) => {
      const populated = query.populate.get('services');
      return listInvoices(db, query, populated && lineColumnsOf(lineFieldsOf(populated)));
    },
    toEntities: (rows, query) => {
      const populated = query.populate.get('services');
      const fields = populated && lineFieldsOf(populated);
      // The mapper reads the invoice's columns by name, so a row goes to it with its lines still
      // on it: a copy without them would cost a page 25 objects for nothing.
      return rows.map((row) =>
        toInvoiceEntity(row, fields && row.lines?.map((line) => toLineEntityWith(line, fields))),
      );
    },
  });
  registerExportRoute(app, invoiceRoutes.export, {
    spec: INVOICES_LIST_SPEC,
    toEntity: (row: InvoiceRow) => toInvoiceEntity(row),
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
    handler: async (request) =>
      readBack(
        await updateInvoice(app.db, request.params.id, request.body.data, actorOf(request)),
        request.query,
      ),
  });

  registerRoute(app, invoiceRoutes.unlock, {
    querystring: entryQuerystring(invoiceRoutes.unlock.querystring, INVOICES_LIST_SPEC),
    handler: async (request) =>
      readBack(
        await unlockInvoice(app.db, request.params.id, request.body.data.reason, actorOf(request)),
        request.query,
      ),
  });

  registerRoute(app, invoiceRoutes.duplicate, {
    querystring: entryQuerystring(invoiceRoutes.duplicate.querystring, INVOICES_LIST_SPEC),
    handler: async (request) =>
      readBack(
        await duplicateInvoice(
          app.db,
          request.params.id,
          localIsoDate(new Date()),
          actorOf(request),
        ),
        request.query,
      ),
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
      if (action.action === 'send') {
        const { sent, skipped } = await sendInvoices(action.ids, actor, { bulk: true });
        return { data: { count: sent.length, skipped }, meta: {} };
      }
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
      const pdf = await pdfOf(found);
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="${invoicePdfFilename(found.invoice.invoice_number)}"`,
        )
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  });

  registerRoute(app, invoiceRoutes.send, {
    querystring: entryQuerystring(invoiceRoutes.send.querystring, INVOICES_LIST_SPEC),
    handler: async (request) => {
      const { sent } = await sendInvoices([request.params.id], actorOf(request), { bulk: false });
      const [one] = sent;
      if (one) return readBack(one.invoice, request.query);
      // Deleted, or its address removed, since it was first read.
      if (!(await findInvoice(app.db, request.params.id))) throw notFound();
      throw badRequest(NO_CUSTOMER_EMAIL_MESSAGE);
    },
  });

  // The PDF attached to an invoice's mail is made when the mail is sent, by the download's code.
  app.mail.registerAttachment('invoice-pdf', async (reference) => {
    const found = await findInvoiceWithLines(app.db, reference.invoiceId);
    if (!found) throw new Error(`Invoice ${reference.invoiceId} no longer exists`);
    return {
      filename: reference.filename,
      content: await pdfOf(found),
      contentType: 'application/pdf',
    };
  });

  /** The rate an invoice's PDF uses: its own, else the current one, kept on it from now on. */
  const rateOf = (invoice: InvoiceRow) =>
    isValidExchangeRate(invoice.eur_rate) ? invoice.eur_rate : takeCurrentRate(app, invoice.id);

  /** The invoice's PDF: the file the download answers and its mail attaches. */
  async function pdfOf({ invoice, lines }: InvoiceWithLines): Promise<Buffer> {
    const company = await readCompanySettings(app.db);
    return renderInvoicePdf({
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
      eurRate: await rateOf(invoice),
      paymentTermDays: invoice.payment_term_days,
      company: company.settings,
      logo: company.logo && (await logoPng(app.fileStorage, company.logo, PDF_LOGO_PX)),
      isExample: company.isExample,
    });
  }

  /**
   * Mails the invoices among `ids` that have a customer e-mail. One alone without an address is
   * refused before anything is written. Each PDF's rate is taken first, as a download takes it
   * (a 503 when none is known), outside the transaction, which then marks them sent and writes
   * their mails.
   */
  async function sendInvoices(
    ids: readonly number[],
    actor: AuditActor,
    options: { bulk: boolean },
  ) {
    const invoices = await findInvoices(app.db, ids);
    if (!options.bulk) {
      const [invoice] = invoices;
      if (!invoice) throw notFound();
      if (!invoice.customer_email) throw badRequest(NO_CUSTOMER_EMAIL_MESSAGE);
    }
    const rates = new Map<number, number>();
    for (const invoice of invoices)
      if (invoice.customer_email) rates.set(invoice.id, await rateOf(invoice));
    return markInvoicesSent(
      app.db,
      invoices.map((invoice) => invoice.id),
      rates,
      actor,
      async (trx, sent) => {
        const { settings } = await readCompanySettings(trx);
        await app.mail.write(
          trx,
          sent.map((one) => invoiceMail(one, settings)),
        );
      },
      options,
    );
  }
}

/** The logo's pixels in the PDF: its 40-point mark, sharp when printed. */
const PDF_LOGO_PX = 240;

/** The current rate, kept on the invoice so its later PDFs are the same; 503 when none is known. */
async function takeCurrentRate(app: FastifyInstance, invoiceId: number): Promise<number> {
  const { rate } = await app.exchangeRates.current();
  if (rate === null) throw new ApiError(503, NO_EXCHANGE_RATE_MESSAGE);
  return keepFirstEurRate(app.db, invoiceId, rate);
}
