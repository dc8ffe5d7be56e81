import type { FastifyInstance } from 'fastify';
import { applicationCreateSchema } from '@app/shared/application';
import { notFound } from '../../http/errors';
import { paginationMeta, parseListQuery, parsePopulate } from '../../http/strapi-query';
import { list, single } from '../../http/strapi-response';
import { parseDataBody, parseEntityId } from '../../http/validation';
import { requireRole } from '../../plugins/auth';
import { strictRateLimit } from '../../plugins/rate-limits';
import {
  findApplication,
  insertApplication,
  listApplications,
  loadResumes,
  updateApplication,
  type ApplicationRow,
} from './applications.repository';
import {
  APPLICATIONS_LIST_SPEC,
  APPLICATIONS_OPENAPI_TAG,
  applicationUpdateSchema,
  RESUME_RELATION,
  toApplicationEntity,
} from './applications.schemas';

/** Job applications at Strapi's path `/api/carrers`: anyone may apply, Staff review. */
export default async function applicationsRoutes(app: FastifyInstance) {
  const tags = [APPLICATIONS_OPENAPI_TAG];
  const staffOnly = requireRole('Staff');
  const relations = APPLICATIONS_LIST_SPEC.relations ?? [];

  /** Entities of applications, with their resumes (one query for all) when the query populates them. */
  async function toEntities(rows: ApplicationRow[], populate: Set<string>) {
    if (!populate.has(RESUME_RELATION)) return rows.map((row) => toApplicationEntity(row));
    const resumes = await loadResumes(
      app.db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => toApplicationEntity(row, resumes.get(row.id) ?? []));
  }

  app.post(
    '/api/carrers',
    {
      config: { rateLimit: strictRateLimit },
      schema: { tags, summary: 'Apply for a job with an uploaded resume' },
    },
    async (request) => {
      const input = parseDataBody(applicationCreateSchema, request.body);
      return single(toApplicationEntity(await insertApplication(app.db, input)));
    },
  );

  app.get(
    '/api/carrers',
    { preHandler: staffOnly, schema: { tags, summary: 'List job applications' } },
    async (request) => {
      const query = parseListQuery(request.query, APPLICATIONS_LIST_SPEC);
      const { rows, total } = await listApplications(app.db, query);
      return list(await toEntities(rows, query.populate), paginationMeta(query, total));
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/carrers/:id',
    { preHandler: staffOnly, schema: { tags, summary: 'Get a job application' } },
    async (request) => {
      const id = parseEntityId(request.params.id);
      const populate = parsePopulate(request.query, relations);
      const row = await findApplication(app.db, id);
      if (!row) throw notFound();
      return single((await toEntities([row], populate))[0]!);
    },
  );

  app.put<{ Params: { id: string } }>(
    '/api/carrers/:id',
    {
      preHandler: staffOnly,
      schema: { tags, summary: 'Change the status, interview time or remarks of an application' },
    },
    async (request) => {
      const id = parseEntityId(request.params.id);
      const populate = parsePopulate(request.query, relations);
      const changes = parseDataBody(applicationUpdateSchema, request.body);
      const row = await updateApplication(app.db, id, changes);
      if (!row) throw notFound();
      return single((await toEntities([row], populate))[0]!);
    },
  );
}
