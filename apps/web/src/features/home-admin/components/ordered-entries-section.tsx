import { useState, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { toast } from 'sonner';
import { AddButton } from '../../../components/admin/add-button';
import { MoveButtons } from '../../../components/admin/move-buttons';
import { useFocusAfterMove, type MoveDirection } from '../../../components/admin/move-focus';
import { useConfirmedDelete } from '../../../components/admin/use-confirmed-delete';
import { Alert } from '../../../components/ui/alert';
import { describeError } from '../../../lib/describe-error';
import { useDeleteEntry } from '../../media-admin/api/delete-entry';
import { EditDeleteActions } from '../../media-admin/components/edit-delete-actions';
import { MediaEntryEditor } from '../../media-admin/components/media-entry-editor';
import type {
  MediaEditorDefinition,
  MediaEntry,
  MediaFieldOf,
} from '../../media-admin/media-entry';
import { useOrderedEntries } from '../api/get-ordered-entries';
import { movedOrder, useReorderEntries, type ReorderRoute } from '../api/reorder-entries';

export interface OrderedEntriesSectionProps<
  A,
  V extends FieldValues,
  D,
  M extends MediaFieldOf<A>,
> {
  /** The add and edit dialog: the media tabs' editor, with this collection's fields. */
  editor: MediaEditorDefinition<A, V, D, M>;
  reorderRoute: ReorderRoute;
  /** The line under the title: where the home page shows the entries. */
  lead: string;
  nameOf: (attributes: A) => string;
  /** A second line beside the name (a testimonial's person and company). */
  detailOf?: (attributes: A) => ReactNode;
  /** The entry's picture: a logo, or a photo and initials. */
  Preview: (props: { attributes: A }) => ReactNode;
  confirmDelete: string;
}

/**
 * A home page collection in the order the page shows it: each entry with its picture, moved one
 * place up or down with buttons (focus stays on the moved entry's button and the new place is
 * announced), edited and deleted; added at the end.
 */
export function OrderedEntriesSection<A, V extends FieldValues, D, M extends MediaFieldOf<A>>({
  editor,
  reorderRoute,
  lead,
  nameOf,
  detailOf,
  Preview,
  confirmDelete,
}: OrderedEntriesSectionProps<A, V, D, M>) {
  const { collection, names } = editor;
  const plural = names.other.toLowerCase();
  const headingId = `${collection.key}-title`;
  const query = useOrderedEntries<A>(collection);
  const reorder = useReorderEntries(reorderRoute, collection.key);
  const { mutateAsync: deleteEntry } = useDeleteEntry(collection);
  const confirmedDelete = useConfirmedDelete();
  const [editing, setEditing] = useState<{ entry: MediaEntry<A> | null } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const { listRef, focusAfterMove } = useFocusAfterMove<HTMLOListElement>(reorder.isPending);
  const entries = query.data?.data ?? [];

  async function move(index: number, direction: MoveDirection) {
    const entry = entries[index]!;
    const to = direction === 'up' ? index - 1 : index + 1;
    focusAfterMove(entry.id, direction);
    try {
      await reorder.mutateAsync(
        movedOrder(
          entries.map((item) => item.id),
          index,
          to,
        ),
      );
      setAnnouncement(`${nameOf(entry.attributes)} moved to place ${to + 1} of ${entries.length}.`);
    } catch (error) {
      toast.error(`Failed to move the ${names.one.toLowerCase()}.`, {
        description: describeError(error),
      });
    }
  }

  return (
    <section className="home-admin__part" aria-labelledby={headingId}>
      <div className="admin-section__header">
        <div>
          <h2 id={headingId} className="admin-section__title">
            {names.other}{' '}
            {query.data ? <span className="home-admin__count">({entries.length})</span> : null}
          </h2>
          <p className="admin-section__lead">{lead}</p>
        </div>
        <AddButton onClick={() => setEditing({ entry: null })}>{`Add ${names.one}`}</AddButton>
      </div>
      {query.isPending ? (
        <p role="status">{`Loading ${plural}…`}</p>
      ) : query.isError ? (
        <Alert tone="error">{`Failed to load ${plural}. ${describeError(query.error)}`}</Alert>
      ) : entries.length === 0 ? (
        <p className="home-admin__empty">{`No ${plural} yet: the home page leaves this part out.`}</p>
      ) : (
        <ol className="home-admin__list" ref={listRef} aria-labelledby={headingId}>
          {entries.map((entry, index) => {
            const name = nameOf(entry.attributes);
            return (
              <li key={entry.id} className="home-admin__entry">
                <span className="home-admin__place">{index + 1}</span>
                <Preview attributes={entry.attributes} />
                <span className="home-admin__text">
                  <span className="home-admin__name">{name}</span>
                  {detailOf ? (
                    <span className="home-admin__detail">{detailOf(entry.attributes)}</span>
                  ) : null}
                </span>
                <span className="home-admin__actions">
                  <MoveButtons
                    name={name}
                    id={entry.id}
                    isFirst={index === 0}
                    isLast={index === entries.length - 1}
                    busy={reorder.isPending}
                    onMove={(direction) => void move(index, direction)}
                  />
                  <EditDeleteActions
                    name={name}
                    onEdit={() => setEditing({ entry })}
                    onDelete={() =>
                      void confirmedDelete({
                        title: `Delete ${name}?`,
                        message: confirmDelete,
                        remove: () => deleteEntry(entry.id),
                        deleted: `${names.one} deleted.`,
                        failed: `Failed to delete ${names.one.toLowerCase()}.`,
                      })
                    }
                  />
                </span>
              </li>
            );
          })}
        </ol>
      )}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {editing ? (
        <MediaEntryEditor
          key={editing.entry?.id ?? 'new'}
          definition={editor}
          entry={editing.entry}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </section>
  );
}
