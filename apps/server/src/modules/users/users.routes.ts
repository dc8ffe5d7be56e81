import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../http/errors';
import { paginationMeta, parseListQuery } from '../../http/strapi-query';
import { list, single } from '../../http/strapi-response';
import { parseDataBody, parseEntityId } from '../../http/validation';
import { requireRole } from '../../plugins/auth';
import { LastAdminError, listUsers, updateUserAccess } from './users.repository';
import {
  LAST_ADMIN_MESSAGE,
  toUserEntity,
  USERS_LIST_SPEC,
  USERS_OPENAPI_TAG,
  userAccessUpdateSchema,
} from './users.schemas';

/** User management, for Admins only: list accounts, change a role, disable or re-enable. */
export default async function usersRoutes(app: FastifyInstance) {
  const tags = [USERS_OPENAPI_TAG];
  const adminOnly = requireRole('Admin');

  app.get(
    '/api/users',
    { preHandler: adminOnly, schema: { tags, summary: 'List users (Admin)' } },
    async (request) => {
      const query = parseListQuery(request.query, USERS_LIST_SPEC);
      const { rows, total } = await listUsers(app.db, query);
      return list(rows.map(toUserEntity), paginationMeta(query, total));
    },
  );

  app.put<{ Params: { id: string } }>(
    '/api/users/:id',
    {
      preHandler: adminOnly,
      schema: { tags, summary: 'Change the role of a user, disable or re-enable it (Admin)' },
    },
    async (request) => {
      const id = parseEntityId(request.params.id);
      const changes = parseDataBody(userAccessUpdateSchema, request.body);
      try {
        const user = await updateUserAccess(app.db, id, changes);
        if (!user) throw notFound();
        return single(toUserEntity(user));
      } catch (error) {
        if (error instanceof LastAdminError) throw badRequest(LAST_ADMIN_MESSAGE);
        throw error;
      }
    },
  );
}
