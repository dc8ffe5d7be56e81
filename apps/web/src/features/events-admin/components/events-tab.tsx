import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { useConfirm } from '../../../components/ui/confirm';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { DataTableSearchInput } from '../../../components/ui/data-table-search-input';
import { DataTableToolbar } from '../../../components/ui/data-table-toolbar';
import { useKeepPageInRange, useTableUrlState } from '../../../components/ui/data-table-url-state';
import { FormField } from '../../../components/ui/form-field';
import { Pagination } from '../../../components/ui/pagination';
import { describeError } from '../../services/describe-error';
import { useDeleteEvent } from '../api/delete-event';
import { DEFAULT_EVENT_SORT, EVENT_FILTER_KEYS, EVENT_SORT_FIELDS, useAdminEvents, type AdminEvent } from '../api/get-events';
import { EVENT_MESSAGES } from '../event-messages';
import { eventColumns } from './event-columns';
import { EventEditorDialog } from './event-editor-dialog';
import './events-admin.css';

const count = new Intl.NumberFormat('en-US');
const rowId = (event: AdminEvent) => String(event.id);
const rowLabel = (event: AdminEvent) => event.attributes.title;

/** What the editor is open for: a new event, or one to change. */
type Editing = { event: AdminEvent | null } | null;

/** The Events tab: the Culture page's events, with their photos and videos, added, changed and deleted. */
export default function EventsTab() {
  const table = useTableUrlState({ filterKeys: EVENT_FILTER_KEYS, sortableFields: EVENT_SORT_FIELDS, defaultSort: DEFAULT_EVENT_SORT });
  const { filters, sort, page, pageSize } = table;
  const query = useAdminEvents({ title: filters.title, sort, page, pageSize });
  const pagination = query.data?.meta.pagination;
  useKeepPageInRange(page, pagination?.pageCount, table.setPage);

  const [editing, setEditing] = useState<Editing>(null);
  const { mutateAsync: deleteEvent } = useDeleteEvent();
  const confirm = useConfirm();

  const columns = useMemo(
    () =>
      eventColumns({
        onEdit: (event) => setEditing({ event }),
        onDelete: async (event) => {
          const confirmed = await confirm({
            title: `Delete “${event.attributes.title}”?`,
            message: EVENT_MESSAGES.confirmDelete,
            confirmLabel: 'Delete',
            tone: 'danger',
          });
          if (!confirmed) return;
          try {
            await deleteEvent(event.id);
            toast.success(EVENT_MESSAGES.deleted);
          } catch (error) {
            toast.error(EVENT_MESSAGES.deleteFailed, { description: describeError(error) });
          }
        },
      }),
    [confirm, deleteEvent],
  );

  return (
    <section aria-labelledby="events-title">
      <div className="admin-section__header">
        <div>
          <h2 id="events-title" className="admin-section__title">
            Events
          </h2>
          <p className="admin-section__lead">
            Shown on the Culture page, newest first.
            {pagination
              ? ` ${count.format(pagination.total)} ${pagination.total === 1 ? 'event' : 'events'}${table.hasFilters ? (pagination.total === 1 ? ' matches' : ' match') : ''}.`
              : ''}
          </p>
        </div>
      </div>
      <DataTableToolbar
        label="Filter events"
        onClear={table.clearFilters}
        canClear={table.hasFilters}
        actions={
          <Button onClick={() => setEditing({ event: null })}>
            <Plus aria-hidden="true" size={18} />
            Add Event
          </Button>
        }
      >
        <FormField label="Title">
          <DataTableSearchInput
            placeholder="Search by title"
            value={filters.title}
            onValueChange={(value) => table.setFilter('title', value)}
          />
        </FormField>
      </DataTableToolbar>
      <DataTable
        caption="Events"
        columns={columns}
        data={query.data?.data}
        getRowId={rowId}
        getRowLabel={rowLabel}
        sort={sort}
        onSortChange={table.setSort}
        isLoading={query.isPending}
        isFetching={query.isPlaceholderData}
        errorMessage={query.isError ? EVENT_MESSAGES.loadFailed : undefined}
        onRetry={() => void query.refetch()}
        emptyMessage={table.hasFilters ? EVENT_MESSAGES.noMatches : EVENT_MESSAGES.noEvents}
        footer={
          pagination && pagination.total > 0 ? (
            <Pagination
              label="Events pages"
              itemLabel="events"
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
      {editing ? <EventEditorDialog key={editing.event?.id ?? 'new'} event={editing.event} onClose={() => setEditing(null)} /> : null}
    </section>
  );
}
