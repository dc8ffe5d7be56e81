import { sql } from 'kysely';
import {
  JOB_LIST_FIELDS,
  JOB_MESSAGES,
  JOB_SLUG_MAX_LENGTH,
  slugify,
  type Job,
  type JobCreateData,
  type JobUpdateData,
} from '@app/shared/job';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/unique-violation';
import { validationError } from '../../http/errors';
import { fetchPage, type ListPage } from '../../lists/list-page';
import { listSpec } from '../../http/strapi-query';
import type { Condition, ListQuery } from '../../lists/list-query';
import { nowIso } from '../../http/strapi-response';
import type { AuditActor, AuditSnapshot } from '../audit/audit-entry';
import { deleteRowWithAudit, insertWithAudit, updateWithAudit } from '../audit/audited-writes';
import {
  closeOrderGap,
  inDisplayOrder,
  nextDisplayOrder,
  reorderRows,
} from '../home/display-order';
import { lockRowForChange } from '../audit/lock-for-change';
import { toJobEntity, type JobRow } from './jobs.mapper';

export type { JobRow };

/** The columns behind the fields `GET /api/jobs` filters and sorts by. */
export const JOBS_LIST_SPEC = listSpec(JOB_LIST_FIELDS, 'jobs', {
  id: 'id',
  title: 'title',
  slug: 'slug',
  department: 'department',
  location: 'location',
  employmentType: 'employment_type',
  summary: 'summary',
  published: 'published',
  order: 'display_order',
  publishedAt: 'published_at',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
});

const IS_PUBLISHED: Condition = { column: 'published', type: 'boolean', operator: '$eq', value: 1 };

/** A query that also keeps only the published jobs. */
function publishedOnly(query: ListQuery): ListQuery {
  return { ...query, filter: query.filter ? { and: [IS_PUBLISHED, query.filter] } : IS_PUBLISHED };
}

/** One page of jobs, the published ones only unless `withDrafts`. */
export function listJobs(
  db: Db,
  query: ListQuery,
  { withDrafts }: { withDrafts: boolean },
): Promise<ListPage<JobRow>> {
  const sorted = inDisplayOrder(query);
  return fetchPage<JobRow>(db, 'jobs', withDrafts ? sorted : publishedOnly(sorted));
}

/** The published jobs in their order, for the public pages. */
export async function listPublishedJobs(db: Db): Promise<Job[]> {
  const rows = await db
    .selectFrom('jobs')
    .selectAll()
    .where('published', '=', 1)
    .orderBy('display_order')
    .orderBy('id')
    .execute();
  return rows.map(toJobEntity);
}

export function findJob(db: Db, id: number): Promise<JobRow | undefined> {
  return db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Whether a published job has exactly this title: what an application's position must be. */
export async function isOpenPosition(db: Db, title: string): Promise<boolean> {
  const row = await db
    .selectFrom('jobs')
    .select('id')
    .where('published', '=', 1)
    .where('title', '=', title)
    .executeTakeFirst();
  return row !== undefined;
}

/** A job's fields by their API names, as the audit trail records them. */
function audited(row: JobRow): AuditSnapshot {
  const { attributes } = toJobEntity(row);
  return {
    title: attributes.title,
    slug: attributes.slug,
    department: attributes.department,
    location: attributes.location,
    employmentType: attributes.employmentType,
    summary: attributes.summary,
    qualifications: attributes.qualifications,
    responsibilities: attributes.responsibilities,
    perks: attributes.perks,
    published: attributes.published,
    order: attributes.order,
  };
}

const fieldError = (field: string, message: string) =>
  validationError([{ path: [field], message, name: 'ValidationError' }]);

/** Refuses a published title another published job has (compared as the unique index does). */
async function checkTitleFree(trx: Db, title: string, exceptId?: number): Promise<void> {
  let query = trx
    .selectFrom('jobs')
    .select('id')
    .where('published', '=', 1)
    .where(sql<string>`lower(title)`, '=', sql<string>`lower(${title})`);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw fieldError('title', JOB_MESSAGES.titleTaken);
}

/** The title's slug, with `-2`, `-3`, … when another job has it already. */
async function freeSlug(trx: Db, title: string): Promise<string> {
  const base = slugify(title) || 'job';
  const taken = new Set(
    (
      await trx
        .selectFrom('jobs')
        .select('slug')
        .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
        .execute()
    ).map((row) => row.slug),
  );
  let slug = base;
  for (let number = 2; taken.has(slug); number += 1) {
    const suffix = `-${number}`;
    slug = base.slice(0, JOB_SLUG_MAX_LENGTH - suffix.length).replace(/-+$/, '') + suffix;
  }
  return slug;
}

/**
 * Runs a write whose checks (a free title, a free slug) another write may have beaten to the
 * unique indexes; run again, the checks see that write and answer as they would have.
 */
async function withUniqueChecks<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return write();
  }
}

/** Creates a job after the others, its slug made from its title. */
export function createJob(db: Db, data: JobCreateData, actor: AuditActor): Promise<JobRow> {
  return withUniqueChecks(() =>
    db.transaction().execute(async (trx) => {
      if (data.published) await checkTitleFree(trx, data.title);
      const now = nowIso();
      const values = {
        title: data.title,
        slug: await freeSlug(trx, data.title),
        department: data.department,
        location: data.location,
        employment_type: data.employmentType,
        summary: data.summary,
        qualifications: JSON.stringify(data.qualifications),
        responsibilities: JSON.stringify(data.responsibilities),
        perks: JSON.stringify(data.perks),
        published: Number(data.published),
        display_order: await nextDisplayOrder(trx, 'jobs'),
        published_at: data.published ? now : null,
        created_at: now,
        updated_at: now,
      };
      return insertWithAudit(trx, 'jobs', values, { actor, entityType: 'job', audited });
    }),
  );
}

/**
 * Changes the fields sent. Publishing a job stamps `publishedAt`; its title must then be free
 * among the published jobs. The slug changes only when one is sent. Undefined when there is no
 * such job.
 */
export function updateJob(
  db: Db,
  id: number,
  changes: JobUpdateData,
  actor: AuditActor,
): Promise<JobRow | undefined> {
  return withUniqueChecks(() =>
    db.transaction().execute(async (trx) => {
      const before = await lockRowForChange(trx, 'jobs', id);
      if (!before) return undefined;
      const published = changes.published ?? before.published === 1;
      if (published) await checkTitleFree(trx, changes.title ?? before.title, id);
      if (changes.slug !== undefined && changes.slug !== before.slug) {
        const holder = await trx
          .selectFrom('jobs')
          .select('id')
          .where('slug', '=', changes.slug)
          .executeTakeFirst();
        if (holder) throw fieldError('slug', JOB_MESSAGES.slugTaken);
      }
      const now = nowIso();
      const lists = (['qualifications', 'responsibilities', 'perks'] as const).filter(
        (list) => changes[list] !== undefined,
      );
      const values = {
        ...(changes.title !== undefined ? { title: changes.title } : {}),
        ...(changes.slug !== undefined ? { slug: changes.slug } : {}),
        ...(changes.department !== undefined ? { department: changes.department } : {}),
        ...(changes.location !== undefined ? { location: changes.location } : {}),
        ...(changes.employmentType !== undefined
          ? { employment_type: changes.employmentType }
          : {}),
        ...(changes.summary !== undefined ? { summary: changes.summary } : {}),
        ...Object.fromEntries(lists.map((list) => [list, JSON.stringify(changes[list])])),
        published: Number(published),
        ...(published && before.published === 0 ? { published_at: now } : {}),
        updated_at: now,
      };
      return updateWithAudit(trx, 'jobs', id, values, {
        actor,
        entityType: 'job',
        before: audited(before),
        audited,
      });
    }),
  );
}

/** Deletes a job; the jobs after it move up one place. Undefined when there is no such job. */
export function deleteJob(db: Db, id: number, actor: AuditActor): Promise<JobRow | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await deleteRowWithAudit(trx, 'jobs', id, { actor, entityType: 'job', audited });
    if (row) await closeOrderGap(trx, 'jobs', row.display_order);
    return row;
  });
}

/**
 * Puts the jobs in the order of `ids`, which must name every job once; each job whose place
 * changed is recorded in the audit trail. Answers every job in the new order.
 */
export function reorderJobs(db: Db, ids: readonly number[], actor: AuditActor): Promise<JobRow[]> {
  return reorderRows(db, ids, actor, {
    table: 'jobs',
    entityType: 'job',
    audited: (_trx, row) => audited(row),
    idsMessage: JOB_MESSAGES.reorderIds,
  });
}
