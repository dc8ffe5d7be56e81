import { createColumnHelper } from '@tanstack/react-table';
import { useCallback, useMemo, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { AddButton } from '../../../components/admin/add-button';
import { FilterBar, SearchFilter } from '../../../components/admin/filter-fields';
import { ListSection } from '../../../components/admin/list-section';
import { useConfirmedDelete } from '../../../components/admin/use-confirmed-delete';
import { useTableUrlState } from '../../../components/ui/data-table-url-state';
import { useDeleteEntry } from '../api/delete-entry';
import { toEntryListQuery, useEntries } from '../api/get-entries';
import type { MediaEntry, MediaEntryDefinition, MediaFieldOf } from '../media-entry';
import { EditDeleteActions } from './edit-delete-actions';
import { MediaEntryEditor } from './media-entry-editor';
import './media-admin.css';

export interface MediaEntryTabProps<A, V extends FieldValues, D, M extends MediaFieldOf<A>> {
  definition: MediaEntryDefinition<A, V, D, M>;
}

/** What the editor is open for: a new entry, or one to change. */
type Editing<A> = { entry: MediaEntry<A> | null } | null;

/**
 * The tab of a Culture page collection with media (events, testimonials): its entries, searched,
 * sorted and paged on the server, added and changed in an editor with uploads, and deleted after
 * confirmation.
 */
export function MediaEntryTab<A, V extends FieldValues, D, M extends MediaFieldOf<A>>({
  definition,
}: MediaEntryTabProps<A, V, D, M>) {
  const { collection, names, messages, nameOf } = definition;
  const plural = names.other.toLowerCase();
  const filterKeys = useMemo(() => [collection.searchField], [collection.searchField]);
  const table = useTableUrlState({
    filterKeys,
    sortableFields: definition.sortFields,
    defaultSort: definition.defaultSort,
  });
  const { filters, sort, page, pageSize } = table;
  const listParams = { search: filters[collection.searchField] ?? '', sort, page, pageSize };
  const query = useEntries<A>(collection, listParams);

  const [editing, setEditing] = useState<Editing<A>>(null);
  const { mutateAsync: deleteEntry } = useDeleteEntry(collection);
  const confirmDelete = useConfirmedDelete();
  const rowLabel = useCallback((entry: MediaEntry<A>) => nameOf(entry.attributes), [nameOf]);

  const columns = useMemo(() => {
    const column = createColumnHelper<MediaEntry<A>>();
    const actions = column.display({
      id: 'actions',
      header: () => <span className="visually-hidden">Actions</span>,
      meta: { align: 'end', className: 'media-table__actions' },
      cell: ({ row }) => (
        <EditDeleteActions
          name={nameOf(row.original.attributes)}
          onEdit={() => setEditing({ entry: row.original })}
          onDelete={() =>
            confirmDelete({
              title: definition.deleteTitle(nameOf(row.original.attributes)),
              message: messages.confirmDelete,
              remove: () => deleteEntry(row.original.id),
              deleted: messages.deleted,
              failed: messages.deleteFailed,
            })
          }
        />
      ),
    });
    return [...definition.columns, actions];
  }, [definition, nameOf, messages, confirmDelete, deleteEntry]);

  return (
    <ListSection
      headingId={`${plural}-title`}
      title={names.other}
      noun={[names.one.toLowerCase(), plural]}
      lead={(countText) => `${definition.lead}${countText ? ` ${countText}.` : ''}`}
      table={table}
      query={query}
      onRowOpen={(entry) => setEditing({ entry })}
      filters={
        <FilterBar
          table={table}
          label={`Filter ${plural}`}
          actions={
            <AddButton onClick={() => setEditing({ entry: null })}>{`Add ${names.one}`}</AddButton>
          }
        >
          <SearchFilter
            table={table}
            name={collection.searchField}
            label={definition.searchLabel}
            placeholder={`Search by ${definition.searchLabel.toLowerCase()}`}
          />
        </FilterBar>
      }
      caption={names.other}
      columns={columns}
      getRowLabel={rowLabel}
      loadError={messages.loadFailed}
      emptyMessage={messages.empty}
      noMatchesMessage={messages.noMatches}
      paginationLabel={`${names.other} pages`}
      exportCsv={
        collection.export
          ? { route: collection.export, query: toEntryListQuery(collection, listParams) }
          : undefined
      }
    >
      {editing ? (
        <MediaEntryEditor
          key={editing.entry?.id ?? 'new'}
          definition={definition}
          entry={editing.entry}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </ListSection>
  );
}
