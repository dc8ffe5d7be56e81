import { sql, type Selectable, type SqlBool } from 'kysely';
import type { ErasureCounts } from '@app/shared/data-protection';
import type { Db } from '../../db/database';
import type { ApplicationsTable, ContactsTable } from '../../db/schema';
import { redactAuditValues } from '../audit/audit.repository';
import { lockForChange } from '../audit/lock-for-change';
import { deleteNotesOf } from '../applications/application-history.repository';
import { deleteFilesOwnedBy, loadFilesByOwner } from '../files/files.repository';
import { deleteMailsOf } from '../mail/outbox.repository';
import type { FileRow } from '../files/stored-file';

/** How many applications and messages the preview lists; its counts are always complete. */
export const PREVIEW_LIST_LIMIT = 100;

/** What a deletion removed, and the files whose stored bytes are to be removed after the commit. */
export interface DeletedPersonalData {
  counts: ErasureCounts;
  files: FileRow[];
}

/** The same e-mail in any case; served by the `lower(email)` indexes. */
const hasEmail = (email: string) => sql<SqlBool>`lower(${sql.ref('email')}) = lower(${email})`;

/** An application as the erasure preview lists it, with how many files it holds. */
export type PreviewApplicationRow = Pick<
  Selectable<ApplicationsTable>,
  'id' | 'first_name' | 'last_name' | 'position' | 'application_status' | 'created_at'
> & { files: number };

/** A contact message as the erasure preview lists it. */
export type PreviewContactRow = Pick<
  Selectable<ContactsTable>,
  'id' | 'first_name' | 'last_name' | 'topic' | 'subject' | 'created_at'
>;

/** What an erasure of one e-mail would delete: complete counts, the newest rows of each table. */
export interface PersonalDataFound {
  counts: ErasureCounts;
  applications: PreviewApplicationRow[];
  contacts: PreviewContactRow[];
}

/** The applications and messages sent with this e-mail (in any case), for the erasure preview. */
export async function findPersonalData(db: Db, email: string): Promise<PersonalDataFound> {
  const applicationsOf = db.selectFrom('applications').where(hasEmail(email));
  const contactsOf = db.selectFrom('contacts').where(hasEmail(email));
  const [applications, contacts, applicationCount, contactCount, fileCount, noteCount] =
    await Promise.all([
      applicationsOf
        .select(['id', 'first_name', 'last_name', 'position', 'application_status', 'created_at'])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(PREVIEW_LIST_LIMIT)
        .execute(),
      contactsOf
        .select(['id', 'first_name', 'last_name', 'topic', 'subject', 'created_at'])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(PREVIEW_LIST_LIMIT)
        .execute(),
      applicationsOf.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      contactsOf.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      db
        .selectFrom('files')
        .where('owner_type', '=', 'application')
        .where('owner_id', 'in', applicationsOf.select('id'))
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('application_notes')
        .where('application_id', 'in', applicationsOf.select('id'))
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow(),
    ]);
  const files = await loadFilesByOwner(
    db,
    'application',
    applications.map((row) => row.id),
  );
  return {
    counts: {
      applications: Number(applicationCount.total),
      contacts: Number(contactCount.total),
      files: Number(fileCount.total),
      notes: Number(noteCount.total),
    },
    applications: applications.map((row) => ({ ...row, files: files.get(row.id)?.length ?? 0 })),
    contacts,
  };
}

/**
 * Deletes the applications' files and erases the values the audit trail kept about the
 * applications (remarks, interview notes) and their notes. Messages are never changed by Staff,
 * so the audit trail holds nothing about them. `noteIds`: the applications' notes, deleted before
 * the applications (which the database would otherwise do, uncounted).
 */
async function deleteWhatBelongedTo(
  trx: Db,
  applicationIds: number[],
  contactIds: number[],
  noteIds: number[],
): Promise<DeletedPersonalData> {
  const files = await deleteFilesOwnedBy(trx, 'application', applicationIds);
  await redactAuditValues(trx, 'application', applicationIds);
  await redactAuditValues(trx, 'application-note', noteIds);
  return {
    counts: {
      applications: applicationIds.length,
      contacts: contactIds.length,
      files: files.length,
      notes: noteIds.length,
    },
    files,
  };
}

const idsOf = (rows: { id: number }[]) => rows.map((row) => row.id);

/**
 * Deletes every application and message sent with this e-mail (in any case), with their files
 * and the mails that quote them or went to the address (the outbox's recipient, Reply-To and the
 * data the mail is rendered from).
 */
export async function deleteByEmail(trx: Db, email: string): Promise<DeletedPersonalData> {
  await deleteMailsOf(trx, email);
  // Locked (PostgreSQL) so that no note is added to an application between the deletion of its
  // notes and its own.
  const applicationIds = idsOf(
    await lockForChange(
      trx,
      trx.selectFrom('applications').select('id').where(hasEmail(email)),
    ).execute(),
  );
  const noteIds = await deleteNotesOf(trx, applicationIds);
  const applications = await deleteApplications(trx, applicationIds);
  const contacts = await trx
    .deleteFrom('contacts')
    .where(hasEmail(email))
    .returning('id')
    .execute();
  return deleteWhatBelongedTo(trx, applications, idsOf(contacts), noteIds);
}

/** Deletes these applications; the ids of those it found. */
async function deleteApplications(trx: Db, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  return idsOf(
    await trx
      .deleteFrom('applications')
      .where('id', 'in', [...ids])
      .returning('id')
      .execute(),
  );
}

/**
 * The ids of up to `limit` of the oldest rows of a table written before `before`, locked until the
 * transaction ends (PostgreSQL) so that no note is added to an application about to be deleted.
 */
async function findOldest(
  trx: Db,
  table: 'applications' | 'contacts',
  before: string,
  limit: number,
): Promise<number[]> {
  return idsOf(
    await lockForChange(
      trx,
      trx
        .selectFrom(table)
        .select('id')
        .where('created_at', '<', before)
        .orderBy('created_at')
        .limit(limit),
    ).execute(),
  );
}

/**
 * Deletes up to `limit` applications and up to `limit` messages received before `cutoff`, oldest
 * first; the mails written for them go with them (the database deletes them).
 */
export async function deleteReceivedBefore(
  trx: Db,
  cutoff: Date,
  limit: number,
): Promise<DeletedPersonalData> {
  const before = cutoff.toISOString();
  const applicationIds = await findOldest(trx, 'applications', before, limit);
  const noteIds = await deleteNotesOf(trx, applicationIds);
  const applications = await deleteApplications(trx, applicationIds);
  const contactIds = await findOldest(trx, 'contacts', before, limit);
  if (contactIds.length > 0)
    await trx.deleteFrom('contacts').where('id', 'in', contactIds).execute();
  return deleteWhatBelongedTo(trx, applications, contactIds, noteIds);
}
