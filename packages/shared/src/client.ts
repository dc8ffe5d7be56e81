/** The firms whose logos the home page's strip shows, in the order Staff give them. */
import { z } from 'zod';
import type { ListFields } from './contract';
import { requiredText } from './fields';
import { mediaEntityRoutes, mediaSingleFieldSchema, MEDIA_ATTRIBUTE_TYPES } from './media';
import { reorderRoute } from './ordered-entries';

export const CLIENT_NAME_MAX_LENGTH = 100;

const logoError = 'Logo must be the id of an uploaded image.';

const clientFields = {
  /** The logo's text alternative too. */
  name: requiredText('Name', CLIENT_NAME_MAX_LENGTH),
  /** An uploaded image id: a client is shown by its logo, so it always has one. */
  logo: z.number({ error: logoError }).int({ error: logoError }).positive({ error: logoError }),
};

/** `POST /api/clients` (Staff): the client goes after the others. */
export const clientCreateSchema = z.strictObject(clientFields);
export type ClientCreateInput = z.input<typeof clientCreateSchema>;

/** `PUT /api/clients/:id` (Staff): the fields sent replace the stored ones. */
export const clientUpdateSchema = z.strictObject(clientFields).partial();

/** A client on the wire; `logo` is present when populated. */
export const clientAttributesSchema = z.object({
  name: z.string(),
  /** Place in the logo strip, from 1. */
  order: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  logo: mediaSingleFieldSchema.optional(),
});
export type ClientAttributes = z.infer<typeof clientAttributesSchema>;

/** What `GET /api/clients` may filter, sort and populate by. */
export const CLIENT_LIST_FIELDS = {
  attributes: {
    id: 'id',
    name: 'string',
    order: 'number',
    createdAt: 'timestamp',
    updatedAt: 'timestamp',
  },
  relations: { logo: MEDIA_ATTRIBUTE_TYPES },
} as const satisfies ListFields;

const url = '/api/clients';
const tag = 'Clients';

/** Clients of the home page (`/api/clients`): anyone reads them in their order, Staff keep them. */
export const clientRoutes = {
  ...mediaEntityRoutes({
    url,
    tag,
    attributes: clientAttributesSchema,
    create: clientCreateSchema,
    update: clientUpdateSchema,
    listFields: CLIENT_LIST_FIELDS,
    summaries: {
      list: 'List the clients in their order unless sorted',
      get: 'Get a client',
      create: 'Add a client with an uploaded logo, after the others (Staff)',
      update: 'Change a client’s name or logo (Staff)',
      delete: 'Delete a client and its logo (Staff)',
    },
  }),
  reorder: reorderRoute({
    url,
    tag,
    attributes: clientAttributesSchema,
    summary: 'Put the clients in a new order (Staff)',
  }),
};
