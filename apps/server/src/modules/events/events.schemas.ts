import type { Selectable } from 'kysely';
import type { EventAttributes } from '@app/shared/event';
import type { EventsTable } from '../../db/schema';
import type { ListSpec } from '../../http/strapi-query';
import { toEntity } from '../../http/strapi-response';
import { toMediaEntity } from '../files/media-entity';
import type { FileRow } from '../files/stored-file';

export type EventRow = Selectable<EventsTable>;

export const EVENTS_OPENAPI_TAG = 'Events';
export const EVENT_MEDIA_FIELDS = ['images', 'videos'] as const;

/** What `GET /api/events` may filter and sort on. */
export const EVENTS_LIST_SPEC: ListSpec = {
  filters: {
    title: { column: 'title', type: 'string', operators: ['$eq', '$containsi'] },
    date: { column: 'date', type: 'date', operators: ['$eq', '$gte', '$lte', '$gt', '$lt'] },
  },
  sortable: { date: 'date', title: 'title', createdAt: 'created_at', id: 'id' },
  relations: EVENT_MEDIA_FIELDS,
};

/**
 * An event, with the media fields that were populated (`fields`) filled from `files`. An empty
 * media list is `{data: null}`, as Strapi answers it.
 */
export function toEventEntity(
  row: EventRow,
  media?: { files: FileRow[]; fields: ReadonlySet<string> },
) {
  const attributes: EventAttributes = {
    title: row.title,
    date: row.date,
    description: row.description,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
  if (media) {
    for (const field of EVENT_MEDIA_FIELDS.filter((name) => media.fields.has(name))) {
      const files = media.files.filter((file) => file.owner_field === field);
      attributes[field] = { data: files.length > 0 ? files.map(toMediaEntity) : null };
    }
  }
  return toEntity(row.id, attributes);
}
