import type { Selectable } from 'kysely';
import { REORDER_IDS_MESSAGE } from '@app/shared/ordered-entries';
import type { AuditEntityType } from '@app/shared/audit';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { validationError } from '../../http/errors';
import { withDefaultSort, type ListQuery, type SortKey } from '../../lists/list-query';
import { nowIso } from '../../http/strapi-response';
import type { AuditActor, AuditSnapshot } from '../audit/audit-entry';
import { updateWithAudit } from '../audit/audited-writes';
import { lockForChange } from '../audit/lock-for-change';

/** The tables whose rows Staff put in order (`display_order`, from 1): the home page's, the jobs. */
export type OrderedTable = 'clients' | 'client_testimonials' | 'jobs';
type OrderedRow<T extends OrderedTable> = Selectable<Database[T]> & {
  id: number;
  display_order: number;
};

/** The order Staff give the rows: the order of the page that shows them (home, Careers). */
export const DISPLAY_ORDER: SortKey[] = [
  { column: 'display_order', direction: 'asc' },
  { column: 'id', direction: 'asc' },
];

/** The page's order, unless the client sorts. */
export const inDisplayOrder = (query: ListQuery): ListQuery =>
  withDefaultSort(query, DISPLAY_ORDER);

/** The place after the last row: where a new row goes. */
export async function nextDisplayOrder(trx: Db, table: OrderedTable): Promise<number> {
  const last = await trx
    .selectFrom(table)
    .select((eb) => eb.fn.max('display_order').as('order'))
    .executeTakeFirst();
  return Number(last?.order ?? 0) + 1;
}

/** After a row at `removedOrder` was deleted, the rows after it move up one place. */
export async function closeOrderGap(
  trx: Db,
  table: OrderedTable,
  removedOrder: number,
): Promise<void> {
  await trx
    .updateTable(table)
    .set((eb) => ({ display_order: eb('display_order', '-', 1) }))
    .where('display_order', '>', removedOrder)
    .execute();
}

export interface ReorderOptions<T extends OrderedTable> {
  table: T;
  entityType: AuditEntityType;
  audited: (trx: Db, row: OrderedRow<T>) => AuditSnapshot | Promise<AuditSnapshot>;
  /** The `ids` field's 400 when they do not name every row once. */
  idsMessage?: string;
}

/**
 * Puts a table's rows in the order of `ids`, which must name every row once (else the `ids`
 * field's 400, `idsMessage`); each row whose place changed is recorded in the audit trail. Answers every row in
 * the new order.
 */
export function reorderRows<T extends OrderedTable>(
  db: Db,
  ids: readonly number[],
  actor: AuditActor,
  { table, entityType, audited, idsMessage = REORDER_IDS_MESSAGE }: ReorderOptions<T>,
): Promise<OrderedRow<T>[]> {
  return db.transaction().execute(async (trx) => {
    const rows = (await lockForChange(
      trx,
      trx.selectFrom(table as OrderedTable).selectAll(),
    ).execute()) as OrderedRow<T>[];
    const byId = new Map(rows.map((row) => [row.id, row]));
    if (ids.length !== rows.length || !ids.every((id) => byId.has(id))) {
      throw validationError([{ path: ['ids'], message: idsMessage, name: 'ValidationError' }]);
    }
    const now = nowIso();
    const ordered: OrderedRow<T>[] = [];
    for (const [index, id] of ids.entries()) {
      const before = byId.get(id)!;
      const order = index + 1;
      if (before.display_order === order) {
        ordered.push(before);
        continue;
      }
      const after = (await updateWithAudit(
        trx,
        table as OrderedTable,
        id,
        { display_order: order, updated_at: now },
        {
          actor,
          entityType,
          before: await audited(trx, before),
          audited: (row) => audited(trx, row as OrderedRow<T>),
        },
      )) as OrderedRow<T>;
      ordered.push(after);
    }
    return ordered;
  });
}
