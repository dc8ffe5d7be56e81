import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { AuditEntityType } from '@app/shared/audit';
import type { Db } from '../../db/database';
import type { Database, FileOwnerType } from '../../db/schema';
import { nowIso } from '../../http/strapi-response';
import type { AuditActor, AuditSnapshot } from '../audit/audit-entry';
import { recordAudit } from '../audit/audit.repository';
import { deleteRowWithAudit, updateWithAudit, type TableWithId } from '../audit/audited-writes';
import { lockRowForChange } from '../audit/lock-for-change';
import { deleteFilesOwnedBy, loadOwnerFiles } from './files.repository';
import type { FileRow, MediaChange } from './stored-file';

/**
 * The writes of an entry that owns media (an event, a testimonial, a client): the row and its
 * files change together, audited, in one transaction.
 */
export interface MediaEntryAudit<T extends TableWithId> {
  actor: AuditActor;
  entityType: AuditEntityType;
  /** What the audit trail keeps of the entry, its media named. */
  audited: (trx: Db, row: Selectable<Database[T]>) => Promise<AuditSnapshot>;
}

/** Attaches the media sent to the entry; answers the files it no longer uses. */
type SetMedia = (trx: Db, id: number) => Promise<FileRow[]>;

export interface MediaEntryCreate<T extends TableWithId> extends MediaEntryAudit<T> {
  /** The new row's columns (`created_at` and `updated_at` are set as well). */
  values: (trx: Db) => Promise<Omit<Insertable<Database[T]>, 'created_at' | 'updated_at'>>;
  setMedia: SetMedia;
}

/** Adds an entry with its media. Answers the row and the files it replaced (none, usually). */
export function createWithMedia<T extends TableWithId>(
  db: Db,
  table: T,
  { values, setMedia, actor, entityType, audited }: MediaEntryCreate<T>,
): Promise<MediaChange<Selectable<Database[T]>>> {
  const now = nowIso();
  return db.transaction().execute(async (trx) => {
    // Kysely cannot type a query on a table named by a type parameter; the row it returns is
    // that table's.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const row = (await (trx as Kysely<any>)
      .insertInto(table as string)
      .values({ ...(await values(trx)), created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow()) as Selectable<Database[T]> & { id: number };
    const removedFiles = await setMedia(trx, row.id);
    await recordAudit(trx, {
      actor,
      entityType,
      entityId: row.id,
      action: 'create',
      after: await audited(trx, row),
    });
    return { row, removedFiles };
  });
}

export interface MediaEntryUpdate<T extends TableWithId> extends MediaEntryAudit<T> {
  /** The columns that change (`updated_at` is set as well). */
  values: Updateable<Database[T]>;
  setMedia: SetMedia;
}

/**
 * Changes an entry and its media. Answers the row as it now is and the files it no longer uses
 * (their stored bytes are to be removed); undefined when no row has that id.
 */
export function updateWithMedia<T extends TableWithId>(
  db: Db,
  table: T,
  id: number,
  { values, setMedia, audited, ...audit }: MediaEntryUpdate<T>,
): Promise<MediaChange<Selectable<Database[T]>> | undefined> {
  return db.transaction().execute(async (trx) => {
    const before = await lockRowForChange(trx, table, id);
    if (!before) return undefined;
    const beforeSnapshot = await audited(trx, before);
    const removedFiles = await setMedia(trx, id);
    const row = await updateWithAudit(
      trx,
      table,
      id,
      { ...values, updated_at: nowIso() },
      { ...audit, before: beforeSnapshot, audited: (after) => audited(trx, after) },
    );
    return { row, removedFiles };
  });
}

export interface MediaEntryDelete<T extends TableWithId> extends MediaEntryAudit<T> {
  /** Whose files the entry's media are. */
  ownerType: FileOwnerType;
  /** What else the deletion changes, in its transaction (an ordered list closes its gap). */
  afterDelete?: (trx: Db, row: Selectable<Database[T]>) => Promise<void>;
}

/**
 * Deletes an entry with its files. Answers the row and the files it held, in their order, so the
 * answer can show what was deleted and the stored bytes can be removed; undefined when no row has
 * that id.
 */
export function deleteWithMedia<T extends TableWithId>(
  db: Db,
  table: T,
  id: number,
  { ownerType, audited, afterDelete, ...audit }: MediaEntryDelete<T>,
): Promise<{ row: Selectable<Database[T]>; files: FileRow[] } | undefined> {
  return db.transaction().execute(async (trx) => {
    const files = await loadOwnerFiles(trx, ownerType, id);
    // The audit entry names the media, read before the files are deleted.
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
