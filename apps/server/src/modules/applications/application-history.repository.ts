import type { Selectable } from 'kysely';
import type { ApplicationNoteCreateInput } from '@app/shared/application-history';
import type { Db } from '../../db/database';
import type { ApplicationNotesTable } from '../../db/schema';
import { nowIso } from '../../http/strapi-response';
import type { AuditActor } from '../audit/audit-entry';
import { recordAudit, type AuditLogRow } from '../audit/audit.repository';
import { lockForChange } from '../audit/lock-for-change';

export type ApplicationNoteRow = Selectable<ApplicationNotesTable>;

/** What an application's timeline is made of, each newest first. */
export interface ApplicationHistoryRows {
  changes: AuditLogRow[];
  notes: ApplicationNoteRow[];
}

/**
 * The audit entries of the application's changes and its notes, each newest first (served by
 * the audit log's (entity_id, created_at) index and the notes' (application_id, created_at)).
 */
export async function findApplicationHistory(
  db: Db,
  applicationId: number,
): Promise<ApplicationHistoryRows> {
  const [changes, notes] = await Promise.all([
    db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_id', '=', applicationId)
      .where('entity_type', '=', 'application')
      .where('action', '=', 'update')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute(),
    db
      .selectFrom('application_notes')
      .selectAll()
      .where('application_id', '=', applicationId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute(),
  ]);
  return { changes, notes };
}

/**
 * Adds a note to an application and records it in the audit trail, in one transaction; undefined
 * when there is no such application. The application's row is locked meanwhile (PostgreSQL), so
 * an erasure cannot delete it between the check and the insert.
 */
export function insertApplicationNote(
  db: Db,
  applicationId: number,
  input: ApplicationNoteCreateInput,
  actor: AuditActor,
): Promise<ApplicationNoteRow | undefined> {
  return db.transaction().execute(async (trx) => {
    const application = await lockForChange(
      trx,
      trx.selectFrom('applications').select('id').where('id', '=', applicationId),
    ).executeTakeFirst();
    if (!application) return undefined;
    const note = await trx
      .insertInto('application_notes')
      .values({
        application_id: applicationId,
        author_id: actor.id,
        author_name: actor.username,
        text: input.text,
        created_at: nowIso(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      actor,
      entityType: 'application-note',
      entityId: note.id,
      action: 'create',
      after: { note: note.text },
      details: { applicationId },
    });
    return note;
  });
}

/**
 * Deletes the notes of these applications before the applications themselves are deleted, so
 * that an erasure can count them and erase what the audit trail kept of them; their ids.
 */
export async function deleteNotesOf(trx: Db, applicationIds: readonly number[]): Promise<number[]> {
  if (applicationIds.length === 0) return [];
  const deleted = await trx
    .deleteFrom('application_notes')
    .where('application_id', 'in', [...applicationIds])
    .returning('id')
    .execute();
  return deleted.map((row) => row.id);
}
