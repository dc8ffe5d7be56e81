import { z } from 'zod';
import {
  dataBody,
  defineRoute,
  idParams,
  singleResponse,
  type ListFields,
  entryQuery,
  collectionReads,
} from './contract';
import { enumField } from './fields';
import { ROLES } from './options';
import { exportRoute } from './list-export';

/** `PUT /api/users/:id`: an Admin changes a user's role or disables (re-enables) the account. */
export const userAccessUpdateSchema = z
  .strictObject({
    role: enumField('Role', ROLES).optional(),
    disabled: z.boolean({ error: 'Disabled must be true or false.' }).optional(),
  })
  .refine((changes) => changes.role !== undefined || changes.disabled !== undefined, {
    error: 'Send a role or disabled.',

    // Only when the fields themselves passed: an unknown field is reason enough.
    when: (payload) => payload.issues.length === 0,
  });

/** Strapi's role object; its ids are fixed so clients may rely on them. */
/** What `PUT /api/users/:id` changes: the role, or whether the account is disabled. */
export type UserAccessChange = z.input<typeof userAccessUpdateSchema>;

export const roleSchema = z.object({ id: z.number().int(), name: z.enum(ROLES), type: z.string() });
export type Role = z.infer<typeof roleSchema>;

/**
 * The flat user object of `/api/auth/local` and `/api/users/me`. `provider`, `confirmed` and
 * `blocked` are Strapi's names, kept for clients written against it; `disabled` is ours.
 */
export const userProfileSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  provider: z.literal('local'),
  confirmed: z.literal(true),
  blocked: z.boolean().describe("Same as disabled (Strapi's name)"),
  disabled: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** A user in the Admin's list: never the password hash. */
export const userAttributesSchema = z.object({
  username: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  disabled: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type UserAttributes = z.infer<typeof userAttributesSchema>;

/** What `GET /api/users` may filter and sort by. */
export const USER_LIST_FIELDS = {
  attributes: {
    id: 'id',
    username: 'string',
    email: 'string',
    role: 'string',
    disabled: 'boolean',
    createdAt: 'timestamp',
    updatedAt: 'timestamp',
  },
} as const satisfies ListFields;

const tag = 'Users';
const userResponse = singleResponse(userAttributesSchema);

/** User management, for Admins only: list and read accounts, change a role, disable or re-enable. */
export const userRoutes = {
  ...collectionReads({
    url: '/api/users',
    access: 'Admin',
    tag,
    attributes: userAttributesSchema,
    fields: USER_LIST_FIELDS,
    summaries: { list: 'List users (Admin)', get: 'Get a user (Admin)' },
  }),
  export: exportRoute({
    url: '/api/users',
    access: 'Admin',
    tag,
    rows: 'users',
    fields: USER_LIST_FIELDS,
    columns: [
      ['id', 'ID'],
      ['username', 'Username'],
      ['email', 'Email'],
      ['role', 'Role'],
      ['disabled', 'Disabled'],
      ['createdAt', 'Created at'],
      ['updatedAt', 'Updated at'],
    ],
  }),
  update: defineRoute({
    method: 'PUT',
    url: '/api/users/:id',
    access: 'Admin',
    tag,
    summary: 'Change the role of a user, disable or re-enable it (Admin)',
    description: 'Refused (400 ApplicationError) when it would leave no active Admin.',
    params: idParams,
    querystring: entryQuery(USER_LIST_FIELDS),
    body: dataBody(userAccessUpdateSchema),
    response: { 200: userResponse },
  }),
};
