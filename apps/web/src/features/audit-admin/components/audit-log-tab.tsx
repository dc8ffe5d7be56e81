import { DataTable } from '../../../components/ui/data-table';
import { useKeepPageInRange, useTableUrlState } from '../../../components/ui/data-table-url-state';
import { Pagination } from '../../../components/ui/pagination';
import {
  AUDIT_FILTER_KEYS,
  AUDIT_SORT_FIELDS,
  DEFAULT_AUDIT_SORT,
  useAuditLog,
} from '../api/get-audit-log';
import { entityLabel } from '../audit-labels';
import { auditColumns, type AuditEntry } from './audit-columns';
import { AuditFilters } from './audit-filters';
import './audit-log.css';

export const LOAD_AUDIT_LOG_FAILED = 'Failed to load the audit log.';

const count = new Intl.NumberFormat('en-US');
const rowId = (entry: AuditEntry) => String(entry.id);
const rowLabel = (entry: AuditEntry) => `the change to ${entityLabel(entry.attributes)}`;

/**
 * The audit trail (Admins only): who changed what and when, newest first, with each field's old
 * and new value. Filtered, sorted and paged on the server; the filters live in the address.
 */
export default function AuditLogTab() {
  const table = useTableUrlState({
    filterKeys: AUDIT_FILTER_KEYS,
    sortableFields: AUDIT_SORT_FIELDS,
    defaultSort: DEFAULT_AUDIT_SORT,
  });
  const { filters, sort, page, pageSize } = table;
  const query = useAuditLog({ filters, sort, page, pageSize });
  const pagination = query.data?.meta.pagination;
  useKeepPageInRange(page, pagination?.pageCount, table.setPage);

  return (
    <section aria-labelledby="audit-log-title">
      <div className="admin-section__header">
        <h2 id="audit-log-title" className="admin-section__title">
          Audit log
        </h2>
        {pagination ? (
          <p className="admin-section__lead">
            {count.format(pagination.total)} {pagination.total === 1 ? 'entry' : 'entries'}
            {table.hasFilters ? ' match the filters' : ''}
          </p>
        ) : null}
      </div>
      <AuditFilters table={table} />
      <DataTable
        caption="Audit log of admin changes"
        columns={auditColumns}
        data={query.data?.data}
        getRowId={rowId}
        getRowLabel={rowLabel}
        sort={sort}
        onSortChange={table.setSort}
        isLoading={query.isPending}
        isFetching={query.isPlaceholderData}
        errorMessage={query.isError ? LOAD_AUDIT_LOG_FAILED : undefined}
        onRetry={() => void query.refetch()}
        emptyMessage={
          table.hasFilters ? 'No changes match these filters.' : 'No changes recorded yet.'
        }
        footer={
          pagination && pagination.total > 0 ? (
            <Pagination
              label="Audit log pages"
              itemLabel="entries"
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
