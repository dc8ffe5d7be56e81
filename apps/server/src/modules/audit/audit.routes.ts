import type { FastifyInstance } from 'fastify';
import { auditEntryAttributesSchema } from '@app/shared/audit';
import { paginationMeta, parseListQuery } from '../../http/strapi-query';
import { list } from '../../http/strapi-response';
import { requireRole } from '../../plugins/auth';
import { errorResponse, listQuery, listResponse } from '../openapi/route-docs';
import { listAuditEntries } from './audit.repository';
import { AUDIT_LIST_SPEC, AUDIT_OPENAPI_TAG, toAuditEntity } from './audit.schemas';

/** The audit trail of admin changes, for Admins only. */
export default async function auditRoutes(app: FastifyInstance) {
  app.get(
    '/api/audit-log',
    {
      preHandler: requireRole('Admin'),
      config: {
        openapi: {
          querystring: listQuery(AUDIT_LIST_SPEC),
          response: {
            200: listResponse(auditEntryAttributesSchema),
            400: errorResponse,
            401: errorResponse,
            403: errorResponse,
          },
        },
      },
      schema: {
        tags: [AUDIT_OPENAPI_TAG],
        summary: 'List the audit trail of admin changes, newest first (Admin)',
        description:
          'Who (user id and the username at the time), what (entity type and id, action, each changed field with its old and new value) and when.',
      },
    },
    async (request) => {
      const query = parseListQuery(request.query, AUDIT_LIST_SPEC);
      const page = await listAuditEntries(app.db, query);
      return list(page.rows.map(toAuditEntity), paginationMeta(query, page));
    },
  );
}
