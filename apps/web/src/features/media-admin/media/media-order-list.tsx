import { Star, Trash2 } from 'lucide-react';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { MoveButtons } from '../../../components/admin/move-buttons';
import { focusMoveButton } from '../../../components/admin/move-focus';
import { Button } from '../../../components/ui/button';
import { IconButton } from '../../../components/ui/icon-button';
import { moveItem, type EditorMedia } from './editor-media';
import './media-order.css';

type MediaAction = 'up' | 'down' | 'cover' | 'remove';

export interface MediaOrderListProps {
  /** `Images` or `Videos`. */
  title: string;
  items: readonly EditorMedia[];
  onChange: (items: EditorMedia[]) => void;
  /** The first item is the cover, and any other can be made the cover (images). */
  withCover?: boolean;
  emptyText: string;
}

/** Where focus goes after an action re-ordered or shortened the list. */
type FocusTarget = { id: number; action: MediaAction } | { removedAt: number };

/**
 * An ordered list of uploaded files with a preview each, moved with up/down buttons, removed, and
 * (for images) one made the cover by moving it first. Focus stays with the moved file, or goes to
 * its neighbour after a removal, and each change is announced.
 */
export function MediaOrderList({
  title,
  items,
  onChange,
  withCover = false,
  emptyText,
}: MediaOrderListProps) {
  const headingId = useId();
  const listRef = useRef<HTMLElement>(null);
  const focusTarget = useRef<FocusTarget | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useLayoutEffect(() => {
    const target = focusTarget.current;
    const root = listRef.current;
    if (!target || !root) return;
    focusTarget.current = null;
    const heading = root.querySelector<HTMLElement>('h3');
    if ('id' in target) {
      // A file made the cover is first: its Move down button takes the focus.
      const direction = target.action === 'up' ? 'up' : 'down';
      if (!focusMoveButton(root, target.id, direction)) heading?.focus();
      return;
    }
    const neighbour = items[target.removedAt] ?? items[target.removedAt - 1];
    (neighbour
      ? root.querySelector<HTMLElement>(`[data-remove-id="${neighbour.id}"]`)
      : heading
    )?.focus();
  });

  function act(index: number, action: MediaAction) {
    const item = items[index]!;
    if (action === 'remove') {
      focusTarget.current = { removedAt: index };
      setAnnouncement(`${item.name} removed.`);
      onChange(items.filter((_, i) => i !== index));
      return;
    }
    const to = action === 'up' ? index - 1 : action === 'down' ? index + 1 : 0;
    focusTarget.current = { id: item.id, action };
    setAnnouncement(
      withCover && to === 0
        ? `${item.name} is now the cover.`
        : `${item.name} moved to position ${to + 1} of ${items.length}.`,
    );
    onChange(moveItem(items, index, to));
  }

  return (
    <section className="media-order" aria-labelledby={headingId} ref={listRef}>
      <h3 className="media-order__title" id={headingId} tabIndex={-1}>
        {title} <span className="media-order__count">({items.length})</span>
      </h3>
      {items.length === 0 ? (
        <p className="media-order__empty">{emptyText}</p>
      ) : (
        <ol className="media-order__list">
          {items.map((item, index) => {
            const isCover = withCover && index === 0;
            return (
              <li
                key={item.id}
                className={['media-order__item', isCover ? 'media-order__item--cover' : '']
                  .filter(Boolean)
                  .join(' ')}
              >
                <MediaPreview media={item} />
                <div className="media-order__info">
                  <span className="media-order__name" title={item.name}>
                    {item.name}
                  </span>
                  <span className="media-order__position">
                    {isCover ? (
                      <span className="media-order__cover-badge">
                        <Star aria-hidden="true" size={12} />
                        Cover
                      </span>
                    ) : (
                      `${index + 1} of ${items.length}`
                    )}
                  </span>
                </div>
                <div className="media-order__actions">
                  {withCover && !isCover ? (
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={`Make cover: ${item.name}`}
                      onClick={() => act(index, 'cover')}
                    >
                      Make cover
                    </Button>
                  ) : null}
                  <MoveButtons
                    name={item.name}
                    id={item.id}
                    isFirst={index === 0}
                    isLast={index === items.length - 1}
                    onMove={(direction) => act(index, direction)}
                  />
                  <IconButton
                    danger
                    aria-label={`Remove: ${item.name}`}
                    title="Remove"
                    data-remove-id={item.id}
                    onClick={() => act(index, 'remove')}
                  >
                    <Trash2 aria-hidden="true" size={16} />
                  </IconButton>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </section>
  );
}

function MediaPreview({ media }: { media: EditorMedia }) {
  if (media.kind === 'video') {
    return (
      <span className="media-order__preview media-order__preview--video">
        {/* A still of the clip's start, as a preview: it is not played here. */}
        <video
          src={`${media.url}#t=0.1`}
          preload="metadata"
          muted
          playsInline
          aria-hidden="true"
          tabIndex={-1}
        />
      </span>
    );
  }
  return (
    <span className="media-order__preview">
      <img src={media.previewUrl} alt="" loading="lazy" decoding="async" />
    </span>
  );
}
