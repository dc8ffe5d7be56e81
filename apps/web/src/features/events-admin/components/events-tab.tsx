import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { FilterBar, SearchFilter } from '../../../components/admin/filter-fields';
import { ListSection } from '../../../components/admin/list-section';
import { useConfirmedDelete } from '../../../components/admin/use-confirmed-delete';
import { Button } from '../../../components/ui/button';
import { useTableUrlState } from '../../../components/ui/data-table-url-state';
import { useDeleteEvent } from '../api/delete-event';
import {
  DEFAULT_EVENT_SORT,
  EVENT_FILTER_KEYS,
  EVENT_SORT_FIELDS,
  useAdminEvents,
  type AdminEvent,
} from '../api/get-events';
import { EVENT_MESSAGES } from '../event-messages';
import { eventColumns } from './event-columns';
import { EventEditorDialog } from './event-editor-dialog';
import './events-admin.css';

const rowId = (event: AdminEvent) => String(event.id);
const rowLabel = (event: AdminEvent) => event.attributes.title;

/** What the editor is open for: a new event, or one to change. */
type Editing = { event: AdminEvent | null } | null;

/** The Events tab: the Culture page's events, with their photos and videos, added, changed and deleted. */
export default function EventsTab() {
  const table = useTableUrlState({
    filterKeys: EVENT_FILTER_KEYS,
    sortableFields: EVENT_SORT_FIELDS,
    defaultSort: DEFAULT_EVENT_SORT,
  });
  const { filters, sort, page, pageSize } = table;
  const query = useAdminEvents({ title: filters.title, sort, page, pageSize });

  const [editing, setEditing] = useState<Editing>(null);
  const { mutateAsync: deleteEvent } = useDeleteEvent();
  const confirmDelete = useConfirmedDelete();

  const columns = useMemo(
    () =>
      eventColumns({
        onEdit: (event) => setEditing({ event }),
        onDelete: (event) =>
          confirmDelete({
            title: `Delete “${event.attributes.title}”?`,
            message: EVENT_MESSAGES.confirmDelete,
            remove: () => deleteEvent(event.id),
            deleted: EVENT_MESSAGES.deleted,
            failed: EVENT_MESSAGES.deleteFailed,
          }),
      }),
    [confirmDelete, deleteEvent],
  );

  return (
    <ListSection
      headingId="events-title"
      title="Events"
      noun={['event', 'events']}
      lead={(countText) =>
        `Shown on the Culture page, newest first.${countText ? ` ${countText}.` : ''}`
      }
      table={table}
      query={query}
      filters={
        <FilterBar
          table={table}
          label="Filter events"
          actions={
            <Button onClick={() => setEditing({ event: null })}>
              <Plus aria-hidden="true" size={18} />
              Add Event
            </Button>
          }
        >
          <SearchFilter table={table} name="title" label="Title" placeholder="Search by title" />
        </FilterBar>
      }
      caption="Events"
      columns={columns}
      getRowId={rowId}
      getRowLabel={rowLabel}
      loadError={EVENT_MESSAGES.loadFailed}
      emptyMessage={EVENT_MESSAGES.noEvents}
      noMatchesMessage={EVENT_MESSAGES.noMatches}
      paginationLabel="Events pages"
    >
      {editing ? (
        <EventEditorDialog
          key={editing.event?.id ?? 'new'}
          event={editing.event}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </ListSection>
  );
}
