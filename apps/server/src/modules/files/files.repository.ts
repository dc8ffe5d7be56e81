import { sql, type Insertable } from 'kysely';
import { LOGO_MIME_TYPES } from '@app/shared/company';
import { IMAGE_MIME_TYPES, VIDEO_MIME_TYPES } from '@app/shared/media';
import { MESSAGES } from '@app/shared/messages';
import type { Db } from '../../db/database';
import type { FileOwnerField, FileOwnerType, FilesTable } from '../../db/schema';
import { validationError } from '../../http/errors';
import { nowIso } from '../../http/strapi-response';
import type { AuditActor, AuditSnapshot } from '../audit/audit-entry';
import { deleteWithAudit } from '../audit/audited-writes';
import type { FileRow } from './stored-file';

/** An upload nobody has claimed is kept this long, then removed by the cleanup job. */
export const UNCLAIMED_UPLOAD_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export interface FileOwner {
  type: FileOwnerType;
  id: number;
  field: FileOwnerField;
}

export async function insertFiles(db: Db, rows: Insertable<FilesTable>[]): Promise<FileRow[]> {
  if (rows.length === 0) return [];
  const inserted = await db.insertInto('files').values(rows).returningAll().execute();
  // Ids grow in insertion order; RETURNING itself promises no order.
  return inserted.sort((a, b) => a.id - b.id);
}

export async function findFileById(db: Db, id: number): Promise<FileRow | undefined> {
  return db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * What the audit trail keeps of a deleted file. A private file is a resume, whose name is often
 * the applicant's own: it is left out, so the entry holds no personal data.
 */
function auditedFile(row: FileRow): AuditSnapshot {
  return {
    name: row.visibility === 'public' ? row.name : null,
    mime: row.mime,
    size: row.size_bytes,
    visibility: row.visibility,
    owner: row.owner_type ? `${row.owner_type} ${row.owner_id} (${row.owner_field})` : null,
  };
}

/**
 * Deletes one file's row, recording it in the audit trail, and returns it, so its stored bytes
 * can be removed after the commit.
 */
export function deleteFileById(
  db: Db,
  id: number,
  actor: AuditActor,
): Promise<FileRow | undefined> {
  return deleteWithAudit(db, 'files', id, { actor, entityType: 'file', audited: auditedFile });
}

/**
 * Gives an anonymous resume upload to its application. One UPDATE with every condition in its
 * WHERE clause, so of two requests naming the same file exactly one wins. Anything else (an
 * unknown id, an image, a file already claimed or older than a day) is the resume field's error.
 */
export async function claimPrivateUpload(
  trx: Db,
  fileId: number,
  owner: { type: FileOwnerType; id: number; field?: FileOwnerField },
): Promise<void> {
  const now = new Date();
  const result = await trx
    .updateTable('files')
    .set({
      owner_type: owner.type,
      owner_id: owner.id,
      owner_field: owner.field ?? 'resume',
      position: 0,
      updated_at: now.toISOString(),
    })
    .where('id', '=', fileId)
    .where('visibility', '=', 'private')
    .where('mime', '=', 'application/pdf')
    .where('owner_type', 'is', null)
    .where('created_at', '>', new Date(now.getTime() - UNCLAIMED_UPLOAD_MAX_AGE_MS).toISOString())
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) {
    throw validationError([
      { path: ['resume'], message: MESSAGES.resumeRequired, name: 'ValidationError' },
    ]);
  }
}

/**
 * A media field as a relation of its owner's list: the files of one owner type and field, with
 * the columns of the attributes filters may name (`MEDIA_ATTRIBUTE_TYPES`).
 */
export const mediaRelation = (ownerType: FileOwnerType, field: FileOwnerField) => ({
  table: 'files',
  ownerColumn: 'owner_id',
  scope: { owner_type: ownerType, owner_field: field },
  columns: {
    id: 'files.id',
    name: 'files.name',
    ext: 'files.ext',
    mime: 'files.mime',
    width: 'files.width',
    height: 'files.height',
    createdAt: 'files.created_at',
    updatedAt: 'files.updated_at',
  },
});

/** The files of many owners in one query, grouped by owner id, each list in display order. */
export async function loadFilesByOwner(
  db: Db,
  ownerType: FileOwnerType,
  ownerIds: readonly number[],
  field?: FileOwnerField,
): Promise<Map<number, FileRow[]>> {
  const grouped = new Map<number, FileRow[]>();
  if (ownerIds.length === 0) return grouped;
  let query = db
    .selectFrom('files')
    .selectAll()
    .where('owner_type', '=', ownerType)
    .where('owner_id', 'in', [...new Set(ownerIds)]);
  if (field) query = query.where('owner_field', '=', field);
  const rows = await query
    .orderBy('owner_id')
    .orderBy('owner_field')
    .orderBy('position')
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const list = grouped.get(row.owner_id!) ?? [];
    list.push(row);
    grouped.set(row.owner_id!, list);
  }
  return grouped;
}

/** Every column of a file row, named: a JSON array of files is built from its columns one by one. */
const FILE_COLUMNS = [
  'id',
  'name',
  'hash',
  'ext',
  'mime',
  'size_bytes',
  'width',
  'height',
  'formats',
  'visibility',
  'storage_key',
  'owner_type',
  'owner_id',
  'owner_field',
  'position',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof FileRow)[];

/**
 * The files of each row of the owners' table (of one of its fields, when named), in display order:
 * a select that a page of that table reads in its own statement (`RelatedRows` of
 * `lists/list-page.ts`).
 */
export function filesOfEachOwner(
  db: Db,
  ownerType: FileOwnerType,
  ownerTable: string,
  field?: FileOwnerField,
) {
  const files = db
    .selectFrom('files')
    .select(FILE_COLUMNS)
    .where('owner_type', '=', ownerType)
    .where('owner_id', '=', sql.ref<number>(`${ownerTable}.id`));
  return (field ? files.where('owner_field', '=', field) : files)
    .orderBy('owner_field')
    .orderBy('position')
    .orderBy('id');
}

/** The files of one owner (of one of its fields, when named), in display order. */
export async function loadOwnerFiles(
  db: Db,
  ownerType: FileOwnerType,
  ownerId: number,
  field?: FileOwnerField,
): Promise<FileRow[]> {
  return (await loadFilesByOwner(db, ownerType, [ownerId], field)).get(ownerId) ?? [];
}

const MIME_TYPES_BY_KIND = {
  image: IMAGE_MIME_TYPES,
  video: VIDEO_MIME_TYPES,
  'PNG or JPEG image': LOGO_MIME_TYPES,
} as const;

/** Fields that hold one file: their errors name the field, not a place in a list. */
const SINGLE_FILE_FIELDS: readonly FileOwnerField[] = ['photo', 'logo'];

/**
 * Makes `fileIds` (in this order) the files of one owner's media field. Each must be a public
 * image or video upload that is free or already in this field. Files the field held before but
 * not now are deleted and returned, so their stored bytes can be removed after the commit.
 */
export async function attachMedia(
  trx: Db,
  owner: FileOwner,
  fileIds: readonly number[],
  kind: keyof typeof MIME_TYPES_BY_KIND,
): Promise<FileRow[]> {
  const pathOf = (position: number) =>
    SINGLE_FILE_FIELDS.includes(owner.field) ? [owner.field] : [owner.field, position];
  const seen = new Set<number>();
  fileIds.forEach((id, position) => {
    if (seen.has(id))
      throw validationError([
        { path: pathOf(position), message: `File ${id} is listed twice.`, name: 'ValidationError' },
      ]);
    seen.add(id);
  });

  const updatedAt = nowIso();
  for (const [position, id] of fileIds.entries()) {
    const result = await trx
      .updateTable('files')
      .set({
        owner_type: owner.type,
        owner_id: owner.id,
        owner_field: owner.field,
        position,
        updated_at: updatedAt,
      })
      .where('id', '=', id)
      .where('visibility', '=', 'public')
      .where('mime', 'in', MIME_TYPES_BY_KIND[kind])
      .where((eb) =>
        eb.or([
          eb('owner_type', 'is', null),
          eb.and([
            eb('owner_type', '=', owner.type),
            eb('owner_id', '=', owner.id),
            eb('owner_field', '=', owner.field),
          ]),
        ]),
      )
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) {
      const message = `File ${id} is not an uploaded ${kind}, or it is already used elsewhere.`;
      throw validationError([{ path: pathOf(position), message, name: 'ValidationError' }]);
    }
  }

  let dropped = trx
    .deleteFrom('files')
    .where('owner_type', '=', owner.type)
    .where('owner_id', '=', owner.id)
    .where('owner_field', '=', owner.field);
  if (fileIds.length > 0) dropped = dropped.where('id', 'not in', [...fileIds]);
  return dropped.returningAll().execute();
}

/** Deletes every file of the given owners (when the owners are deleted) and returns the rows. */
export async function deleteFilesOwnedBy(
  trx: Db,
  ownerType: FileOwnerType,
  ownerIds: readonly number[],
): Promise<FileRow[]> {
  if (ownerIds.length === 0) return [];
  return trx
    .deleteFrom('files')
    .where('owner_type', '=', ownerType)
    .where('owner_id', 'in', [...ownerIds])
    .returningAll()
    .execute();
}

/** Deletes up to `limit` unclaimed uploads created before `cutoff` and returns their rows. */
export async function deleteUnclaimedFiles(
  db: Db,
  cutoff: Date,
  limit: number,
): Promise<FileRow[]> {
  return db
    .deleteFrom('files')
    .where('owner_type', 'is', null)
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('files')
        .select('id')
        .where('owner_type', 'is', null)
        .where('created_at', '<', cutoff.toISOString())
        .orderBy('created_at')
        .limit(limit),
    )
    .returningAll()
    .execute();
}
