import {
  employeeCreateSchema,
  employeeRoutes,
  type EmployeeAttributes,
  type EmployeeCreateInput,
} from '@app/shared/employee';
import { IMAGE_MAX_BYTES, megabytes } from '@app/shared/media';
import { MediaEntryTab } from '../components/media-entry-tab';
import { defineMediaEntry, type PhotoPreviewProps } from '../media-entry';
import { TestimonialAvatar } from './testimonial-avatar';
import { TESTIMONIAL_COLUMNS } from './testimonial-columns';
import './testimonials.css';

/** What the Testimonials editor says of the photo. */
export const TESTIMONIAL_PHOTO_MESSAGES = {
  hint: `Optional. A JPEG, PNG or WebP image up to ${megabytes(IMAGE_MAX_BYTES)}; a square portrait looks best.`,
  noPhoto: 'No photo. The Culture page shows the card without one.',
} as const;

/** The person's photo in the editor, large, or the initials of the name typed so far. */
function PhotoPreview({ src, label }: PhotoPreviewProps) {
  return <TestimonialAvatar name={label} src={src} size="lg" />;
}

/** What Our Employees Say on the Culture page: the API calls testimonials `employees`. */
export const TESTIMONIALS = defineMediaEntry({
  collection: {
    routes: employeeRoutes,
    key: 'employees',
    searchField: 'name',
    export: employeeRoutes.export,
  },
  names: { one: 'Testimonial', other: 'Testimonials' },
  lead: 'What Our Employees Say, on the Culture page.',
  searchLabel: 'Name',
  sortFields: ['name', 'createdAt'],
  defaultSort: { field: 'createdAt', direction: 'desc' },
  columns: TESTIMONIAL_COLUMNS,
  nameOf: (testimonial: EmployeeAttributes) => testimonial.name,
  deleteTitle: (name) => `Delete the testimonial of ${name}?`,
  confirmDelete: 'Are you sure you want to delete this testimonial? Its photo is deleted with it.',
  form: {
    schema: employeeCreateSchema.pick({ name: true, message: true }),
    fields: [
      { name: 'name', label: 'Name', input: 'text', required: true },
      { name: 'message', label: 'Message', input: 'textarea', rows: 5, required: true },
    ],
    toData: ({ name, message }, { photo }): EmployeeCreateInput => ({
      name,
      message,
      photo: photo[0]?.id ?? null,
    }),
  },
  media: {
    type: 'photo',
    legend: 'Photo',
    hint: TESTIMONIAL_PHOTO_MESSAGES.hint,
    name: 'photo',
    noPhoto: TESTIMONIAL_PHOTO_MESSAGES.noPhoto,
    labelField: 'name',
    Preview: PhotoPreview,
  },
});

/** The Testimonials tab: What Our Employees Say on the Culture page, added, changed and deleted. */
export default function TestimonialsTab() {
  return <MediaEntryTab definition={TESTIMONIALS} />;
}
