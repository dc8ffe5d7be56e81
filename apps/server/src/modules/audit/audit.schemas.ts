import type { AuditEntryAttributes } from '@app/shared/audit';
import type { ListSpec } from '../../http/strapi-query';
import { toEntity, type Entity } from '../../http/strapi-response';
import type { AuditLogRow } from './audit.repository';

export const AUDIT_OPENAPI_TAG = 'Audit log';

/** What `GET /api/audit-log` may filter and sort on; each filter has an index with `created_at`. */
export const AUDIT_LIST_SPEC: ListSpec = {
  filters: {
    entityType: { column: 'entity_type', type: 'string', operators: ['$eq', '$in'] },
    entityId: { column: 'entity_id', type: 'id', operators: ['$eq'] },
    action: { column: 'action', type: 'string', operators: ['$eq', '$in'] },
    userId: { column: 'user_id', type: 'id', operators: ['$eq'] },
    username: { column: 'username', type: 'string', operators: ['$eq', '$containsi'] },
    createdAt: { column: 'created_at', type: 'timestamp', operators: ['$gte', '$lte'] },
  },
  sortable: {
    createdAt: 'created_at',
    username: 'username',
    entityType: 'entity_type',
    action: 'action',
    id: 'id',
  },
};

export function toAuditEntity(row: AuditLogRow): Entity<AuditEntryAttributes> {
  return toEntity(row.id, {
    createdAt: row.created_at,
    userId: row.user_id,
    username: row.username,
    entityType: row.entity_type,
    entityId: row.entity_id,
    action: row.action,
    changes: JSON.parse(row.changes) as AuditEntryAttributes['changes'],
    details: JSON.parse(row.details) as AuditEntryAttributes['details'],
    redactedAt: row.redacted_at,
  });
}
