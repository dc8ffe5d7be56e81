import type { Kysely, Selectable } from 'kysely';
import type { AuditEntityType } from '@app/shared/audit';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import type { AuditActor, AuditSnapshot } from './audit-entry';
import { recordAudit } from './audit.repository';

/** The tables whose rows have an `id`. */
export type TableWithId = {
  [T in keyof Database]: Database[T] extends { id: unknown } ? T : never;
}[keyof Database];

export interface AuditedDelete<T extends TableWithId> {
  actor: AuditActor;
  entityType: AuditEntityType;
  /** What the audit trail keeps of the deleted row (read in the deleting transaction). */
  audited: (row: Selectable<Database[T]>) => AuditSnapshot | Promise<AuditSnapshot>;
}

/**
 * Deletes one row by id and records the deletion in the audit trail, in one transaction, so
 * neither happens without the other. Answers the deleted row, or undefined (recording nothing)
 * when no row has that id.
 */
export function deleteWithAudit<T extends TableWithId>(
  db: Db,
  table: T,
  id: number,
  audit: AuditedDelete<T>,
): Promise<Selectable<Database[T]> | undefined> {
  return db.transaction().execute((trx) => deleteRowWithAudit(trx, table, id, audit));
}

/** `deleteWithAudit` inside a transaction that deletes more with the row (its files, say). */
export async function deleteRowWithAudit<T extends TableWithId>(
  trx: Db,
  table: T,
  id: number,
  { actor, entityType, audited }: AuditedDelete<T>,
): Promise<Selectable<Database[T]> | undefined> {
  // Kysely cannot type a query on a table named by a type parameter; every such table has an
  // `id`, and the row it returns is that table's.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const row = (await (trx as Kysely<any>)
    .deleteFrom(table as string)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst()) as Selectable<Database[T]> | undefined;
  if (row) {
    await recordAudit(trx, {
      actor,
      entityType,
      entityId: id,
      action: 'delete',
      before: await audited(row),
    });
  }
  return row;
}
