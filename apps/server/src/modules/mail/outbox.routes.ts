import type { FastifyInstance } from 'fastify';
import { outboxRoutes as contracts } from '@app/shared/outbox';
import { registerRoute } from '../../http/contract-route';
import { badRequest, notFound } from '../../http/errors';
import { registerCollectionReads } from '../../http/list-route';
import { populateQuerystring } from '../../http/query-schemas';
import { withDefaultSort } from '../../lists/list-query';
import { single } from '../../http/strapi-response';
import { toOutboxEntity } from './outbox.mapper';
import { OUTBOX_LIST_SPEC, findOutboxMail, listOutbox, requeueMail } from './outbox.repository';

/** The Outbox (Admin): the mails written, newest first, and sending one again. */
export default async function outboxRoutes(app: FastifyInstance) {
  registerCollectionReads(app, contracts, {
    spec: OUTBOX_LIST_SPEC,
    fetch: (db, query) => listOutbox(db, withDefaultSort(query, NEWEST_FIRST)),
    find: findOutboxMail,
    toEntity: toOutboxEntity,
    exportSort: NEWEST_FIRST,
  });

  registerRoute(app, contracts.resend, {
    querystring: populateQuerystring(contracts.resend.querystring),
    handler: async (request) => {
      if (!app.mail.delivers)
        throw badRequest('No mail server is configured (SMTP_URL): the mail cannot be sent.');
      const row = await requeueMail(app.db, request.params.id);
      if (!row) throw notFound();
      app.mail.wake();
      return single(toOutboxEntity(row));
    },
  });
}

const NEWEST_FIRST = [{ column: 'created_at', direction: 'desc' as const }];
