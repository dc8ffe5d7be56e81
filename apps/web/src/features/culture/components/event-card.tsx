import { useLocaleFormat } from '../../../i18n/i18n';
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarDays, Images, PartyPopper } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '../../../components/ui/button';
import type { EventAttributes } from '@app/shared/event';
import { previewOf } from '../../../lib/preferred-image';
import { listOf } from '../api/media';
import { formatEventDate } from '../format-event-date';

export interface EventCardProps {
  event: EventAttributes;
  /** Opens the media dialog; focus goes back to `returnFocusTo` when it closes. */
  onOpenMedia: (returnFocusTo: HTMLElement | null) => void;
}

export function EventCard({ event, onOpenMedia }: EventCardProps) {
  const viewMediaRef = useRef<HTMLButtonElement>(null);
  const { t } = useLingui();
  const format = useLocaleFormat();
  const { title } = event;
  const openMedia = () => onOpenMedia(viewMediaRef.current);
  const images = listOf(event.images);
  const mediaCount = images.length + listOf(event.videos).length;
  const cover = images[0] ? previewOf(images[0]) : null;
  return (
    <article className="event-card">
      {cover ? (
        // The View Media button below is the keyboard way in; the cover is a larger mouse target.
        <button
          type="button"
          className="event-card__cover"
          onClick={openMedia}
          tabIndex={-1}
          aria-hidden="true"
        >
          <img
            src={cover.url}
            alt=""
            width={cover.width ?? undefined}
            height={cover.height ?? undefined}
            loading="lazy"
            decoding="async"
          />
        </button>
      ) : (
        <div className="event-card__cover event-card__cover--empty" aria-hidden="true">
          <PartyPopper size={40} />
        </div>
      )}
      <div className="event-card__body">
        <p className="event-card__date">
          <CalendarDays aria-hidden="true" size={16} />
          <time dateTime={event.date}>{formatEventDate(event.date, format)}</time>
        </p>
        <h3 className="event-card__title">{event.title}</h3>
        <p className="event-card__description">
          {event.description?.trim() || t`No description provided.`}
        </p>
        {mediaCount > 0 ? (
          <Button
            ref={viewMediaRef}
            variant="secondary"
            onClick={openMedia}
            className="event-card__action"
          >
            <Images aria-hidden="true" size={16} />
            <Trans>
              View Media<span className="visually-hidden">: {title}</span>
            </Trans>
          </Button>
        ) : null}
      </div>
    </article>
  );
}
