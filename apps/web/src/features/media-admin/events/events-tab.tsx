import { z } from 'zod';
import {
  EVENT_DESCRIPTION_MAX_LENGTH,
  EVENT_MAX_IMAGES,
  EVENT_MAX_VIDEOS,
  EVENT_TITLE_MAX_LENGTH,
  eventRoutes,
  type EventAttributes,
  type EventCreateInput,
} from '@app/shared/event';
import { optionalText, requiredText } from '@app/shared/fields';
import { IMAGE_MAX_BYTES, VIDEO_MAX_BYTES, megabytes } from '@app/shared/media';
import { requiredDateField } from '@app/shared/service';
import { MediaEntryTab } from '../components/media-entry-tab';
import { defineMediaEntry } from '../media-entry';
import { EVENT_COLUMNS } from './event-columns';
import './events.css';

/** What the Events editor says of its media. */
export const EVENT_MEDIA_MESSAGES = {
  hint: `JPEG, PNG or WebP images up to ${megabytes(IMAGE_MAX_BYTES)}; MP4 or WebM videos up to ${megabytes(VIDEO_MAX_BYTES)}. The first image is the cover.`,
  noImages: 'No images yet. The Culture page shows a placeholder instead of a cover.',
  noVideos: 'No videos.',
  tooManyImages: `An event can have at most ${EVENT_MAX_IMAGES} images. Remove some before adding more.`,
  tooManyVideos: `An event can have at most ${EVENT_MAX_VIDEOS} videos. Remove some before adding more.`,
} as const;

/**
 * The editor's text fields, with the server's rules and messages; an empty date input reads as
 * missing (`Date is required.`).
 */
const eventFormSchema = z.object({
  title: requiredText('Title', EVENT_TITLE_MAX_LENGTH),
  date: requiredDateField('Date'),
  description: optionalText('Description', EVENT_DESCRIPTION_MAX_LENGTH),
});

/** The Culture page's events, with their photos and videos; the first image is the cover. */
export const EVENTS = defineMediaEntry({
  collection: {
    routes: eventRoutes,
    key: 'events',
    searchField: 'title',
    export: eventRoutes.export,
  },
  names: { one: 'Event', other: 'Events' },
  lead: 'Shown on the Culture page, newest first.',
  searchLabel: 'Title',
  sortFields: ['title', 'date', 'createdAt'],
  // Newest first, as the Culture page shows them.
  defaultSort: { field: 'date', direction: 'desc' },
  columns: EVENT_COLUMNS,
  nameOf: (event: EventAttributes) => event.title,
  deleteTitle: (title) => `Delete “${title}”?`,
  confirmDelete:
    'Are you sure you want to delete this event? Its photos and videos are deleted with it.',
  form: {
    schema: eventFormSchema,
    fields: [
      { name: 'title', label: 'Title', input: 'text', required: true },
      { name: 'date', label: 'Date', input: 'date', required: true },
      { name: 'description', label: 'Description', input: 'textarea', rows: 4, wide: true },
    ],
    toData: ({ title, date, description }, { images, videos }): EventCreateInput => ({
      title,
      date,
      description: description || null,
      images: images.map((file) => file.id),
      videos: videos.map((file) => file.id),
    }),
  },
  media: {
    type: 'lists',
    legend: 'Photos and videos',
    uploadLabel: 'Add photos or videos',
    hint: EVENT_MEDIA_MESSAGES.hint,
    lists: [
      {
        name: 'images',
        kind: 'image',
        title: 'Images',
        max: EVENT_MAX_IMAGES,
        tooMany: EVENT_MEDIA_MESSAGES.tooManyImages,
        emptyText: EVENT_MEDIA_MESSAGES.noImages,
        withCover: true,
      },
      {
        name: 'videos',
        kind: 'video',
        title: 'Videos',
        max: EVENT_MAX_VIDEOS,
        tooMany: EVENT_MEDIA_MESSAGES.tooManyVideos,
        emptyText: EVENT_MEDIA_MESSAGES.noVideos,
      },
    ],
  },
  wide: true,
});

/** The Events tab: the Culture page's events added, changed and deleted. */
export default function EventsTab() {
  return <MediaEntryTab definition={EVENTS} />;
}
