import { createColumnHelper } from '@tanstack/react-table';
import { Film, Image as ImageIcon, PartyPopper } from 'lucide-react';
import type { EventAttributes } from '@app/shared/event';
import { formatCalendarDate } from '@app/shared/display-format';
import { MESSAGES } from '@app/shared/messages';
import type { MediaEntry } from '../media-entry';
import { fromMediaEntity } from '../media/editor-media';

type AdminEvent = MediaEntry<EventAttributes>;

const column = createColumnHelper<AdminEvent>();

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

function Cover({ event }: { event: AdminEvent }) {
  const first = event.attributes.images?.data?.[0];
  if (!first) {
    return (
      <span className="event-cover event-cover--empty" aria-hidden="true">
        <PartyPopper size={20} />
      </span>
    );
  }
  return (
    <span className="event-cover">
      <img src={fromMediaEntity(first).previewUrl} alt="" loading="lazy" decoding="async" />
    </span>
  );
}

/** The Events table before its actions: cover, title with description, date, how many images and videos. */
export const EVENT_COLUMNS = [
  column.display({
    id: 'cover',
    header: () => <span className="visually-hidden">Cover</span>,
    meta: { className: 'events-table__cover' },
    cell: ({ row }) => <Cover event={row.original} />,
  }),
  column.display({
    id: 'title',
    header: 'Title',
    enableSorting: true,
    meta: { className: 'events-table__title' },
    cell: ({ row }) => {
      const { title, description } = row.original.attributes;
      return (
        <div className="cell-stack">
          <span className="cell-stack__main">{title}</span>
          <span className="cell-stack__sub media-table__clamp events-table__description">
            {description?.trim() || MESSAGES.noDescription}
          </span>
        </div>
      );
    },
  }),
  column.accessor((event) => event.attributes.date, {
    id: 'date',
    header: 'Date',
    enableSorting: true,
    meta: { className: 'nowrap' },
    cell: ({ getValue }) => <time dateTime={getValue()}>{formatCalendarDate(getValue())}</time>,
  }),
  column.display({
    id: 'media',
    header: 'Media',
    meta: { className: 'nowrap' },
    cell: ({ row }) => {
      const images = row.original.attributes.images?.data?.length ?? 0;
      const videos = row.original.attributes.videos?.data?.length ?? 0;
      return (
        <div className="events-table__media">
          <span>
            <ImageIcon aria-hidden="true" size={15} />
            {plural(images, 'image')}
          </span>
          <span>
            <Film aria-hidden="true" size={15} />
            {plural(videos, 'video')}
          </span>
        </div>
      );
    },
  }),
];
