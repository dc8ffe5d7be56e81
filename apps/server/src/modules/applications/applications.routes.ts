import type { FastifyInstance } from 'fastify';
import { applicationCreateSchema } from '@app/shared/application';
import { notFound } from '../../http/errors';
import { parsePopulate } from '../../http/strapi-query';
import { registerListRoute } from '../../http/list-route';
import { single } from '../../http/strapi-response';
import { parseDataBody, parseEntityId } from '../../http/validation';
import { requireRole } from '../../plugins/auth';
import { strictRateLimit } from '../../plugins/rate-limits';
import { actorOf } from '../audit/audit-entry';
import {
  dataBody,
  errorResponse,
  idParams,
  populateQuery,
  singleResponse,
} from '../openapi/route-docs';
import {
  findApplication,
  insertApplication,
  listApplications,
  loadResumes,
  updateApplication,
  type ApplicationRow,
} from './applications.repository';
import {
  applicationAttributesSchema,
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
  const refused = { 400: errorResponse, 401: errorResponse, 403: errorResponse };
  const single200 = {
    200: singleResponse(applicationAttributesSchema),
    ...refused,
    404: errorResponse,
  };

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
      config: {
        rateLimit: strictRateLimit,
        openapi: {
          body: dataBody(applicationCreateSchema),
          response: {
            200: singleResponse(applicationAttributesSchema),
            400: errorResponse,
            429: errorResponse,
          },
        },
      },
      schema: {
        tags,
        summary: 'Apply for a job (anyone)',
        description:
          'resume: the id of an unclaimed PDF from POST /api/upload; it is claimed by this application.',
        security: [],
      },
    },
    async (request) => {
      const input = parseDataBody(applicationCreateSchema, request.body);
      return single(toApplicationEntity(await insertApplication(app.db, input)));
    },
  );

  registerListRoute(app, {
    url: '/api/carrers',
    spec: APPLICATIONS_LIST_SPEC,
    attributes: applicationAttributesSchema,
    preHandler: staffOnly,
    schema: { tags, summary: 'List job applications (Staff)' },
    fetch: listApplications,
    toEntities: (rows, query) => toEntities(rows, query.populate),
  });

  app.get<{ Params: { id: string } }>(
    '/api/carrers/:id',
    {
      preHandler: staffOnly,
      config: {
        openapi: { params: idParams, querystring: populateQuery(relations), response: single200 },
      },
      schema: { tags, summary: 'Get a job application (Staff)' },
    },
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
      config: {
        openapi: {
          params: idParams,
          querystring: populateQuery(relations),
          body: dataBody(applicationUpdateSchema),
          response: single200,
        },
      },
      schema: {
        tags,
        summary: 'Change the status, interview time or remarks of an application (Staff)',
      },
    },
    async (request) => {
      const id = parseEntityId(request.params.id);
      const populate = parsePopulate(request.query, relations);
      const changes = parseDataBody(applicationUpdateSchema, request.body);
      const row = await updateApplication(app.db, id, changes, actorOf(request));
      if (!row) throw notFound();
      return single((await toEntities([row], populate))[0]!);
    },
  );
}
