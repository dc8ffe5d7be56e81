import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { Database, FileOwnerType } from '../../db/schema';
import type { AuditSnapshot } from '../audit/audit-entry';
import {
  deleteRowWithAudit,
  type AuditedDelete,
  type TableWithId,
} from '../audit/delete-with-audit';
import { deleteFilesOwnedBy, loadFilesByOwner } from './files.repository';
import type { FileRow } from './stored-file';

export interface MediaEntryDelete<T extends TableWithId> extends Omit<AuditedDelete<T>, 'audited'> {
  /** Whose files the entry's media are. */
  ownerType: FileOwnerType;
  /** What the audit trail keeps of the entry, read while its media are still there. */
  audited: (trx: Db, row: Selectable<Database[T]>) => Promise<AuditSnapshot>;
  /** What else the deletion changes, in its transaction (an ordered list closes its gap). */
  afterDelete?: (trx: Db, row: Selectable<Database[T]>) => Promise<void>;
}

/**
 * Deletes an entry that owns media (an event, a testimonial, a client) with its files, audited,
 * in one transaction. Answers the row and the files it held, in their order, so the answer can
 * show what was deleted and the stored bytes can be removed; undefined when no row has that id.
 */
export function deleteWithMedia<T extends TableWithId>(
  db: Db,
  table: T,
  id: number,
  { ownerType, audited, afterDelete, ...audit }: MediaEntryDelete<T>,
): Promise<{ row: Selectable<Database[T]>; files: FileRow[] } | undefined> {
  return db.transaction().execute(async (trx) => {
    const files = (await loadFilesByOwner(trx, ownerType, [id])).get(id) ?? [];
    const row = await deleteRowWithAudit(trx, table, id, {
      ...audit,
      audited: (deleted) => audited(trx, deleted),
    });
    if (!row) return undefined;
    await deleteFilesOwnedBy(trx, ownerType, [id]);
    await afterDelete?.(trx, row);
    return { row, files };
  });
}
