import { MESSAGES } from '@app/shared/messages';
import { DataTable } from '../../../components/ui/data-table';
import { useKeepPageInRange, useTableUrlState } from '../../../components/ui/data-table-url-state';
import { Pagination } from '../../../components/ui/pagination';
import { DEFAULT_MESSAGE_SORT, MESSAGE_FILTER_KEYS, MESSAGE_SORT_FIELDS, useMessages } from '../api/get-messages';
import { senderName, type ContactMessage } from '../types';
import { messageColumns } from './message-columns';
import { MessageDetails } from './message-details';
import { MessageFilters } from './message-filters';
import './messages.css';

const count = new Intl.NumberFormat('en-US');
const rowId = (message: ContactMessage) => String(message.id);
const messageLabel = (message: ContactMessage) => `the message from ${senderName(message)}`;
const renderDetails = (message: ContactMessage) => <MessageDetails message={message} />;

/** Contact messages: filter by topic, email and day sent; sorted and paged on the server. */
export default function MessagesTab() {
  const table = useTableUrlState({
    filterKeys: MESSAGE_FILTER_KEYS,
    sortableFields: MESSAGE_SORT_FIELDS,
    defaultSort: DEFAULT_MESSAGE_SORT,
  });
  const { filters, sort, page, pageSize } = table;
  const query = useMessages({ filters, sort, page, pageSize });
  const pagination = query.data?.meta.pagination;
  useKeepPageInRange(page, pagination?.pageCount, table.setPage);

  return (
    <section aria-labelledby="messages-title">
      <div className="admin-section__header">
        <h2 id="messages-title" className="admin-section__title">
          Messages
        </h2>
        {pagination ? (
          <p className="admin-section__lead">
            {count.format(pagination.total)} {pagination.total === 1 ? 'message' : 'messages'}
            {table.hasFilters ? ' match the filters' : ''}
          </p>
        ) : null}
      </div>
      <MessageFilters table={table} />
      <DataTable
        caption="Contact messages"
        columns={messageColumns}
        data={query.data?.data}
        getRowId={rowId}
        getRowLabel={messageLabel}
        sort={sort}
        onSortChange={table.setSort}
        isLoading={query.isPending}
        isFetching={query.isPlaceholderData}
        errorMessage={query.isError ? MESSAGES.loadMessagesFailed : undefined}
        onRetry={() => void query.refetch()}
        emptyMessage={table.hasFilters ? 'No messages match these filters.' : 'No messages yet.'}
        renderDetail={renderDetails}
        footer={
          pagination && pagination.total > 0 ? (
            <Pagination
              label="Messages pages"
              itemLabel="messages"
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
