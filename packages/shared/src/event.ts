import { z } from 'zod';
import type { ListFields } from './contract';
import { isoDateField, optionalText, requiredText } from './fields';
import {
  fileIdListField,
  mediaEntityRoutes,
  mediaListFieldSchema,
  MEDIA_ATTRIBUTE_TYPES,
} from './media';
import { exportRoute } from './list-export';

export const EVENT_TITLE_MAX_LENGTH = 200;
export const EVENT_DESCRIPTION_MAX_LENGTH = 5000;
export const EVENT_MAX_IMAGES = 50;
export const EVENT_MAX_VIDEOS = 10;

const eventFields = {
  title: requiredText('Title', EVENT_TITLE_MAX_LENGTH),
  date: isoDateField('Date'),
  /** Optional: the Culture page shows 'No description provided.' without one. */
  description: optionalText('Description', EVENT_DESCRIPTION_MAX_LENGTH)
    .nullable()
    .transform((text) => (text ? text : null)),
  /** Uploaded image ids in display order; the first is the cover. */
  images: fileIdListField('Images', EVENT_MAX_IMAGES),
  videos: fileIdListField('Videos', EVENT_MAX_VIDEOS),
};

/** `POST /api/events` (Staff). */
export const eventCreateSchema = z.strictObject({
  ...eventFields,
  description: eventFields.description.optional().transform((text) => text ?? null),
  images: eventFields.images.default([]),
  videos: eventFields.videos.default([]),
});
export type EventCreateInput = z.input<typeof eventCreateSchema>;

/** `PUT /api/events/:id` (Staff): the fields sent replace the stored ones; media lists replace whole. */
export const eventUpdateSchema = z.strictObject(eventFields).partial();

/** An event on the wire; `images` and `videos` are present when populated. */
export const eventAttributesSchema = z.object({
  title: z.string(),
  date: z.string(),
  description: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  images: mediaListFieldSchema.optional(),
  videos: mediaListFieldSchema.optional(),
});
export type EventAttributes = z.infer<typeof eventAttributesSchema>;

/** The media fields of an event, which `populate` may name. */
export const EVENT_MEDIA_FIELDS = ['images', 'videos'] as const;

/** What `GET /api/events` may filter, sort and populate by. */
export const EVENT_LIST_FIELDS = {
  attributes: {
    id: 'id',
    title: 'string',
    date: 'date',
    description: 'string',
    createdAt: 'timestamp',
    updatedAt: 'timestamp',
  },
  relations: { images: MEDIA_ATTRIBUTE_TYPES, videos: MEDIA_ATTRIBUTE_TYPES },
} as const satisfies ListFields;

/** Events of the Culture page (`/api/events`): anyone reads them, Staff write them. */
export const eventRoutes = {
  ...mediaEntityRoutes({
    url: '/api/events',
    tag: 'Events',
    attributes: eventAttributesSchema,
    create: eventCreateSchema,
    update: eventUpdateSchema,
    listFields: EVENT_LIST_FIELDS,
    summaries: {
      list: 'List events (newest first unless sorted)',
      get: 'Get an event',
      create: 'Create an event with uploaded images and videos (Staff)',
      update: 'Change an event; media lists sent replace the stored ones, in order (Staff)',
      delete: 'Delete an event and its media (Staff)',
    },
  }),
  export: exportRoute({
    url: '/api/events',
    access: 'Staff',
    tag: 'Events',
    rows: 'events',
    fields: EVENT_LIST_FIELDS,
    columns: [
      ['id', 'ID'],
      ['date', 'Date'],
      ['title', 'Title'],
      ['description', 'Description'],
      ['createdAt', 'Created at'],
      ['updatedAt', 'Updated at'],
    ],
  }),
};
