import { MESSAGES } from '@app/shared/messages';
import { DataTable } from '../../../components/ui/data-table';
import { useKeepPageInRange, useTableUrlState } from '../../../components/ui/data-table-url-state';
import { Pagination } from '../../../components/ui/pagination';
import {
  APPLICATION_FILTER_KEYS,
  APPLICATION_SORT_FIELDS,
  DEFAULT_APPLICATION_SORT,
  useApplications,
} from '../api/get-applications';
import { applicantName, type Application } from '../types';
import { applicationColumns } from './application-columns';
import { ApplicationDetails } from './application-details';
import { ApplicationFilters } from './application-filters';
import './applications.css';

const count = new Intl.NumberFormat('en-US');
const rowId = (application: Application) => String(application.id);
const renderDetails = (application: Application) => <ApplicationDetails application={application} />;

/** Job applications: filter, sort and page on the server; status, interview time and remarks edited in place. */
export default function ApplicationsTab() {
  const table = useTableUrlState({
    filterKeys: APPLICATION_FILTER_KEYS,
    sortableFields: APPLICATION_SORT_FIELDS,
    defaultSort: DEFAULT_APPLICATION_SORT,
  });
  const { filters, sort, page, pageSize } = table;
  const query = useApplications({ filters, sort, page, pageSize });
  const pagination = query.data?.meta.pagination;
  useKeepPageInRange(page, pagination?.pageCount, table.setPage);

  return (
    <section aria-labelledby="applications-title">
      <div className="admin-section__header">
        <h2 id="applications-title" className="admin-section__title">
          Applications
        </h2>
        {pagination ? (
          <p className="admin-section__lead">
            {count.format(pagination.total)} {pagination.total === 1 ? 'application' : 'applications'}
            {table.hasFilters ? ' match the filters' : ''}
          </p>
        ) : null}
      </div>
      <ApplicationFilters table={table} />
      <DataTable
        caption="Job applications"
        columns={applicationColumns}
        data={query.data?.data}
        getRowId={rowId}
        getRowLabel={applicantName}
        sort={sort}
        onSortChange={table.setSort}
        isLoading={query.isPending}
        isFetching={query.isPlaceholderData}
        errorMessage={query.isError ? MESSAGES.loadApplicationsFailed : undefined}
        onRetry={() => void query.refetch()}
        emptyMessage={table.hasFilters ? 'No applications match these filters.' : 'No applications yet.'}
        renderDetail={renderDetails}
        footer={
          pagination && pagination.total > 0 ? (
            <Pagination
              label="Applications pages"
              itemLabel="applications"
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
