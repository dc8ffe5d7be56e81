import { EVENT_MEDIA_FIELDS, type EventAttributes } from '@app/shared/event';
import { toEntity, type Entity } from '../../http/strapi-response';
import { toMediaEntity } from '../files/files.mapper';
import type { FileRow } from '../files/stored-file';
import type { EventRow } from './events.repository';

/**
 * An event, with the media fields that were populated (`fields`) filled from `files`. An empty
 * media list is `{data: null}`, as Strapi answers it.
 */
export function toEventEntity(
  row: EventRow,
  media?: { files: FileRow[]; fields: { has(name: string): boolean } },
): Entity<EventAttributes> {
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
