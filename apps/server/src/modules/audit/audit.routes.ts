import type { FastifyInstance } from 'fastify';
import { auditRoutes as contracts } from '@app/shared/audit';
import { registerListRoute } from '../../http/list-route';
import { toAuditEntity } from './audit.mapper';
import { AUDIT_LIST_SPEC, listAuditEntries } from './audit.repository';

/** The audit trail of admin changes, for Admins only. */
export default async function auditRoutes(app: FastifyInstance) {
  registerListRoute(app, contracts.list, {
    spec: AUDIT_LIST_SPEC,
    fetch: listAuditEntries,
    toEntities: (rows) => rows.map(toAuditEntity),
  });
}
