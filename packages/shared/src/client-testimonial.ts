/** What clients say of the firm, shown on the home page in the order Staff give them. */
import { z } from 'zod';
import type { ListFields } from './contract';
import { requiredText } from './fields';
import { mediaEntityRoutes, mediaSingleFieldSchema, MEDIA_ATTRIBUTE_TYPES } from './media';
import { reorderRoute } from './ordered-entries';

export const CLIENT_TESTIMONIAL_QUOTE_MAX_LENGTH = 1000;
export const CLIENT_TESTIMONIAL_NAME_MAX_LENGTH = 100;
export const CLIENT_TESTIMONIAL_ROLE_MAX_LENGTH = 100;
export const CLIENT_TESTIMONIAL_COMPANY_MAX_LENGTH = 100;

const photoError = 'Photo must be the id of an uploaded image, or null.';

const clientTestimonialFields = {
  quote: requiredText('Quote', CLIENT_TESTIMONIAL_QUOTE_MAX_LENGTH),
  name: requiredText('Name', CLIENT_TESTIMONIAL_NAME_MAX_LENGTH),
  role: requiredText('Role', CLIENT_TESTIMONIAL_ROLE_MAX_LENGTH),
  company: requiredText('Company', CLIENT_TESTIMONIAL_COMPANY_MAX_LENGTH),
  /** An uploaded image id; null for none (the card shows the person's initials). */
  photo: z
    .number({ error: photoError })
    .int({ error: photoError })
    .positive({ error: photoError })
    .nullable(),
};

/** `POST /api/client-testimonials` (Staff): the testimonial goes after the others. */
export const clientTestimonialCreateSchema = z.strictObject({
  ...clientTestimonialFields,
  photo: clientTestimonialFields.photo.optional().transform((id) => id ?? null),
});
export type ClientTestimonialCreateInput = z.input<typeof clientTestimonialCreateSchema>;

/** `PUT /api/client-testimonials/:id` (Staff): the fields sent replace the stored ones. */
export const clientTestimonialUpdateSchema = z.strictObject(clientTestimonialFields).partial();

/** A client testimonial on the wire; `photo` is present when populated. */
export const clientTestimonialAttributesSchema = z.object({
  quote: z.string(),
  name: z.string(),
  role: z.string(),
  company: z.string(),
  /** Place in the home page's carousel, from 1. */
  order: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  photo: mediaSingleFieldSchema.optional(),
});
export type ClientTestimonialAttributes = z.infer<typeof clientTestimonialAttributesSchema>;

/** What `GET /api/client-testimonials` may filter, sort and populate by. */
export const CLIENT_TESTIMONIAL_LIST_FIELDS = {
  attributes: {
    id: 'id',
    quote: 'string',
    name: 'string',
    role: 'string',
    company: 'string',
    order: 'number',
    createdAt: 'timestamp',
    updatedAt: 'timestamp',
  },
  relations: { photo: MEDIA_ATTRIBUTE_TYPES },
} as const satisfies ListFields;

const url = '/api/client-testimonials';
const tag = 'Client testimonials';

/** Client testimonials of the home page: anyone reads them in their order, Staff keep them. */
export const clientTestimonialRoutes = {
  ...mediaEntityRoutes({
    url,
    tag,
    attributes: clientTestimonialAttributesSchema,
    create: clientTestimonialCreateSchema,
    update: clientTestimonialUpdateSchema,
    listFields: CLIENT_TESTIMONIAL_LIST_FIELDS,
    summaries: {
      list: 'List the client testimonials in their order unless sorted',
      get: 'Get a client testimonial',
      create: 'Add a client testimonial, with an optional uploaded photo, after the others (Staff)',
      update: 'Change a client testimonial; photo null removes the photo (Staff)',
      delete: 'Delete a client testimonial and its photo (Staff)',
    },
  }),
  reorder: reorderRoute({
    url,
    tag,
    attributes: clientTestimonialAttributesSchema,
    summary: 'Put the client testimonials in a new order (Staff)',
  }),
};
