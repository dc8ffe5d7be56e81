import type { FastifyInstance } from 'fastify';
import { contactRoutes } from '@app/shared/contact';
import { registerRoute } from '../../http/contract-route';
import { registerEntryRoute } from '../../http/entry-route';
import { registerCollectionReads } from '../../http/list-route';
import { populateQuerystring } from '../../http/query-schemas';
import { localeOfRequest } from '../../http/request-locale';
import { single } from '../../http/strapi-response';
import { strictRateLimit } from '../../plugins/rate-limits';
import { actorOf } from '../audit/audit-entry';
import { recordExport } from '../audit/record-export';
import { newContactMails } from '../mail/notifications';
import { toContactEntity } from './contacts.mapper';
import {
  CONTACTS_LIST_SPEC,
  deleteContact,
  findContact,
  insertContact,
  listContacts,
  setContactHandled,
} from './contacts.repository';

/** The contact form (anyone may send) and the Messages tab (Staff read). */
export default async function contactsRoutes(app: FastifyInstance) {
  registerRoute(app, contactRoutes.create, {
    querystring: populateQuerystring(contactRoutes.create.querystring),
    config: { rateLimit: strictRateLimit },
    handler: async (request) => {
      // The message and its mails exist together or not at all.
      const row = await app.db.transaction().execute(async (trx) => {
        const stored = await insertContact(trx, {
          ...request.body.data,
          locale: localeOfRequest(request),
        });
        await app.mail.write(trx, newContactMails(app.mail.link, stored));
        return stored;
      });
      return single(toContactEntity(row));
    },
  });

  registerCollectionReads(app, contactRoutes, {
    spec: CONTACTS_LIST_SPEC,
    fetch: listContacts,
    find: findContact,
    toEntity: toContactEntity,
    recordExport: (request) => recordExport(app.db, request, 'contact'),
  });

  registerEntryRoute(app, contactRoutes.update, {
    spec: CONTACTS_LIST_SPEC,
    row: (request) =>
      setContactHandled(app.db, request.params.id, request.body.data.handled, actorOf(request)),
    toEntity: toContactEntity,
  });
  registerEntryRoute(app, contactRoutes.delete, {
    spec: CONTACTS_LIST_SPEC,
    row: (request) => deleteContact(app.db, request.params.id, actorOf(request)),
    toEntity: toContactEntity,
  });
}
