import type { Selectable } from 'kysely';
import type { z } from 'zod';
import {
  EVENT_LIST_FIELDS,
  type eventCreateSchema,
  type eventUpdateSchema,
} from '@app/shared/event';
import type { Db } from '../../db/database';
import type { EventsTable } from '../../db/schema';
import { fetchPage, type ListPage, type RelatedRows } from '../../lists/list-page';
import { listSpec } from '../../http/strapi-query';
import { withDefaultSort, type ListQuery } from '../../lists/list-query';
import type { AuditActor, AuditSnapshot } from '../audit/audit-entry';
import { attachMedia, loadOwnerFiles, mediaRelation } from '../files/files.repository';
import { createWithMedia, deleteWithMedia, updateWithMedia } from '../files/media-entry-writes';
import { auditedFileName, type FileRow, type MediaChange } from '../files/stored-file';

export type EventRow = Selectable<EventsTable>;
type EventCreate = z.output<typeof eventCreateSchema>;
type EventUpdate = z.output<typeof eventUpdateSchema>;

/** The columns behind the fields `GET /api/events` filters and sorts by. */
export const EVENTS_LIST_SPEC = listSpec(
  EVENT_LIST_FIELDS,
  'events',
  {
    id: 'id',
    title: 'title',
    date: 'date',
    description: 'description',
    createdAt: 'created_at',
    updatedAt: 'updated_at',
  },
  { images: mediaRelation('event', 'images'), videos: mediaRelation('event', 'videos') },
);

/** A changed event and the files it no longer uses, whose stored bytes are to be removed. */
export type EventChange = MediaChange<EventRow>;

/** Newest first unless the client sorts: the order of the Culture page. */
export const DEFAULT_SORT: ListQuery['sort'] = [
  { column: 'date', direction: 'desc' },
  { column: 'id', direction: 'desc' },
];

export async function listEvents(
  db: Db,
  query: ListQuery,
  related?: RelatedRows,
): Promise<ListPage<EventRow>> {
  return fetchPage<EventRow>(db, 'events', withDefaultSort(query, DEFAULT_SORT), related);
}

export function findEvent(db: Db, id: number): Promise<EventRow | undefined> {
  return db.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirst();
}

/** An event's fields by their API names, its media as `name (#id)` in order, for the audit trail. */
async function auditedEvent(trx: Db, row: EventRow): Promise<AuditSnapshot> {
  const media = await loadOwnerFiles(trx, 'event', row.id);
  const named = (field: 'images' | 'videos') =>
    media.filter((file) => file.owner_field === field).map(auditedFileName);
  return {
    title: row.title,
    date: row.date,
    description: row.description,
    images: named('images'),
    videos: named('videos'),
  };
}

async function setEventMedia(
  trx: Db,
  id: number,
  media: Pick<EventUpdate, 'images' | 'videos'>,
): Promise<FileRow[]> {
  const removed: FileRow[] = [];
  if (media.images)
    removed.push(
      ...(await attachMedia(trx, { type: 'event', id, field: 'images' }, media.images, 'image')),
    );
  if (media.videos)
    removed.push(
      ...(await attachMedia(trx, { type: 'event', id, field: 'videos' }, media.videos, 'video')),
    );
  return removed;
}

export function createEvent(db: Db, input: EventCreate, actor: AuditActor): Promise<EventChange> {
  return createWithMedia(db, 'events', {
    actor,
    entityType: 'event',
    audited: auditedEvent,
    values: async () => ({ title: input.title, date: input.date, description: input.description }),
    setMedia: (trx, id) => setEventMedia(trx, id, input),
  });
}

/** Changes the fields sent; a media list sent replaces the event's list. Undefined when there is no such event. */
export function updateEvent(
  db: Db,
  id: number,
  changes: EventUpdate,
  actor: AuditActor,
): Promise<EventChange | undefined> {
  return updateWithMedia(db, 'events', id, {
    actor,
    entityType: 'event',
    audited: auditedEvent,
    values: {
      ...(changes.title !== undefined ? { title: changes.title } : {}),
      ...(changes.date !== undefined ? { date: changes.date } : {}),
      ...(changes.description !== undefined ? { description: changes.description } : {}),
    },
    setMedia: (trx) => setEventMedia(trx, id, changes),
  });
}

/** Deletes an event with its media; returns both, so the answer can show what was deleted. */
export function deleteEvent(db: Db, id: number, actor: AuditActor) {
  return deleteWithMedia(db, 'events', id, {
    actor,
    entityType: 'event',
    ownerType: 'event',
    audited: auditedEvent,
  });
}
