import type { FastifyInstance } from 'fastify';
import { APPLICATION_LIST_FIELDS, applicationRoutes } from '@app/shared/application';
import { registerRoute } from '../../http/contract-route';
import { notFound } from '../../http/errors';
import { registerListRoute } from '../../http/list-route';
import { populateQuerystring } from '../../http/query-schemas';
import { single } from '../../http/strapi-response';
import { strictRateLimit } from '../../plugins/rate-limits';
import { actorOf } from '../audit/audit-entry';
import { toApplicationEntity } from './applications.mapper';
import {
  APPLICATIONS_LIST_SPEC,
  findApplication,
  insertApplication,
  listApplications,
  loadResumes,
  updateApplication,
  type ApplicationRow,
} from './applications.repository';

/** Job applications at Strapi's path `/api/carrers`: anyone may apply, Staff review. */
export default async function applicationsRoutes(app: FastifyInstance) {
  const relations = APPLICATION_LIST_FIELDS.relations;

  /** Entities of applications, with their resumes (one query for all) when the query populates them. */
  async function toEntities(rows: ApplicationRow[], populate: Set<string>) {
    if (!populate.has('resume')) return rows.map((row) => toApplicationEntity(row));
    const resumes = await loadResumes(
      app.db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => toApplicationEntity(row, resumes.get(row.id) ?? []));
  }

  /** One application, with its resume when populated. */
  const singleOf = async (row: ApplicationRow, populate: Set<string>) =>
    single((await toEntities([row], populate))[0]!);

  registerRoute(app, applicationRoutes.create, {
    config: { rateLimit: strictRateLimit },
    handler: async (request) =>
      single(toApplicationEntity(await insertApplication(app.db, request.body.data))),
  });

  registerListRoute(app, applicationRoutes.list, {
    spec: APPLICATIONS_LIST_SPEC,
    fetch: listApplications,
    toEntities: (rows, query) => toEntities(rows, query.populate),
  });

  registerRoute(app, applicationRoutes.get, {
    querystring: populateQuerystring(applicationRoutes.get.querystring, relations),
    handler: async (request) => {
      const row = await findApplication(app.db, request.params.id);
      if (!row) throw notFound();
      return singleOf(row, request.query);
    },
  });

  registerRoute(app, applicationRoutes.update, {
    querystring: populateQuerystring(applicationRoutes.update.querystring, relations),
    handler: async (request) => {
      const row = await updateApplication(
        app.db,
        request.params.id,
        request.body.data,
        actorOf(request),
      );
      if (!row) throw notFound();
      return singleOf(row, request.query);
    },
  });
}
