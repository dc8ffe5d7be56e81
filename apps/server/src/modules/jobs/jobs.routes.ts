import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { RawQuery } from '@app/shared/contract';
import { jobRoutes, type PublicationState } from '@app/shared/job';
import { canUseAdminArea } from '@app/shared/options';
import { registerRoute } from '../../http/contract-route';
import { registerEntryRoute } from '../../http/entry-route';
import { forbidden } from '../../http/errors';
import { registerExportRoute } from '../../http/export-route';
import { listQuerystring, populateQuerystring } from '../../http/query-schemas';
import { list, paginationMeta } from '../../http/strapi-response';
import { actorOf } from '../audit/audit-entry';
import { DISPLAY_ORDER } from '../home/display-order';
import { toJobEntity } from './jobs.mapper';
import {
  JOBS_LIST_SPEC,
  createJob,
  deleteJob,
  findJob,
  listJobs,
  reorderJobs,
  updateJob,
} from './jobs.repository';

const isStaff = (request: FastifyRequest) => canUseAdminArea(request.user?.role);

/** Strapi's list parameters as every list reads them, without `publicationState`. */
const listParameters = listQuerystring(z.custom<RawQuery>(), JOBS_LIST_SPEC);

/** `GET /api/jobs`'s query: the list's parameters, and whether drafts are asked for. */
const jobListQuerystring = jobRoutes.list.querystring.transform((raw, context) => {
  const { publicationState, ...parameters } = raw;
  const parsed = listParameters.safeParse(parameters);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      context.issues.push({ code: 'custom', message: issue.message, input: raw });
    }
    return z.NEVER;
  }
  return { ...parsed.data, publicationState: publicationState as PublicationState | undefined };
});

/**
 * Open positions: anyone reads the published ones, Staff keep them all. Every committed write
 * tells the public pages that show jobs.
 */
export default async function jobsRoutes(app: FastifyInstance) {
  registerRoute(app, jobRoutes.list, {
    querystring: jobListQuerystring,
    handler: async (request) => {
      const { publicationState, ...query } = request.query;
      const withDrafts = publicationState === 'preview';
      if (withDrafts && !isStaff(request)) throw forbidden();
      const page = await listJobs(
        app.db,
        { ...query, timeLimitMs: app.config.QUERY_TIME_LIMIT_MS },
        { withDrafts },
      );
      return list(page.rows.map(toJobEntity), paginationMeta(query, page), query);
    },
  });

  /** A write of jobs whose committed change (none when it found no job) the public pages are told. */
  async function changingJobs<Written>(write: Promise<Written>): Promise<Written> {
    const written = await write;
    if (written) app.siteContent.changed('jobs');
    return written;
  }

  /** What every route of one job answers: the job, its fields as the query chose them. */
  const jobEntry = { spec: JOBS_LIST_SPEC, toEntity: toJobEntity };

  registerEntryRoute(app, jobRoutes.get, {
    ...jobEntry,
    row: async (request) => {
      const row = await findJob(app.db, request.params.id);
      // A draft is Staff's: to anyone else it does not exist.
      return row && (row.published === 1 || isStaff(request)) ? row : undefined;
    },
  });
  registerEntryRoute(app, jobRoutes.create, {
    ...jobEntry,
    row: (request) => changingJobs(createJob(app.db, request.body.data, actorOf(request))),
  });
  registerEntryRoute(app, jobRoutes.update, {
    ...jobEntry,
    row: (request) =>
      changingJobs(updateJob(app.db, request.params.id, request.body.data, actorOf(request))),
  });
  registerEntryRoute(app, jobRoutes.delete, {
    ...jobEntry,
    row: (request) => changingJobs(deleteJob(app.db, request.params.id, actorOf(request))),
  });

  registerRoute(app, jobRoutes.reorder, {
    querystring: populateQuerystring(jobRoutes.reorder.querystring),
    handler: async (request) => {
      const rows = await changingJobs(reorderJobs(app.db, request.body.data.ids, actorOf(request)));
      return { data: rows.map(toJobEntity), meta: {} };
    },
  });

  registerExportRoute(app, jobRoutes.export, {
    spec: JOBS_LIST_SPEC,
    defaultSort: DISPLAY_ORDER,
    toEntity: toJobEntity,
  });
}
