import { IMAGE_MAX_BYTES, megabytes } from '@app/shared/media';

/** What the Testimonials tab tells a person; each failure says what went wrong (DESIGN.md section 2). */
export const TESTIMONIAL_MESSAGES = {
  loadFailed: 'Failed to load testimonials.',
  noTestimonials: 'No testimonials yet. Add the first one.',
  noMatches: 'No testimonials match this name.',
  created: 'Testimonial created.',
  saved: 'Testimonial saved.',
  saveFailed: 'Failed to save testimonial.',
  deleted: 'Testimonial deleted.',
  deleteFailed: 'Failed to delete testimonial.',
  confirmDelete: 'Are you sure you want to delete this testimonial? Its photo is deleted with it.',
  photoHint: `Optional. A JPEG, PNG or WebP image up to ${megabytes(IMAGE_MAX_BYTES)}; a square portrait looks best.`,
  noPhoto: 'No photo. The Culture page shows the card without one.',
  waitForUpload: 'Saving is possible once the upload has finished.',
} as const;
