import type { Selectable } from 'kysely';
import {
  AUDIT_LIST_FIELDS,
  type AuditAction,
  type AuditChanges,
  type AuditEntityType,
  type AuditValue,
} from '@app/shared/audit';
import type { Db } from '../../db/database';
import type { AuditLogTable } from '../../db/schema';
import { fetchPage, type ListPage } from '../../lists/list-page';
import { listSpec } from '../../http/strapi-query';
import { withDefaultSort, type ListQuery } from '../../lists/list-query';
import { nowIso } from '../../http/strapi-response';
import { changesBetween, type AuditActor, type AuditSnapshot } from './audit-entry';

export type AuditLogRow = Selectable<AuditLogTable>;

/** The columns behind the list's filters and sorts; each filter has an index with `created_at`. */
export const AUDIT_LIST_SPEC = listSpec(AUDIT_LIST_FIELDS, 'audit_log', {
  id: 'id',
  createdAt: 'created_at',
  userId: 'user_id',
  username: 'username',
  entityType: 'entity_type',
  entityId: 'entity_id',
  action: 'action',
  redactedAt: 'redacted_at',
});

export interface AuditEntry {
  actor: AuditActor;
  entityType: AuditEntityType;
  /** Null for an entry about no single entity (an erasure, a retention run). */
  entityId: number | null;
  action: AuditAction;
  /** The audited fields before the change; null or absent for a create. */
  before?: AuditSnapshot | null;
  /** The audited fields after the change; null or absent for a delete. */
  after?: AuditSnapshot | null;
  /** Facts beside the field changes: a bulk action's size, the counts of an erasure. */
  details?: Record<string, AuditValue>;
  /** Keyed hash of the e-mail an erasure was for. */
  subjectHash?: string;
}

/**
 * Records one admin change. Call it with the transaction that makes the change, so that the
 * change and its entry are committed (or rolled back) together. An update that changed no field
 * records nothing; answers whether an entry was written.
 */
export async function recordAudit(trx: Db, entry: AuditEntry): Promise<boolean> {
  const changes = changesBetween(entry.before ?? null, entry.after ?? null);
  if (entry.action === 'update' && Object.keys(changes).length === 0) return false;
  await trx
    .insertInto('audit_log')
    .values({
      created_at: nowIso(),
      user_id: entry.actor.id,
      username: entry.actor.username,
      entity_type: entry.entityType,
      entity_id: entry.entityId,
      action: entry.action,
      changes: JSON.stringify(changes),
      details: JSON.stringify(entry.details ?? {}),
      subject_hash: entry.subjectHash ?? null,
      redacted_at: null,
    })
    .execute();
  return true;
}

/** Newest first unless the client sorts otherwise. */
export const NEWEST_FIRST: ListQuery['sort'] = [{ column: 'created_at', direction: 'desc' }];

/**
 * Entries of one transaction share their time to the millisecond; the list breaks such ties by
 * id in the sort's direction, so newest first they still read in the reverse of the order made.
 */
export async function listAuditEntries(db: Db, query: ListQuery): Promise<ListPage<AuditLogRow>> {
  return fetchPage<AuditLogRow>(db, 'audit_log', withDefaultSort(query, NEWEST_FIRST));
}

/**
 * Erases the old and new values of every entry about these entities, keeping who changed which
 * field and when. Called when the entities' personal data is deleted (erasure or retention), so
 * that remarks or interview notes do not outlive the application they were written about.
 */
export async function redactAuditValues(
  trx: Db,
  entityType: AuditEntityType,
  entityIds: readonly number[],
): Promise<void> {
  if (entityIds.length === 0) return;
  const rows = await trx
    .selectFrom('audit_log')
    .select(['id', 'changes'])
    .where('entity_type', '=', entityType)
    .where('entity_id', 'in', [...entityIds])
    .where('redacted_at', 'is', null)
    .execute();
  const redactedAt = nowIso();
  for (const row of rows) {
    const fields = Object.keys(JSON.parse(row.changes) as AuditChanges);
    const erased: AuditChanges = Object.fromEntries(
      fields.map((field) => [field, { old: null, new: null }]),
    );
    await trx
      .updateTable('audit_log')
      .set({ changes: JSON.stringify(erased), details: '{}', redacted_at: redactedAt })
      .where('id', '=', row.id)
      .execute();
  }
}

/** Earlier erasures for the e-mail with this keyed hash, newest first. */
export function findErasures(db: Db, subjectHash: string): Promise<AuditLogRow[]> {
  return db
    .selectFrom('audit_log')
    .selectAll()
    .where('subject_hash', '=', subjectHash)
    .where('action', '=', 'erase')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
