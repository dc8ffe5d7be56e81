import { useMemo } from 'react';
import { userRoutes } from '@app/shared/users';
import { formatCount, ListSection, useListTab } from '../../../components/admin/list-section';
import { useAdminUser } from '../../auth/components/require-admin-role';
import { useAwaitingApprovalCount } from '../api/get-awaiting-approval-count';
import { toUserListQuery, USER_LIST_URL_STATE, useUsers } from '../api/get-users';
import { isAwaitingApproval, type AdminUser } from '../types';
import { userColumns } from './user-columns';
import { UserFilters } from './user-filters';
import './users-admin.css';

const rowLabel = (user: AdminUser) => user.attributes.username;
const rowProps = (user: AdminUser) =>
  isAwaitingApproval(user.attributes) ? { className: 'users-table__row--awaiting' } : {};

export const USERS_LOAD_FAILED = 'Failed to load users.';

/**
 * The Users tab (Admins only; the server refuses everyone else too): every account with its role
 * and status, new signups easy to find, and the changes an Admin may make to each.
 */
export default function UsersTab() {
  const me = useAdminUser();
  const { table, query } = useListTab(USER_LIST_URL_STATE, useUsers);
  const awaiting = useAwaitingApprovalCount();
  const columns = useMemo(() => userColumns(me.id), [me.id]);

  return (
    <ListSection
      headingId="users-title"
      title="Users"
      noun={['user', 'users']}
      lead={(countText) => (
        <>
          {countText ?? 'Accounts and their access'}
          {awaiting.data ? ` · ${formatCount(awaiting.data)} awaiting approval` : ''}
        </>
      )}
      table={table}
      query={query}
      filters={<UserFilters table={table} awaitingCount={awaiting.data} />}
      caption="Users"
      columns={columns}
      getRowLabel={rowLabel}
      getRowProps={rowProps}
      loadError={USERS_LOAD_FAILED}
      emptyMessage="No users yet."
      noMatchesMessage="No users match these filters."
      paginationLabel="Users pages"
      exportCsv={{ route: userRoutes.export, query: toUserListQuery(table) }}
    />
  );
}
