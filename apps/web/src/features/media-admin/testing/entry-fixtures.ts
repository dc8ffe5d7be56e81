import type { EmployeeAttributes } from '@app/shared/employee';
import type { EventAttributes } from '@app/shared/event';
import type { MediaEntity } from '@app/shared/media';
import { pagination } from '../../admin/testing/fixtures';
import type { MediaEntry } from '../media-entry';

const STAMP = '2025-06-01T10:00:00.000Z';

/** An event as `GET /api/events?populate=*` answers it. */
export function eventEntity(
  id: number,
  overrides: Partial<Omit<EventAttributes, 'images' | 'videos'>> & {
    images?: MediaEntity[];
    videos?: MediaEntity[];
  } = {},
): MediaEntry<EventAttributes> {
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

/** A testimonial as `GET /api/employees?populate=*` answers it. */
export function testimonialEntity(
  id: number,
  name: string,
  message: string,
  photo: MediaEntity | null = null,
): MediaEntry<EmployeeAttributes> {
  return {
    id,
    attributes: { name, message, createdAt: STAMP, updatedAt: STAMP, photo: { data: photo } },
  };
}

/** A page of entries as a collection's list answers it. */
export function entryList<A>(entries: MediaEntry<A>[], total = entries.length) {
  return { data: entries, meta: pagination(total) };
}
