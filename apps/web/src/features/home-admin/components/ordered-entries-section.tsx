import { ArrowDown, ArrowUp } from 'lucide-react';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { toast } from 'sonner';
import { AddButton } from '../../../components/admin/add-button';
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

type Move = 'up' | 'down';

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
  const listRef = useRef<HTMLOListElement>(null);
  const focusAfterMove = useRef<{ id: number; move: Move } | null>(null);
  const entries = query.data?.data ?? [];

  // After a move the list renders anew: focus returns to the moved entry's button, or to its
  // other one when it reached an end.
  useLayoutEffect(() => {
    const target = focusAfterMove.current;
    if (!target || !listRef.current || reorder.isPending) return;
    const button = (move: Move) =>
      listRef.current!.querySelector<HTMLButtonElement>(
        `[data-entry-id="${target.id}"][data-move="${move}"]:not(:disabled)`,
      );
    const found = button(target.move) ?? button(target.move === 'up' ? 'down' : 'up');
    if (!found) return;
    focusAfterMove.current = null;
    found.focus();
  });

  async function move(index: number, direction: Move) {
    const entry = entries[index]!;
    const to = direction === 'up' ? index - 1 : index + 1;
    focusAfterMove.current = { id: entry.id, move: direction };
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
                  {(['up', 'down'] as const).map((direction) => (
                    <button
                      key={direction}
                      type="button"
                      className="icon-button"
                      aria-label={`Move ${direction}: ${name}`}
                      title={`Move ${direction}`}
                      data-entry-id={entry.id}
                      data-move={direction}
                      disabled={
                        reorder.isPending ||
                        (direction === 'up' ? index === 0 : index === entries.length - 1)
                      }
                      onClick={() => void move(index, direction)}
                    >
                      {direction === 'up' ? (
                        <ArrowUp aria-hidden="true" size={16} />
                      ) : (
                        <ArrowDown aria-hidden="true" size={16} />
                      )}
                    </button>
                  ))}
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
