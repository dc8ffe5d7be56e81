import type { FastifyInstance } from 'fastify';
import { contactRoutes } from '@app/shared/contact';
import { createWriteBatcher } from '../../db/write-batcher';
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
  insertContacts,
  listContacts,
  setContactHandled,
  type SentContact,
} from './contacts.repository';

/** The contact form (anyone may send) and the Messages tab (Staff read). */
export default async function contactsRoutes(app: FastifyInstance) {
  // Messages sent at the same moment share one transaction and one disk sync, with their mails.
  const contactWriter = createWriteBatcher(
    app.db,
    app.dbKind,
    async (trx, inputs: SentContact[]) => {
      const rows = await insertContacts(trx, inputs);
      await app.mail.write(trx, newContactMails(app.mail.link, rows));
      return rows;
    },
  );
  app.addHook('onClose', () => contactWriter.close());

  registerRoute(app, contactRoutes.create, {
    querystring: populateQuerystring(contactRoutes.create.querystring),
    config: { rateLimit: strictRateLimit },
    handler: async (request) =>
      single(
        toContactEntity(
          await contactWriter.write({ ...request.body.data, locale: localeOfRequest(request) }),
        ),
      ),
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
