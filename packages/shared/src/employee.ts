import { z } from 'zod';
import type { ListFields } from './contract';
import { requiredText } from './fields';
import { mediaEntityRoutes, mediaSingleFieldSchema, MEDIA_ATTRIBUTE_TYPES } from './media';
import { exportRoute } from './list-export';

export const EMPLOYEE_NAME_MAX_LENGTH = 100;
export const EMPLOYEE_MESSAGE_MAX_LENGTH = 2000;

const photoError = 'Photo must be the id of an uploaded image, or null.';

const employeeFields = {
  name: requiredText('Name', EMPLOYEE_NAME_MAX_LENGTH),
  message: requiredText('Message', EMPLOYEE_MESSAGE_MAX_LENGTH),
  /** An uploaded image id; null for no photo. */
  photo: z
    .number({ error: photoError })
    .int({ error: photoError })
    .positive({ error: photoError })
    .nullable(),
};

/** `POST /api/employees` (Staff): a testimonial shown on the Culture page. */
export const employeeCreateSchema = z.strictObject({
  ...employeeFields,
  photo: employeeFields.photo.optional().transform((id) => id ?? null),
});
export type EmployeeCreateInput = z.input<typeof employeeCreateSchema>;

/** `PUT /api/employees/:id` (Staff): the fields sent replace the stored ones. */
export const employeeUpdateSchema = z.strictObject(employeeFields).partial();

/** A testimonial on the wire; `photo` is present when populated. */
export const employeeAttributesSchema = z.object({
  name: z.string(),
  message: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  photo: mediaSingleFieldSchema.optional(),
});
export type EmployeeAttributes = z.infer<typeof employeeAttributesSchema>;

/** The media field of a testimonial, which `populate` may name. */
export const EMPLOYEE_MEDIA_FIELDS = ['photo'] as const;

/** What `GET /api/employees` may filter, sort and populate by. */
export const EMPLOYEE_LIST_FIELDS = {
  attributes: {
    id: 'id',
    name: 'string',
    message: 'string',
    createdAt: 'timestamp',
    updatedAt: 'timestamp',
  },
  relations: { photo: MEDIA_ATTRIBUTE_TYPES },
} as const satisfies ListFields;

/** Employee testimonials of the Culture page (`/api/employees`): anyone reads them, Staff write them. */
export const employeeRoutes = {
  ...mediaEntityRoutes({
    url: '/api/employees',
    tag: 'Testimonials',
    attributes: employeeAttributesSchema,
    create: employeeCreateSchema,
    update: employeeUpdateSchema,
    listFields: EMPLOYEE_LIST_FIELDS,
    summaries: {
      list: 'List employee testimonials',
      get: 'Get an employee testimonial',
      create: 'Create an employee testimonial with an uploaded photo (Staff)',
      update: 'Change an employee testimonial; photo null removes the photo (Staff)',
      delete: 'Delete an employee testimonial and its photo (Staff)',
    },
  }),
  export: exportRoute({
    url: '/api/employees',
    access: 'Staff',
    tag: 'Testimonials',
    rows: 'testimonials',
    fields: EMPLOYEE_LIST_FIELDS,
    columns: [
      ['id', 'ID'],
      ['name', 'Name'],
      ['message', 'Message'],
      ['createdAt', 'Created at'],
      ['updatedAt', 'Updated at'],
    ],
  }),
};
