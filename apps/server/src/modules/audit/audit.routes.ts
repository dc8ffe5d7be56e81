import type { FastifyInstance } from 'fastify';
import { auditEntryAttributesSchema } from '@app/shared/audit';
import { registerListRoute } from '../../http/list-route';
import { requireRole } from '../../plugins/auth';
import { listAuditEntries } from './audit.repository';
import { AUDIT_LIST_SPEC, AUDIT_OPENAPI_TAG, toAuditEntity } from './audit.schemas';

/** The audit trail of admin changes, for Admins only. */
export default async function auditRoutes(app: FastifyInstance) {
  registerListRoute(app, {
    url: '/api/audit-log',
    spec: AUDIT_LIST_SPEC,
    attributes: auditEntryAttributesSchema,
    preHandler: requireRole('Admin'),
    schema: {
      tags: [AUDIT_OPENAPI_TAG],
      summary: 'List the audit trail of admin changes, newest first (Admin)',
      description:
        'Who (user id and the username at the time), what (entity type and id, action, each changed field with its old and new value) and when.',
    },
    fetch: listAuditEntries,
    toEntities: (rows) => rows.map(toAuditEntity),
  });
}
