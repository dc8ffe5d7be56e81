import type { FastifyInstance } from 'fastify';
import { contactSchema } from '@app/shared/contact';
import { createWriteBatcher } from '../../db/write-batcher';
import { notFound } from '../../http/errors';
import { parsePopulate } from '../../http/strapi-query';
import { registerListRoute } from '../../http/list-route';
import { single } from '../../http/strapi-response';
import { parseDataBody, parseEntityId } from '../../http/validation';
import { requireRole } from '../../plugins/auth';
import { strictRateLimit } from '../../plugins/rate-limits';
import { dataBody, errorResponse, idParams, singleResponse } from '../openapi/route-docs';
import { findContact, insertContacts, listContacts } from './contacts.repository';
import {
  contactAttributesSchema,
  CONTACTS_LIST_SPEC,
  CONTACTS_OPENAPI_TAG,
  toContactEntity,
} from './contacts.schemas';

/** The contact form (anyone may send) and the Messages tab (Staff read). */
export default async function contactsRoutes(app: FastifyInstance) {
  const tags = [CONTACTS_OPENAPI_TAG];
  const staffOnly = requireRole('Staff');
  const refused = { 400: errorResponse, 401: errorResponse, 403: errorResponse };
  // Messages sent at the same moment share one transaction and one disk sync.
  const contactWriter = createWriteBatcher(app.db, app.dbKind, insertContacts);
  app.addHook('onClose', () => contactWriter.close());

  app.post(
    '/api/contacts',
    {
      config: {
        rateLimit: strictRateLimit,
        openapi: {
          body: dataBody(contactSchema),
          response: {
            200: singleResponse(contactAttributesSchema),
            400: errorResponse,
            429: errorResponse,
          },
        },
      },
      schema: { tags, summary: 'Send a contact message (anyone)', security: [] },
    },
    async (request) => {
      const input = parseDataBody(contactSchema, request.body);
      return single(toContactEntity(await contactWriter.write(input)));
    },
  );

  registerListRoute(app, {
    url: '/api/contacts',
    spec: CONTACTS_LIST_SPEC,
    attributes: contactAttributesSchema,
    preHandler: staffOnly,
    schema: { tags, summary: 'List contact messages (Staff)' },
    fetch: listContacts,
    toEntities: (rows) => rows.map(toContactEntity),
  });

  app.get<{ Params: { id: string } }>(
    '/api/contacts/:id',
    {
      preHandler: staffOnly,
      config: {
        openapi: {
          params: idParams,
          response: {
            200: singleResponse(contactAttributesSchema),
            ...refused,
            404: errorResponse,
          },
        },
      },
      schema: { tags, summary: 'Get a contact message (Staff)' },
    },
    async (request) => {
      const id = parseEntityId(request.params.id);
      parsePopulate(request.query, []);
      const row = await findContact(app.db, id);
      if (!row) throw notFound();
      return single(toContactEntity(row));
    },
  );
}
