import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './constants';
import { defineRoute, populateQuery } from './contract';
import { emailField, requiredText } from './fields';
import { roleSchema, userProfileSchema } from './users';

export const loginSchema = z.strictObject({
  identifier: requiredText('Email or username', 254),
  password: z
    .string({ error: 'Password is required.' })
    .min(1, { error: 'Password is required.' })
    .max(200, { error: 'Password must be at most 200 characters.' }),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const registerSchema = z.strictObject({
  username: requiredText('Full name', 100),
  email: emailField,
  password: z
    .string({ error: 'Password is required.' })
    .min(PASSWORD_MIN_LENGTH, {
      error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
    })
    .max(200, { error: 'Password must be at most 200 characters.' }),
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** The answer to a successful sign-up or sign-in. */
export const signInResponseSchema = z.object({ jwt: z.string(), user: userProfileSchema });
export type SignInResponse = z.infer<typeof signInResponseSchema>;

/** `GET /api/users/me`: the flat profile, with the role when `populate=role` (or `*`) asks for it. */
export const meResponseSchema = userProfileSchema.extend({
  role: roleSchema.optional().describe('With populate=role or *'),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

/** What `/api/users/me` may populate. */
export const ME_RELATIONS = ['role'] as const;

const tag = 'Auth';

/**
 * Sign-up, sign-in and the signed-in user's profile, in Strapi's users-permissions format. The
 * bodies of sign-up and sign-in are not wrapped in `data`, as Strapi's are not; both ignore any
 * bearer token the browser still sends.
 */
export const authRoutes = {
  register: defineRoute({
    method: 'POST',
    url: '/api/auth/local/register',
    access: 'public',
    tag,
    summary: 'Sign up (role Registered)',
    rateLimited: true,
    body: registerSchema,
    response: { 200: signInResponseSchema },
  }),
  login: defineRoute({
    method: 'POST',
    url: '/api/auth/local',
    access: 'public',
    tag,
    summary: 'Sign in with e-mail or username',
    rateLimited: true,
    body: loginSchema,
    response: { 200: signInResponseSchema },
  }),
  me: defineRoute({
    method: 'GET',
    url: '/api/users/me',
    access: 'signed-in',
    tag,
    summary: 'The signed-in user',
    querystring: populateQuery(ME_RELATIONS),
    response: { 200: meResponseSchema },
  }),
};
