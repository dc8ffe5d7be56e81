import type { FastifyInstance } from 'fastify';
import { applicationRoutes } from '@app/shared/application';
import { applicationHistoryRoutes } from '@app/shared/application-history';
import { registerRoute } from '../../http/contract-route';
import { registerEntryRoute } from '../../http/entry-route';
import { notFound } from '../../http/errors';
import { registerExportRoute } from '../../http/export-route';
import { registerListRoute } from '../../http/list-route';
import { populateQuerystring } from '../../http/query-schemas';
import type { EntryQuery } from '../../lists/list-query';
import { localeOfRequest } from '../../http/request-locale';
import { single } from '../../http/strapi-response';
import { strictRateLimit } from '../../plugins/rate-limits';
import { actorOf } from '../audit/audit-entry';
import { recordExport } from '../audit/record-export';
import { newApplicationMails } from '../mail/notifications';
import { toApplicationHistory, toNoteEvent } from './application-history.mapper';
import { findApplicationHistory, insertApplicationNote } from './application-history.repository';
import { toApplicationEntity } from './applications.mapper';
import { loadOwnerFiles } from '../files/files.repository';
import {
  APPLICATIONS_LIST_SPEC,
  findApplication,
  insertApplication,
  listApplicationPositions,
  listApplications,
  updateApplication,
  type ApplicationRow,
} from './applications.repository';

/** Job applications at Strapi's path `/api/carrers`: anyone may apply, Staff review. */
export default async function applicationsRoutes(app: FastifyInstance) {
  /** One application, with its resume when populated. */
  const entityOf = async (row: ApplicationRow, query: EntryQuery) =>
    toApplicationEntity(
      row,
      query.populate.has('resume')
        ? await loadOwnerFiles(app.db, 'application', row.id, 'resume')
        : undefined,
    );

  registerRoute(app, applicationRoutes.create, {
    querystring: populateQuerystring(applicationRoutes.create.querystring),
    config: { rateLimit: strictRateLimit },
    handler: async (request) => {
      const submitted = { ...request.body.data, locale: localeOfRequest(request) };
      const row = await insertApplication(app.db, submitted, async (trx, stored) =>
        app.mail.write(trx, newApplicationMails(app.mail.link, stored)),
      );
      return single(toApplicationEntity(row));
    },
  });

  registerListRoute(app, applicationRoutes.list, {
    spec: APPLICATIONS_LIST_SPEC,
    fetch: listApplications,
    toEntities: (rows) => rows.map((row) => toApplicationEntity(row, row.resume)),
  });
  registerExportRoute(app, applicationRoutes.export, {
    spec: APPLICATIONS_LIST_SPEC,
    toEntity: (row: ApplicationRow) => toApplicationEntity(row),
    record: (request) => recordExport(app.db, request, 'application'),
  });

  registerRoute(app, applicationRoutes.positions, {
    querystring: populateQuerystring(applicationRoutes.positions.querystring),
    handler: async () => ({ data: await listApplicationPositions(app.db), meta: {} }),
  });

  registerEntryRoute(app, applicationRoutes.get, {
    spec: APPLICATIONS_LIST_SPEC,
    row: (request) => findApplication(app.db, request.params.id),
    toEntity: entityOf,
  });
  registerEntryRoute(app, applicationRoutes.update, {
    spec: APPLICATIONS_LIST_SPEC,
    row: (request) =>
      updateApplication(app.db, request.params.id, request.body.data, actorOf(request)),
    toEntity: entityOf,
  });

  registerRoute(app, applicationHistoryRoutes.history, {
    querystring: populateQuerystring(applicationHistoryRoutes.history.querystring),
    handler: async (request) => {
      if (!(await findApplication(app.db, request.params.id))) throw notFound();
      const rows = await findApplicationHistory(app.db, request.params.id);
      return { data: toApplicationHistory(rows), meta: {} };
    },
  });

  registerRoute(app, applicationHistoryRoutes.addNote, {
    querystring: populateQuerystring(applicationHistoryRoutes.addNote.querystring),
    handler: async (request) => {
      const note = await insertApplicationNote(
        app.db,
        request.params.id,
        request.body.data,
        actorOf(request),
      );
      if (!note) throw notFound();
      return { data: toNoteEvent(note), meta: {} };
    },
  });
}
