import { createColumnHelper } from '@tanstack/react-table';
import { SYSTEM_ACTOR_NAME, type AuditAction, type AuditEntryAttributes } from '@app/shared/audit';
import { createdAtColumn } from '../../../components/admin/created-at-column';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import type { StrapiEntity } from '../../../lib/strapi';
import { ACTION_LABELS, entityLabel } from '../audit-labels';
import { AuditChanges } from './audit-changes';

export type AuditEntry = StrapiEntity<AuditEntryAttributes>;

const column = createColumnHelper<AuditEntry>();

const ACTION_TONES: Record<AuditAction, BadgeTone> = {
  create: 'success',
  update: 'info',
  delete: 'danger',
  erase: 'danger',
  expire: 'danger',
  export: 'info',
};

/** The Audit log's columns; a sortable column's id is the API field it sorts by. */
export const auditColumns = [
  createdAtColumn<AuditEntry>('When'),
  column.accessor((entry) => entry.attributes.username, {
    id: 'username',
    header: 'User',
    enableSorting: true,
    meta: { className: 'audit-log__user' },
    cell: ({ row, getValue }) =>
      row.original.attributes.userId === null ? (
        <span className="audit-log__system">{SYSTEM_ACTOR_NAME}</span>
      ) : (
        getValue()
      ),
  }),
  column.accessor((entry) => entityLabel(entry.attributes), {
    id: 'entityType',
    header: 'Entity',
    enableSorting: true,
    meta: { className: 'nowrap' },
  }),
  column.accessor((entry) => entry.attributes.action, {
    id: 'action',
    header: 'Action',
    enableSorting: true,
    cell: ({ getValue }) => (
      <Badge tone={ACTION_TONES[getValue()] ?? 'neutral'}>
        {ACTION_LABELS[getValue()] ?? getValue()}
      </Badge>
    ),
  }),
  column.display({
    id: 'changes',
    header: 'Changes',
    meta: { className: 'audit-log__changes' },
    cell: ({ row }) => <AuditChanges entry={row.original.attributes} />,
  }),
];
