import { createColumnHelper } from '@tanstack/react-table';
import { formatTimestamp } from '@app/shared/display-format';
import { Badge } from '../../../components/ui/badge';
import { isAwaitingApproval, type AdminUser } from '../types';
import { UserActionsCell } from './user-actions-cell';
import { AwaitingApprovalBadge, RoleBadge, StatusBadge } from './user-badges';

const column = createColumnHelper<AdminUser>();

/** The Users table's columns; a sortable column's id is the API field it sorts by. */
export function userColumns(currentUserId: number) {
  return [
    column.accessor((user) => user.attributes.username, {
      id: 'username',
      header: 'Username',
      enableSorting: true,
      meta: { className: 'users-table__username' },
      cell: ({ row, getValue }) => (
        <div className="users-table__name">
          <span className="cell-stack__main">{getValue()}</span>
          {row.original.id === currentUserId ? <Badge tone="brand-outline">You</Badge> : null}
          {isAwaitingApproval(row.original.attributes) ? <AwaitingApprovalBadge /> : null}
        </div>
      ),
    }),
    column.accessor((user) => user.attributes.email, {
      id: 'email',
      header: 'Email',
      enableSorting: true,
      cell: ({ getValue }) => (
        <a className="users-table__email" href={`mailto:${getValue()}`}>
          {getValue()}
        </a>
      ),
    }),
    column.accessor((user) => user.attributes.role, {
      id: 'role',
      header: 'Role',
      enableSorting: true,
      cell: ({ getValue }) => <RoleBadge role={getValue()} />,
    }),
    column.accessor((user) => user.attributes.disabled, {
      id: 'disabled',
      header: 'Status',
      enableSorting: true,
      cell: ({ getValue }) => <StatusBadge disabled={getValue()} />,
    }),
    column.accessor((user) => user.attributes.createdAt, {
      id: 'createdAt',
      header: 'Created',
      enableSorting: true,
      meta: { className: 'nowrap' },
      cell: ({ getValue }) => formatTimestamp(getValue()),
    }),
    column.display({
      id: 'actions',
      header: 'Actions',
      meta: { className: 'users-table__actions' },
      cell: ({ row }) => <UserActionsCell user={row.original} currentUserId={currentUserId} />,
    }),
  ];
}
