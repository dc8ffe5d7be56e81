import type { AuditEntryAttributes } from '@app/shared/audit';
import { toEntity, type Entity } from '../../http/strapi-response';
import type { AuditLogRow } from './audit.repository';

/** An audit entry in Strapi's shape, its changes and details read back from their JSON. */
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
