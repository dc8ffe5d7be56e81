import type { AuditEntryAttributes } from '@app/shared/audit';
import type { AuditEntry } from '../components/audit-columns';

/** An audit entry as `GET /api/audit-log` returns it: by default Staff changing a status. */
export function auditEntry(id: number, overrides: Partial<AuditEntryAttributes> = {}): AuditEntry {
  return {
    id,
    attributes: {
      createdAt: '2025-07-11T09:05:00.000Z',
      userId: 4,
      username: 'Sana Staff',
      entityType: 'application',
      entityId: 12,
      action: 'update',
      changes: { applicationStatus: { old: 'Pending', new: 'Shortlisted' } },
      details: {},
      redactedAt: null,
      ...overrides,
    },
  };
}
