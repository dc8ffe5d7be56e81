import {
  clientTestimonialCreateSchema,
  clientTestimonialRoutes,
  type ClientTestimonialAttributes,
} from '@app/shared/client-testimonial';
import { IMAGE_MAX_BYTES, megabytes } from '@app/shared/media';
import type { MediaEditorDefinition, PhotoPreviewProps } from '../../media-admin/media-entry';
import { fromMediaEntity } from '../../media-admin/media/editor-media';
import { TestimonialAvatar } from '../../media-admin/testimonials/testimonial-avatar';
import { CLIENT_TESTIMONIALS } from '../api/home-collections';
import { editorMessages } from './editor-messages';
import { OrderedEntriesSection } from './ordered-entries-section';

function PhotoPreview({ src, label }: PhotoPreviewProps) {
  return <TestimonialAvatar name={label} src={src} size="lg" />;
}

const testimonialForm = clientTestimonialCreateSchema.pick({
  quote: true,
  name: true,
  role: true,
  company: true,
});
type TestimonialForm = { quote: string; name: string; role: string; company: string };

const names = { one: 'Client testimonial', other: 'Client testimonials' };

const TESTIMONIAL_EDITOR: MediaEditorDefinition<
  ClientTestimonialAttributes,
  TestimonialForm,
  TestimonialForm,
  'photo'
> = {
  collection: CLIENT_TESTIMONIALS,
  names,
  messages: editorMessages(names),
  form: {
    schema: testimonialForm,
    fields: [
      { name: 'quote', label: 'Quote', input: 'textarea', rows: 5, required: true, wide: true },
      { name: 'name', label: 'Name', input: 'text', required: true },
      { name: 'role', label: 'Role', input: 'text', required: true },
      { name: 'company', label: 'Company', input: 'text', required: true, wide: true },
    ],
    toData: (values, { photo }) => ({ ...values, photo: photo[0]?.id ?? null }),
  },
  media: {
    type: 'photo',
    legend: 'Photo',
    hint: `Optional. A JPEG, PNG or WebP image up to ${megabytes(IMAGE_MAX_BYTES)}; a square portrait looks best.`,
    name: 'photo',
    noPhoto: 'No photo. The home page shows the person’s initials.',
    labelField: 'name',
    Preview: PhotoPreview,
  },
  wide: true,
};

/** What clients say, in the home page's carousel. */
export function ClientTestimonialsPart() {
  return (
    <OrderedEntriesSection
      editor={TESTIMONIAL_EDITOR}
      reorderRoute={clientTestimonialRoutes.reorder}
      lead="What our clients say, on the home page: one card, or a carousel in this order."
      nameOf={(testimonial: ClientTestimonialAttributes) => testimonial.name}
      detailOf={(testimonial) => `${testimonial.role}, ${testimonial.company}`}
      Preview={({ attributes }) => {
        const photo = attributes.photo?.data;
        return (
          <TestimonialAvatar
            name={attributes.name}
            src={photo ? fromMediaEntity(photo).previewUrl : null}
          />
        );
      }}
      confirmDelete="The testimonial leaves the home page, and its photo is deleted with it."
    />
  );
}
