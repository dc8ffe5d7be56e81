import { useMemo } from 'react';
import { DataTable } from '../../../components/ui/data-table';
import { useKeepPageInRange, useTableUrlState } from '../../../components/ui/data-table-url-state';
import { Pagination } from '../../../components/ui/pagination';
import { useAdminUser } from '../../auth/components/require-admin-role';
import { useAwaitingApprovalCount } from '../api/get-awaiting-approval-count';
import { DEFAULT_USER_SORT, USER_FILTER_KEYS, USER_SORT_FIELDS, useUsers } from '../api/get-users';
import { isAwaitingApproval, type AdminUser } from '../types';
import { userColumns } from './user-columns';
import { UserFilters } from './user-filters';
import './users-admin.css';

const count = new Intl.NumberFormat('en-US');
const rowId = (user: AdminUser) => String(user.id);
const rowLabel = (user: AdminUser) => user.attributes.username;
const rowProps = (user: AdminUser) => (isAwaitingApproval(user.attributes) ? { className: 'users-table__row--awaiting' } : {});

export const USERS_LOAD_FAILED = 'Failed to load users.';

/**
 * The Users tab (Admins only; the server refuses everyone else too): every account with its role
 * and status, new signups easy to find, and the changes an Admin may make to each.
 */
export default function UsersTab() {
  const me = useAdminUser();
  const table = useTableUrlState({ filterKeys: USER_FILTER_KEYS, sortableFields: USER_SORT_FIELDS, defaultSort: DEFAULT_USER_SORT });
  const { filters, sort, page, pageSize } = table;
  const query = useUsers({ filters, sort, page, pageSize });
  const awaiting = useAwaitingApprovalCount();
  const pagination = query.data?.meta.pagination;
  useKeepPageInRange(page, pagination?.pageCount, table.setPage);
  const columns = useMemo(() => userColumns(me.id), [me.id]);

  return (
    <section aria-labelledby="users-title">
      <div className="admin-section__header">
        <div>
          <h2 id="users-title" className="admin-section__title">
            Users
          </h2>
          <p className="admin-section__lead">
            {pagination ? `${count.format(pagination.total)} ${pagination.total === 1 ? 'user' : 'users'}${table.hasFilters ? ' match the filters' : ''}` : 'Accounts and their access'}
            {awaiting.data ? ` · ${count.format(awaiting.data)} awaiting approval` : ''}
          </p>
        </div>
      </div>
      <UserFilters table={table} awaitingCount={awaiting.data} />
      <DataTable
        caption="Users"
        columns={columns}
        data={query.data?.data}
        getRowId={rowId}
        getRowLabel={rowLabel}
        getRowProps={rowProps}
        sort={sort}
        onSortChange={table.setSort}
        isLoading={query.isPending}
        isFetching={query.isPlaceholderData}
        errorMessage={query.isError ? USERS_LOAD_FAILED : undefined}
        onRetry={() => void query.refetch()}
        emptyMessage={table.hasFilters ? 'No users match these filters.' : 'No users yet.'}
        footer={
          pagination && pagination.total > 0 ? (
            <Pagination
              label="Users pages"
              itemLabel="users"
              page={page}
              pageSize={pageSize}
              pageCount={pagination.pageCount}
              total={pagination.total}
              onPageChange={table.setPage}
              onPageSizeChange={table.setPageSize}
            />
          ) : null
        }
      />
    </section>
  );
}
