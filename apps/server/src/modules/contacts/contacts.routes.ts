import type { FastifyInstance } from 'fastify';
import { contactSchema } from '@app/shared/contact';
import { notFound } from '../../http/errors';
import { paginationMeta, parseListQuery, parsePopulate } from '../../http/strapi-query';
import { list, single } from '../../http/strapi-response';
import { parseDataBody, parseEntityId } from '../../http/validation';
import { requireRole } from '../../plugins/auth';
import { strictRateLimit } from '../../plugins/rate-limits';
import { findContact, insertContact, listContacts } from './contacts.repository';
import { CONTACTS_LIST_SPEC, CONTACTS_OPENAPI_TAG, toContactEntity } from './contacts.schemas';

/** The contact form (anyone may send) and the Messages tab (Staff read). */
export default async function contactsRoutes(app: FastifyInstance) {
  const tags = [CONTACTS_OPENAPI_TAG];
  const staffOnly = requireRole('Staff');

  app.post(
    '/api/contacts',
    { config: { rateLimit: strictRateLimit }, schema: { tags, summary: 'Send a contact message' } },
    async (request) => {
      const input = parseDataBody(contactSchema, request.body);
      return single(toContactEntity(await insertContact(app.db, input)));
    },
  );

  app.get(
    '/api/contacts',
    { preHandler: staffOnly, schema: { tags, summary: 'List contact messages' } },
    async (request) => {
      const query = parseListQuery(request.query, CONTACTS_LIST_SPEC);
      const { rows, total } = await listContacts(app.db, query);
      return list(rows.map(toContactEntity), paginationMeta(query, total));
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/contacts/:id',
    { preHandler: staffOnly, schema: { tags, summary: 'Get a contact message' } },
    async (request) => {
      const id = parseEntityId(request.params.id);
      parsePopulate(request.query, []);
      const row = await findContact(app.db, id);
      if (!row) throw notFound();
      return single(toContactEntity(row));
    },
  );
}
