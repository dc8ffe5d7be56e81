import { EVENT_MAX_IMAGES, EVENT_MAX_VIDEOS } from '@app/shared/event';
import { IMAGE_MAX_BYTES, VIDEO_MAX_BYTES, megabytes } from '@app/shared/media';

/** What the Events tab tells a person; each failure says what went wrong (DESIGN.md section 2). */
export const EVENT_MESSAGES = {
  loadFailed: 'Failed to load events.',
  noEvents: 'No events yet. Add the first one.',
  noMatches: 'No events match this title.',
  created: 'Event created.',
  saved: 'Event saved.',
  saveFailed: 'Failed to save event.',
  deleted: 'Event deleted.',
  deleteFailed: 'Failed to delete event.',
  confirmDelete: 'Are you sure you want to delete this event? Its photos and videos are deleted with it.',
  mediaHint: `JPEG, PNG or WebP images up to ${megabytes(IMAGE_MAX_BYTES)}; MP4 or WebM videos up to ${megabytes(VIDEO_MAX_BYTES)}. The first image is the cover.`,
  noImages: 'No images yet. The Culture page shows a placeholder instead of a cover.',
  noVideos: 'No videos.',
  waitForUpload: 'Saving is possible once the upload has finished.',
  tooManyImages: `An event can have at most ${EVENT_MAX_IMAGES} images. Remove some before adding more.`,
  tooManyVideos: `An event can have at most ${EVENT_MAX_VIDEOS} videos. Remove some before adding more.`,
} as const;
