import { sql, type Selectable } from 'kysely';
import {
  INVOICE_LIST_FIELDS,
  INVOICE_NOT_LOCKED_MESSAGE,
  invoiceLockedMessage,
  isInvoiceLocked,
  type InvoiceCreateData,
  type InvoiceUpdateData,
  type LockedInvoiceField,
} from '@app/shared/invoice';
import {
  addDays,
  formatInvoiceNumber,
  isValidExchangeRate,
  sumMinorUnits,
} from '@app/shared/invoice-math';
import { fromMinorUnits } from '@app/shared/money';
import type { InvoiceStatus } from '@app/shared/options';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/errors';
import type { InvoiceLinesTable, InvoicesTable } from '../../db/schema';
import { fetchPage, type ListPage } from '../../lists/list-page';
import { listSpec } from '../../http/strapi-query';
import type { ListQuery } from '../../lists/list-query';
import { nowIso } from '../../http/strapi-response';
import type { AuditActor, AuditSnapshot } from '../audit/audit-entry';
import { recordAudit } from '../audit/audit.repository';
import { lockForChange } from '../audit/lock-for-change';
import { insertWithAudit, updateWithAudit } from '../audit/audited-writes';
import { readCompanySettings } from '../company/company.repository';
import { resolveInvoiceLines, type ResolvedInvoiceLine } from './invoice-lines';
import { takeNextInvoiceSequence } from './next-invoice-sequence';

export type InvoiceRow = Selectable<InvoicesTable>;
export type InvoiceLineRow = Selectable<InvoiceLinesTable>;
/** The columns behind the list's filters and sorts. */
export const INVOICES_LIST_SPEC = listSpec(
  INVOICE_LIST_FIELDS,
  'invoices',
  {
    id: 'id',
    // The sequence orders numbers as numbers: 100-INV-… after 99-INV-….
    invoice_number: { column: 'invoice_number', sort: 'sequence' },
    customer_name: 'customer_name',
    invoice_date: 'invoice_date',
    status: 'status',
    total_price: 'total_price',
    eur_rate: 'eur_rate',
    customer_email: 'customer_email',
    last_sent_at: 'last_sent_at',
    dueDate: 'due_date',
    createdAt: 'created_at',
    updatedAt: 'updated_at',
  },
  {
    services: {
      table: 'invoice_lines',
      ownerColumn: 'invoice_id',
      columns: {
        id: 'invoice_lines.id',
        item: 'invoice_lines.item',
        price_pkr: 'invoice_lines.price_pkr',
        date: 'invoice_lines.date',
        remarks: 'invoice_lines.remarks',
        service: 'invoice_lines.service_id',
      },
    },
  },
);

export interface InvoiceWithLines {
  invoice: InvoiceRow;
  lines: InvoiceLineRow[];
}

/** The lines of these invoices, in their order. */
const linesOf = (db: Db, invoiceIds: readonly number[]) =>
  db
    .selectFrom('invoice_lines')
    .where('invoice_id', 'in', invoiceIds)
    .orderBy('invoice_id')
    .orderBy('position');

function groupByInvoice<Line extends { invoice_id: number }, Value>(
  invoiceIds: readonly number[],
  lines: readonly Line[],
  toValue: (line: Line) => Value,
): Map<number, Value[]> {
  const byInvoice = new Map<number, Value[]>(invoiceIds.map((id) => [id, []]));
  for (const line of lines) byInvoice.get(line.invoice_id)?.push(toValue(line));
  return byInvoice;
}

/** The lines of many invoices in one query, grouped by invoice id. */
export async function loadLines(
  db: Db,
  invoiceIds: readonly number[],
): Promise<Map<number, InvoiceLineRow[]>> {
  if (invoiceIds.length === 0) return new Map();
  const lines = await linesOf(db, invoiceIds).selectAll().execute();
  return groupByInvoice(invoiceIds, lines, (line) => line);
}

/**
 * One page of invoices. Given line columns (`populate=services`), each carries its lines (`lines`),
 * in their order, with only those columns (the list shows the items alone), read in the page's
 * own statement.
 */
export async function listInvoices<Column extends keyof InvoiceLineRow>(
  db: Db,
  query: ListQuery,
  lineColumns?: readonly Column[],
): Promise<ListPage<InvoiceRow & { lines?: Pick<InvoiceLineRow, 'id' | Column>[] }>> {
  const lines = lineColumns && {
    lines: db
      .selectFrom('invoice_lines')
      .select(['id', ...lineColumns])
      .where('invoice_id', '=', sql.ref<number>('invoices.id'))
      .orderBy('position'),
  };
  return fetchPage(db, 'invoices', query, lines);
}

export function findInvoice(db: Db, id: number): Promise<InvoiceRow | undefined> {
  return db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The invoices among these ids, in id order. */
export function findInvoices(db: Db, ids: readonly number[]): Promise<InvoiceRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('invoices')
    .selectAll()
    .where('id', 'in', [...ids])
    .orderBy('id')
    .execute();
}

export async function findInvoiceWithLines(
  db: Db,
  id: number,
): Promise<InvoiceWithLines | undefined> {
  const invoice = await findInvoice(db, id);
  if (!invoice) return undefined;
  return { invoice, lines: (await loadLines(db, [id])).get(id) ?? [] };
}

/** A resolved line as its row: at `position` on the invoice. */
const lineRow = (
  invoiceId: number,
  { lineId: _kept, ...values }: ResolvedInvoiceLine,
  position: number,
) => ({ ...values, invoice_id: invoiceId, position });

async function insertLines(
  trx: Db,
  invoiceId: number,
  lines: readonly ResolvedInvoiceLine[],
): Promise<void> {
  if (lines.length === 0) return;
  await trx
    .insertInto('invoice_lines')
    .values(lines.map((line, position) => lineRow(invoiceId, line, position)))
    .execute();
}

/**
 * Makes the invoice's lines those of `lines`, in their order: a kept line stays the same row
 * (its id and its copy of the service as issued), written only where its values or place
 * changed; lines not kept are deleted and new ones inserted. Positions follow the list.
 */
async function replaceLines(
  trx: Db,
  invoiceId: number,
  stored: readonly InvoiceLineRow[],
  lines: readonly ResolvedInvoiceLine[],
): Promise<void> {
  const kept = new Set(lines.flatMap((line) => (line.lineId === null ? [] : [line.lineId])));
  const removed = stored.filter((line) => !kept.has(line.id)).map((line) => line.id);
  if (removed.length > 0)
    await trx
      .deleteFrom('invoice_lines')
      .where('invoice_id', '=', invoiceId)
      .where('id', 'in', removed)
      .execute();

  const storedById = new Map(stored.map((line) => [line.id, line]));
  const added: ReturnType<typeof lineRow>[] = [];
  for (const [position, line] of lines.entries()) {
    const row = lineRow(invoiceId, line, position);
    const before = line.lineId === null ? undefined : storedById.get(line.lineId);
    if (!before) {
      added.push(row);
      continue;
    }
    const changed = (['position', 'item', 'price_pkr', 'date', 'remarks'] as const).some(
      (column) => before[column] !== row[column],
    );
    if (changed)
      await trx
        .updateTable('invoice_lines')
        .set({
          position,
          item: row.item,
          price_pkr: row.price_pkr,
          date: row.date,
          remarks: row.remarks,
        })
        .where('id', '=', before.id)
        .execute();
  }
  if (added.length > 0) await trx.insertInto('invoice_lines').values(added).execute();
}

const totalOf = (lines: readonly ResolvedInvoiceLine[]) =>
  sumMinorUnits(lines.map((line) => line.price_pkr));

const amounts = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** An invoice's fields by their API names, in PKR, each line as `item (1,250.5 PKR)`, for the audit trail. */
function auditedInvoice(
  invoice: InvoiceRow,
  lines: readonly Pick<InvoiceLineRow, 'item' | 'price_pkr'>[],
): AuditSnapshot {
  return {
    invoice_number: invoice.invoice_number,
    customer_name: invoice.customer_name,
    invoice_date: invoice.invoice_date,
    status: invoice.status,
    customer_email: invoice.customer_email,
    last_sent_at: invoice.last_sent_at,
    eur_rate: invoice.eur_rate,
    total_price: fromMinorUnits(invoice.total_price),
    due_date: invoice.due_date,
    locked: isInvoiceLocked(invoice),
    unlock_reason: invoice.unlock_reason,
    services: lines.map(
      (line) => `${line.item} (${amounts.format(fromMinorUnits(line.price_pkr))} PKR)`,
    ),
  };
}

/** The invoices with these ids and their lines, locked for the change that follows. */
async function lockInvoices(trx: Db, ids: readonly number[]): Promise<InvoiceWithLines[]> {
  if (ids.length === 0) return [];
  const invoices = await lockForChange(
    trx,
    trx
      .selectFrom('invoices')
      .selectAll()
      .where('id', 'in', [...ids])
      .orderBy('id'),
  ).execute();
  const lines = await loadLines(
    trx,
    invoices.map((invoice) => invoice.id),
  );
  return invoices.map((invoice) => ({ invoice, lines: lines.get(invoice.id) ?? [] }));
}

/** What a new invoice takes from its caller; its number and due date follow from the rest. */
type NewInvoice = Pick<
  InvoiceRow,
  'customer_name' | 'customer_email' | 'invoice_date' | 'status' | 'total_price'
>;

/**
 * Adds an invoice in the transaction: the next number from the sequence, the payment term of the
 * company settings now, its lines, and its creation in the audit trail (with `details`).
 */
async function insertInvoice(
  trx: Db,
  fields: NewInvoice,
  lines: readonly ResolvedInvoiceLine[],
  actor: AuditActor,
  details?: Record<string, string>,
): Promise<InvoiceRow> {
  const sequence = await takeNextInvoiceSequence(trx);
  const { settings } = await readCompanySettings(trx);
  const now = nowIso();
  const values = {
    ...fields,
    sequence,
    invoice_number: formatInvoiceNumber(sequence, fields.invoice_date),
    eur_rate: null,
    last_sent_at: null,
    payment_term_days: settings.paymentTermDays,
    due_date: addDays(fields.invoice_date, settings.paymentTermDays),
    created_at: now,
    updated_at: now,
  };
  const invoice = await insertWithAudit(trx, 'invoices', values, {
    actor,
    entityType: 'invoice',
    audited: (row) => auditedInvoice(row, lines),
    details,
  });
  await insertLines(trx, invoice.id, lines);
  return invoice;
}

/**
 * Creates an invoice in one transaction: the next number from the sequence, the lines copied from
 * the price list, and the total computed from those lines.
 */
export function createInvoice(
  db: Db,
  data: InvoiceCreateData,
  actor: AuditActor,
): Promise<InvoiceRow> {
  return db.transaction().execute(async (trx) => {
    const lines = await resolveInvoiceLines(trx, data.services);
    const fields = {
      customer_name: data.customer_name,
      customer_email: data.customer_email ?? null,
      invoice_date: data.invoice_date,
      status: data.status,
      total_price: totalOf(lines),
    };
    return insertInvoice(trx, fields, lines, actor);
  });
}

/** The change ends an Admin's unlock: the next edit needs a new one. */
const ENDS_UNLOCK = { unlocked_at: null, unlocked_by: null, unlock_reason: null } as const;

const sameLineValues = (line: InvoiceLineRow, resolved: ResolvedInvoiceLine) =>
  resolved.lineId === line.id &&
  resolved.item === line.item &&
  resolved.price_pkr === line.price_pkr &&
  resolved.date === line.date &&
  resolved.remarks === line.remarks;

/**
 * The locked fields the change would give another value: sending back what is stored (as the edit
 * dialog saves every field) changes nothing and is allowed.
 */
function lockedFieldsChanged(
  before: InvoiceWithLines,
  fields: Omit<InvoiceUpdateData, 'services'>,
  lines: readonly ResolvedInvoiceLine[] | undefined,
): LockedInvoiceField[] {
  const { invoice } = before;
  const changed: LockedInvoiceField[] = [];
  for (const field of ['customer_name', 'customer_email', 'invoice_date'] as const)
    if (fields[field] !== undefined && fields[field] !== invoice[field]) changed.push(field);
  const sameLines =
    lines === undefined ||
    (lines.length === before.lines.length &&
      before.lines.every((line, position) => sameLineValues(line, lines[position]!)));
  if (!sameLines) changed.push('services');
  return changed;
}

/**
 * Changes the fields given; `services` replaces every line (keeping the stored lines it names,
 * see `resolveInvoiceLines`) and the total is computed again. The number stays as issued; the due
 * date moves with the invoice date, by the invoice's own term. A locked invoice (Sent or Paid, see
 * `isInvoiceLocked`) refuses a change of its customer, date or lines with 409, and any change
 * ends an unlock. The row is locked first, so the change and the old values its audit entry
 * records cannot interleave with another change.
 */
export function updateInvoice(
  db: Db,
  id: number,
  data: InvoiceUpdateData,
  actor: AuditActor,
): Promise<InvoiceRow | undefined> {
  const { services, ...fields } = data;
  // Nothing to change (e.g. only the ignored number or total was sent): updatedAt stays.
  if (services === undefined && Object.keys(fields).length === 0) return findInvoice(db, id);
  return db.transaction().execute(async (trx) => {
    const [before] = await lockInvoices(trx, [id]);
    if (!before) return undefined;
    const resolved =
      services === undefined ? undefined : await resolveInvoiceLines(trx, services, before.lines);
    if (isInvoiceLocked(before.invoice)) {
      const changed = lockedFieldsChanged(before, fields, resolved);
      if (changed.length > 0)
        throw new ApiError(409, invoiceLockedMessage(before.invoice.status, changed), {
          fields: changed,
        });
    }
    const dueDate =
      fields.invoice_date === undefined
        ? {}
        : { due_date: addDays(fields.invoice_date, before.invoice.payment_term_days) };
    const total = resolved === undefined ? {} : { total_price: totalOf(resolved) };
    if (resolved !== undefined) await replaceLines(trx, id, before.lines, resolved);
    return updateWithAudit(
      trx,
      'invoices',
      id,
      { ...fields, ...dueDate, ...total, ...ENDS_UNLOCK, updated_at: nowIso() },
      {
        actor,
        entityType: 'invoice',
        before: auditedInvoice(before.invoice, before.lines),
        audited: (updated) => auditedInvoice(updated, resolved ?? before.lines),
      },
    );
  });
}

/**
 * Deletes invoices and (by cascade) their lines, recording each in the audit trail (a bulk
 * delete notes its size). Their numbers are never given out again. Returns what was deleted.
 */
export function deleteInvoices(
  db: Db,
  ids: readonly number[],
  actor: AuditActor,
  options: { bulk: boolean },
): Promise<InvoiceWithLines[]> {
  return db.transaction().execute(async (trx) => {
    const found = await lockInvoices(trx, ids);
    if (found.length === 0) return [];
    await trx
      .deleteFrom('invoices')
      .where(
        'id',
        'in',
        found.map(({ invoice }) => invoice.id),
      )
      .execute();
    for (const { invoice, lines } of found) {
      await recordAudit(trx, {
        actor,
        entityType: 'invoice',
        entityId: invoice.id,
        action: 'delete',
        before: auditedInvoice(invoice, lines),
        details: options.bulk ? { bulk: found.length } : {},
      });
    }
    return found;
  });
}

/**
 * Sets one status on the selected invoices (the bulk action) and records each invoice whose
 * status changed. Answers how many invoices exist among `ids`.
 */
export function setStatusOfInvoices(
  db: Db,
  ids: readonly number[],
  status: InvoiceStatus,
  actor: AuditActor,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const before = await lockForChange(
      trx,
      trx
        .selectFrom('invoices')
        .select(['id', 'status', 'unlocked_at'])
        .where('id', 'in', [...ids])
        .orderBy('id'),
    ).execute();
    if (before.length === 0) return 0;
    await trx
      .updateTable('invoices')
      .set({ status, ...ENDS_UNLOCK, updated_at: nowIso() })
      .where(
        'id',
        'in',
        before.map((row) => row.id),
      )
      .execute();
    for (const row of before) {
      await recordAudit(trx, {
        actor,
        entityType: 'invoice',
        entityId: row.id,
        action: 'update',
        before: { status: row.status, locked: isInvoiceLocked(row) },
        after: { status, locked: isInvoiceLocked({ status, unlocked_at: null }) },
        details: { bulk: before.length },
      });
    }
    return before.length;
  });
}

/** An invoice to mail: its row and lines, locked, with the EUR rate its PDF uses. */
export interface InvoiceToSend extends InvoiceWithLines {
  invoice: InvoiceRow & { customer_email: string; eur_rate: number };
}

/**
 * Marks the selected invoices that have a customer e-mail as sent (status Sent, `last_sent_at`
 * now, the rate of `rates` kept where the invoice has none yet: the one its PDF was to use), records each in the audit trail,
 * and calls `write` with them in the same transaction, for their mails: a mail exists exactly when
 * its invoice reads as sent. The rows are locked first, so an address removed meanwhile counts.
 * Answers the invoices sent and the ids of those found without an address.
 */
export function markInvoicesSent(
  db: Db,
  ids: readonly number[],
  rates: ReadonlyMap<number, number>,
  actor: AuditActor,
  write: (trx: Db, sent: readonly InvoiceToSend[]) => Promise<void>,
  options: { bulk: boolean },
): Promise<{ sent: InvoiceToSend[]; skipped: number[] }> {
  return db.transaction().execute(async (trx) => {
    const found = await lockInvoices(trx, ids);
    const sent: InvoiceToSend[] = [];
    const skipped: number[] = [];
    const now = nowIso();
    for (const { invoice, lines } of found) {
      const rate = isValidExchangeRate(invoice.eur_rate) ? invoice.eur_rate : rates.get(invoice.id);
      if (!invoice.customer_email || rate === undefined) {
        skipped.push(invoice.id);
        continue;
      }
      const updated = await trx
        .updateTable('invoices')
        .set({ status: 'Sent', last_sent_at: now, eur_rate: rate, ...ENDS_UNLOCK, updated_at: now })
        .where('id', '=', invoice.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordAudit(trx, {
        actor,
        entityType: 'invoice',
        entityId: invoice.id,
        action: 'update',
        before: auditedInvoice(invoice, lines),
        after: auditedInvoice(updated, lines),
        details: {
          mailed_to: invoice.customer_email,
          ...(options.bulk ? { bulk: found.length } : {}),
        },
      });
      sent.push({
        invoice: { ...updated, customer_email: invoice.customer_email, eur_rate: rate },
        lines,
      });
    }
    await write(trx, sent);
    return { sent, skipped };
  });
}

/**
 * Records the rate an invoice's first PDF used, unless it already has one (entered by hand, or
 * stored by a download running at the same time), and answers the rate the invoice now keeps.
 * `updated_at` stays: the invoice's content has not changed, so its PDF stays byte-for-byte equal.
 */
export async function keepFirstEurRate(db: Db, id: number, rate: number): Promise<number> {
  await db
    .updateTable('invoices')
    .set({ eur_rate: rate })
    .where('id', '=', id)
    .where('eur_rate', 'is', null)
    .execute();
  const row = await db
    .selectFrom('invoices')
    .select('eur_rate')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.eur_rate ?? rate;
}

/**
 * Opens a locked invoice for edits of its customer, date and lines until its next change (see
 * `updateInvoice`), recording who, when and why. `updated_at` stays: the invoice's content has
 * not changed. Answers the invoice, or undefined when there is none; 409 when it is not locked.
 */
export function unlockInvoice(
  db: Db,
  id: number,
  reason: string,
  actor: AuditActor,
): Promise<InvoiceRow | undefined> {
  return db.transaction().execute(async (trx) => {
    const [before] = await lockInvoices(trx, [id]);
    if (!before) return undefined;
    if (!isInvoiceLocked(before.invoice)) throw new ApiError(409, INVOICE_NOT_LOCKED_MESSAGE);
    return updateWithAudit(
      trx,
      'invoices',
      id,
      { unlocked_at: nowIso(), unlocked_by: actor.username, unlock_reason: reason },
      {
        actor,
        entityType: 'invoice',
        before: auditedInvoice(before.invoice, before.lines),
        audited: (unlocked) => auditedInvoice(unlocked, before.lines),
        details: { unlocked: true },
      },
    );
  });
}

/**
 * Copies an invoice as a new Draft dated `today`: the same customer (name and e-mail) and the same
 * lines with their stored items and prices (not the price list's current ones), the next number,
 * and the payment term of the company settings now, as a new invoice gets. Answers the copy, or
 * undefined when there is no invoice to copy.
 */
export function duplicateInvoice(
  db: Db,
  id: number,
  today: string,
  actor: AuditActor,
): Promise<InvoiceRow | undefined> {
  return db.transaction().execute(async (trx) => {
    const source = await findInvoiceWithLines(trx, id);
    if (!source) return undefined;
    const fields = {
      customer_name: source.invoice.customer_name,
      customer_email: source.invoice.customer_email,
      invoice_date: today,
      status: 'Draft' as const,
      total_price: source.invoice.total_price,
    };
    const lines = source.lines.map((line) => ({
      service_id: line.service_id,
      item: line.item,
      price_pkr: line.price_pkr,
      date: line.date,
      remarks: line.remarks,
      lineId: null,
    }));
    return insertInvoice(trx, fields, lines, actor, {
      duplicate_of: source.invoice.invoice_number,
    });
  });
}
