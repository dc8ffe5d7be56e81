import { DEFAULT_LOCALE, type Locale } from '@app/shared/locale';
import type { Selectable } from 'kysely';
import {
  APPLICATION_LIST_FIELDS,
  type ApplicationCreateInput,
  type ApplicationUpdateData,
} from '@app/shared/application';
import { JOB_MESSAGES } from '@app/shared/job';
import { toMinorUnits } from '@app/shared/money';
import type { Db } from '../../db/database';
import type { ApplicationsTable } from '../../db/schema';
import { validationError } from '../../http/errors';
import type { AuditActor } from '../audit/audit-entry';
import { lockRowForChange } from '../audit/lock-for-change';
import { updateWithAudit } from '../audit/audited-writes';
import { fetchPage, type ListPage } from '../../lists/list-page';
import { listSpec } from '../../http/strapi-query';
import type { ListQuery } from '../../lists/list-query';
import { nowIso } from '../../http/strapi-response';
import { claimPrivateUpload, filesOfEachOwner, mediaRelation } from '../files/files.repository';
import type { FileRow } from '../files/stored-file';
import { isOpenPosition } from '../jobs/jobs.repository';

export type ApplicationRow = Selectable<ApplicationsTable>;

/** The columns behind the list's filters and sorts; each is indexed. */
export const APPLICATIONS_LIST_SPEC = listSpec(
  APPLICATION_LIST_FIELDS,
  'applications',
  {
    id: 'id',
    firstName: 'first_name',
    lastName: 'last_name',
    email: 'email',
    address: 'address',
    phone: 'phone',
    startDate: 'start_date',
    experience: 'experience',
    salaryExpect: 'salary_expect',
    position: 'position',
    coverLetter: 'cover_letter',
    consent: 'consent',
    applicationStatus: 'application_status',
    interviewTime: 'interview_time',
    remarks: 'remarks',
    createdAt: 'created_at',
    updatedAt: 'updated_at',
    statusChangedAt: 'status_changed_at',
  },
  { resume: mediaRelation('application', 'resume') },
);

/**
 * Stores an application and claims its resume upload in one transaction: when the position is
 * not the title of a published job, or the file is not an unclaimed private PDF (or another
 * application claims it first), nothing is stored. `alsoWrite` writes what belongs with the
 * application (its mails) in the same transaction.
 */
export function insertApplication(
  db: Db,
  input: ApplicationCreateInput & { locale?: Locale },
  alsoWrite: (trx: Db, row: ApplicationRow) => Promise<void> = async () => {},
): Promise<ApplicationRow> {
  const now = nowIso();
  return db.transaction().execute(async (trx) => {
    if (!(await isOpenPosition(trx, input.position))) {
      throw validationError([
        { path: ['position'], message: JOB_MESSAGES.positionNotOpen, name: 'ValidationError' },
      ]);
    }
    const row = await trx
      .insertInto('applications')
      .values({
        first_name: input.firstName,
        last_name: input.lastName,
        email: input.email,
        address: input.address,
        phone: input.phone,
        start_date: input.startDate,
        experience: input.experience,
        salary_expect: toMinorUnits(input.salaryExpect),
        position: input.position,
        cover_letter: input.coverLetter,
        consent: Number(input.consent),
        locale: input.locale ?? DEFAULT_LOCALE,
        interview_time: null,
        remarks: null,
        created_at: now,
        updated_at: now,
        status_changed_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await claimPrivateUpload(trx, input.resume[0]!, {
      type: 'application',
      id: row.id,
      field: 'resume',
    });
    await alsoWrite(trx, row);
    return row;
  });
}

export function findApplication(db: Db, id: number): Promise<ApplicationRow | undefined> {
  return db.selectFrom('applications').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The positions applications hold, each once, in alphabetical order. */
export async function listApplicationPositions(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('applications')
    .select('position')
    .distinct()
    .orderBy('position')
    .execute();
  return rows.map((row) => row.position);
}

/** A page's application, with its resume files when the list populates them. */
export type ApplicationPageRow = ApplicationRow & { resume?: FileRow[] };

/**
 * One page of applications and the number that match the filters. With `populate=resume` each
 * carries its resume files (`resume`), read in the page's own statement.
 */
export async function listApplications(
  db: Db,
  query: ListQuery,
): Promise<ListPage<ApplicationPageRow>> {
  const resume = query.populate.has('resume')
    ? { resume: filesOfEachOwner(db, 'application', 'applications', 'resume') }
    : undefined;
  return fetchPage(db, 'applications', query, resume);
}

/** The fields Staff change, by their API names, as the audit trail records them. */
const auditedFields = (row: ApplicationRow) => ({
  applicationStatus: row.application_status,
  interviewTime: row.interview_time,
  remarks: row.remarks,
});

/**
 * Changes the status, interview time or remarks, and records what changed in the audit trail.
 * A change that changes nothing leaves the row as it was, so that "last changed" (`updated_at`)
 * and "in its status since" (`status_changed_at`) name the last real change, as the history does.
 */
export function updateApplication(
  db: Db,
  id: number,
  changes: ApplicationUpdateData,
  actor: AuditActor,
): Promise<ApplicationRow | undefined> {
  return db.transaction().execute(async (trx) => {
    const before = await lockRowForChange(trx, 'applications', id);
    if (!before) return undefined;
    const changed = {
      ...(changes.applicationStatus !== undefined &&
      changes.applicationStatus !== before.application_status
        ? { application_status: changes.applicationStatus }
        : {}),
      ...(changes.interviewTime !== undefined && changes.interviewTime !== before.interview_time
        ? { interview_time: changes.interviewTime }
        : {}),
      ...(changes.remarks !== undefined && changes.remarks !== before.remarks
        ? { remarks: changes.remarks }
        : {}),
    };
    if (Object.keys(changed).length === 0) return before;
    const now = nowIso();
    return updateWithAudit(
      trx,
      'applications',
      id,
      {
        ...changed,
        ...(changed.application_status ? { status_changed_at: now } : {}),
        updated_at: now,
      },
      { actor, entityType: 'application', before: auditedFields(before), audited: auditedFields },
    );
  });
}
