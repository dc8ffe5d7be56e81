import type { EventAttributes } from '@app/shared/event';
import type { MediaEntity } from '@app/shared/media';
import { pagination } from '../../admin/testing/fixtures';
import type { AdminEvent } from '../api/get-events';

const STAMP = '2025-06-01T10:00:00.000Z';

/** An event as `GET /api/events?populate=*` answers it. */
export function eventEntity(
  id: number,
  overrides: Partial<Omit<EventAttributes, 'images' | 'videos'>> & { images?: MediaEntity[]; videos?: MediaEntity[] } = {},
): AdminEvent {
  const { images = [], videos = [], ...attributes } = overrides;
  return {
    id,
    attributes: {
      title: `Event ${id}`,
      date: '2025-05-10',
      description: null,
      createdAt: STAMP,
      updatedAt: STAMP,
      ...attributes,
      images: { data: images.length > 0 ? images : null },
      videos: { data: videos.length > 0 ? videos : null },
    },
  };
}

export function eventList(events: AdminEvent[], total = events.length) {
  return { data: events, meta: pagination(total) };
}
