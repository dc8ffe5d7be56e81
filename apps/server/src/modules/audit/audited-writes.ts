import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { AuditEntityType, AuditValue } from '@app/shared/audit';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import type { AuditActor, AuditSnapshot } from './audit-entry';
import { recordAudit } from './audit.repository';

/**
 * Writes of one row recorded in the audit trail in the same transaction, so neither happens
 * without the other: what the entry keeps of the row is the resource's own snapshot (`audited`).
 */

/** The tables whose rows have an `id`. */
export type TableWithId = {
  [T in keyof Database]: Database[T] extends { id: unknown } ? T : never;
}[keyof Database];

type Row<T extends TableWithId> = Selectable<Database[T]>;

/**
 * Kysely cannot type a query on a table named by a type parameter: these helpers query through
 * an untyped view of the transaction; every such table has an `id`, and the rows are that table's.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const untyped = (trx: Db) => trx as Kysely<any>;

export interface AuditedWrite<T extends TableWithId> {
  actor: AuditActor;
  entityType: AuditEntityType;
  /** What the audit trail keeps of the row (read in the writing transaction). */
  audited: (row: Row<T>) => AuditSnapshot | Promise<AuditSnapshot>;
  /** What the entry notes besides the row (the invoice a copy was made of, say). */
  details?: Record<string, AuditValue>;
}

/** Adds a row (in a transaction) and records its creation. Answers the new row. */
export async function insertWithAudit<T extends TableWithId>(
  trx: Db,
  table: T,
  values: Insertable<Database[T]>,
  { actor, entityType, audited, details }: AuditedWrite<T>,
): Promise<Row<T>> {
  const row = (await untyped(trx)
    .insertInto(table as string)
    .values(values)
    .returningAll()
    .executeTakeFirstOrThrow()) as Row<T> & { id: number };
  await recordAudit(trx, {
    actor,
    entityType,
    entityId: row.id,
    action: 'create',
    after: await audited(row),
    details,
  });
  return row;
}

export interface AuditedUpdate<T extends TableWithId> extends AuditedWrite<T> {
  /** What the audit trail keeps of the row as it was (read after it was locked). */
  before: AuditSnapshot;
}

/**
 * Sets `values` on the row of `table` with this id, in the transaction that locked it for the
 * change (`lockRowForChange`), and records the change. Answers the row as it now is.
 */
export async function updateWithAudit<T extends TableWithId>(
  trx: Db,
  table: T,
  id: number,
  values: Updateable<Database[T]>,
  { actor, entityType, before, audited, details }: AuditedUpdate<T>,
): Promise<Row<T>> {
  const after = (await untyped(trx)
    .updateTable(table as string)
    .set(values)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow()) as Row<T>;
  await recordAudit(trx, {
    actor,
    entityType,
    entityId: id,
    action: 'update',
    before,
    after: await audited(after),
    details,
  });
  return after;
}

/**
 * Deletes one row by id and records the deletion, in one transaction. Answers the deleted row,
 * or undefined (recording nothing) when no row has that id.
 */
export function deleteWithAudit<T extends TableWithId>(
  db: Db,
  table: T,
  id: number,
  audit: AuditedWrite<T>,
): Promise<Row<T> | undefined> {
  return db.transaction().execute((trx) => deleteRowWithAudit(trx, table, id, audit));
}

/** `deleteWithAudit` inside a transaction that deletes more with the row (its files, say). */
export async function deleteRowWithAudit<T extends TableWithId>(
  trx: Db,
  table: T,
  id: number,
  { actor, entityType, audited, details }: AuditedWrite<T>,
): Promise<Row<T> | undefined> {
  const row = (await untyped(trx)
    .deleteFrom(table as string)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst()) as Row<T> | undefined;
  if (row) {
    await recordAudit(trx, {
      actor,
      entityType,
      entityId: id,
      action: 'delete',
      before: await audited(row),
      details,
    });
  }
  return row;
}
