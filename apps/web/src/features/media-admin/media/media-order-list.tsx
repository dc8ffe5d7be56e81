import { ArrowDown, ArrowUp, Star, Trash2 } from 'lucide-react';
import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
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
    const button = (id: number, action: MediaAction) =>
      root.querySelector<HTMLButtonElement>(
        `[data-media-id="${id}"][data-action="${action}"]:not(:disabled)`,
      );
    if ('id' in target) {
      const fallbacks: MediaAction[] =
        target.action === 'up'
          ? ['up', 'down']
          : target.action === 'down'
            ? ['down', 'up']
            : ['down', 'up'];
      const found = fallbacks.map((action) => button(target.id, action)).find(Boolean);
      (found ?? root.querySelector<HTMLElement>('h3'))?.focus();
      return;
    }
    const neighbour = items[target.removedAt] ?? items[target.removedAt - 1];
    (neighbour ? button(neighbour.id, 'remove') : root.querySelector<HTMLElement>('h3'))?.focus();
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
                      data-media-id={item.id}
                      data-action="cover"
                      onClick={() => act(index, 'cover')}
                    >
                      Make cover
                    </Button>
                  ) : null}
                  <IconButton
                    label={`Move up: ${item.name}`}
                    media={item}
                    action="up"
                    disabled={index === 0}
                    onClick={() => act(index, 'up')}
                  >
                    <ArrowUp aria-hidden="true" size={16} />
                  </IconButton>
                  <IconButton
                    label={`Move down: ${item.name}`}
                    media={item}
                    action="down"
                    disabled={index === items.length - 1}
                    onClick={() => act(index, 'down')}
                  >
                    <ArrowDown aria-hidden="true" size={16} />
                  </IconButton>
                  <IconButton
                    label={`Remove: ${item.name}`}
                    media={item}
                    action="remove"
                    danger
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

interface IconButtonProps {
  label: string;
  media: EditorMedia;
  action: MediaAction;
  disabled?: boolean;
  danger?: boolean;
  onClick: () => void;
  children: ReactNode;
}

function IconButton({
  label,
  media,
  action,
  disabled,
  danger,
  onClick,
  children,
}: IconButtonProps) {
  return (
    <button
      type="button"
      className={['icon-button', danger ? 'icon-button--danger' : ''].filter(Boolean).join(' ')}
      aria-label={label}
      title={label}
      data-media-id={media.id}
      data-action={action}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </button>
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
