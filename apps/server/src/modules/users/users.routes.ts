import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../http/errors';
import { parsePopulate } from '../../http/strapi-query';
import { registerListRoute } from '../../http/list-route';
import { single } from '../../http/strapi-response';
import { parseDataBody, parseEntityId } from '../../http/validation';
import { requireRole } from '../../plugins/auth';
import { actorOf } from '../audit/audit-entry';
import { dataBody, errorResponse, idParams, singleResponse } from '../openapi/route-docs';
import { findUserById, LastAdminError, listUsers, updateUserAccess } from './users.repository';
import {
  LAST_ADMIN_MESSAGE,
  toUserEntity,
  USERS_LIST_SPEC,
  USERS_OPENAPI_TAG,
  userAccessUpdateSchema,
  userAttributesSchema,
} from './users.schemas';

/** User management, for Admins only: list and read accounts, change a role, disable or re-enable. */
export default async function usersRoutes(app: FastifyInstance) {
  const tags = [USERS_OPENAPI_TAG];
  const adminOnly = requireRole('Admin');
  const refused = { 400: errorResponse, 401: errorResponse, 403: errorResponse };

  registerListRoute(app, {
    url: '/api/users',
    spec: USERS_LIST_SPEC,
    attributes: userAttributesSchema,
    preHandler: adminOnly,
    schema: { tags, summary: 'List users (Admin)' },
    fetch: listUsers,
    toEntities: (rows) => rows.map(toUserEntity),
  });

  app.get<{ Params: { id: string } }>(
    '/api/users/:id',
    {
      preHandler: adminOnly,
      config: {
        openapi: {
          params: idParams,
          response: { 200: singleResponse(userAttributesSchema), ...refused, 404: errorResponse },
        },
      },
      schema: { tags, summary: 'Get a user (Admin)' },
    },
    async (request) => {
      const id = parseEntityId(request.params.id);
      parsePopulate(request.query, []);
      const user = await findUserById(app.db, id);
      if (!user) throw notFound();
      return single(toUserEntity(user));
    },
  );

  app.put<{ Params: { id: string } }>(
    '/api/users/:id',
    {
      preHandler: adminOnly,
      config: {
        openapi: {
          params: idParams,
          body: dataBody(userAccessUpdateSchema),
          response: { 200: singleResponse(userAttributesSchema), ...refused, 404: errorResponse },
        },
      },
      schema: {
        tags,
        summary: 'Change the role of a user, disable or re-enable it (Admin)',
        description: 'Refused (400 ApplicationError) when it would leave no active Admin.',
      },
    },
    async (request) => {
      const id = parseEntityId(request.params.id);
      const changes = parseDataBody(userAccessUpdateSchema, request.body);
      try {
        const user = await updateUserAccess(app.db, id, changes, actorOf(request));
        if (!user) throw notFound();
        return single(toUserEntity(user));
      } catch (error) {
        if (error instanceof LastAdminError) throw badRequest(LAST_ADMIN_MESSAGE);
        throw error;
      }
    },
  );
}
