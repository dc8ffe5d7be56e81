import type { FastifyInstance } from 'fastify';
import { auditRoutes as contracts } from '@app/shared/audit';
import { registerExportRoute } from '../../http/export-route';
import { registerListRoute } from '../../http/list-route';
import { toAuditEntity } from './audit.mapper';
import { AUDIT_LIST_SPEC, NEWEST_FIRST, listAuditEntries } from './audit.repository';

/** The audit trail of admin changes, for Admins only. */
export default async function auditRoutes(app: FastifyInstance) {
  registerListRoute(app, contracts.list, {
    spec: AUDIT_LIST_SPEC,
    fetch: listAuditEntries,
    toEntities: (rows) => rows.map(toAuditEntity),
  });
  registerExportRoute(app, contracts.export, {
    spec: AUDIT_LIST_SPEC,
    defaultSort: NEWEST_FIRST,
    toEntity: toAuditEntity,
  });
}
