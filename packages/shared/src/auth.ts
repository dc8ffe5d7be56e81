import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './constants';
import { dataBody, defineRoute, populateQuery } from './contract';
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

/** A password someone chooses: at sign-up, on reset and on change. */
const newPasswordField = z
  .string({ error: 'Password is required.' })
  .min(PASSWORD_MIN_LENGTH, {
    error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  })
  .max(200, { error: 'Password must be at most 200 characters.' });

export const registerSchema = z.strictObject({
  username: requiredText('Full name', 100),
  email: emailField,
  password: newPasswordField,
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** Strapi's wording when the confirmation differs from the new password. */
export const PASSWORDS_DO_NOT_MATCH_MESSAGE = 'Passwords do not match';

/** The new password and its confirmation, which must be equal (checked once both are valid). */
const newPasswordFields = {
  password: newPasswordField,
  passwordConfirmation: z
    .string({ error: 'Password confirmation is required.' })
    .min(1, { error: 'Password confirmation is required.' })
    .max(200, { error: 'Password confirmation must be at most 200 characters.' }),
};
const confirmationMatches = {
  error: PASSWORDS_DO_NOT_MATCH_MESSAGE,
  path: ['passwordConfirmation'],
  when: (payload: { issues: readonly unknown[] }) => payload.issues.length === 0,
};

export const forgotPasswordSchema = z.strictObject({ email: emailField });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .strictObject({ code: requiredText('Code', 200), ...newPasswordFields })
  .refine((input) => input.password === input.passwordConfirmation, confirmationMatches);
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const changePasswordSchema = z
  .strictObject({
    currentPassword: z
      .string({ error: 'Current password is required.' })
      .min(1, { error: 'Current password is required.' })
      .max(200, { error: 'Current password must be at most 200 characters.' }),
    ...newPasswordFields,
  })
  .refine((input) => input.password === input.passwordConfirmation, confirmationMatches);
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** The answer to a password-reset request, whether or not an account has that address. */
export const forgotPasswordResponseSchema = z.object({ ok: z.literal(true) });

/** What a signed-in user changes about their own account. */
export const accountSettingsSchema = z.strictObject({
  notifications: z.boolean({ error: 'Notifications must be true or false.' }),
});
export type AccountSettings = z.infer<typeof accountSettingsSchema>;

/** The answer to a successful sign-up or sign-in. */
export const signInResponseSchema = z.object({ jwt: z.string(), user: userProfileSchema });
export type SignInResponse = z.infer<typeof signInResponseSchema>;

/** `GET /api/users/me`: the flat profile, with the role when `populate=role` (or `*`) asks for it. */
export const meResponseSchema = userProfileSchema.extend({
  notifications: z
    .boolean()
    .describe('Mailed about new applications, messages and sign-ups (Staff and Admins)'),
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
  updateMe: defineRoute({
    method: 'PUT',
    url: '/api/users/me',
    access: 'signed-in',
    tag,
    summary: "Change the signed-in user's settings (the notification mails)",
    querystring: populateQuery(ME_RELATIONS),
    body: dataBody(accountSettingsSchema),
    response: { 200: meResponseSchema },
  }),
  forgotPassword: defineRoute({
    method: 'POST',
    url: '/api/auth/forgot-password',
    access: 'public',
    tag,
    summary: 'Ask for a password-reset link by e-mail',
    description:
      'Answers the same whether or not an active account has the address; when one does, it is mailed a link valid for one hour. Also limited per e-mail address.',
    rateLimited: true,
    body: forgotPasswordSchema,
    response: { 200: forgotPasswordResponseSchema },
  }),
  resetPassword: defineRoute({
    method: 'POST',
    url: '/api/auth/reset-password',
    access: 'public',
    tag,
    summary: 'Set a new password with the code of a reset link, and sign in',
    description:
      'The code works once, for one hour. Every token issued before stops working. A wrong, used or expired code: 400 "Incorrect code provided".',
    rateLimited: true,
    body: resetPasswordSchema,
    response: { 200: signInResponseSchema },
  }),
  changePassword: defineRoute({
    method: 'POST',
    url: '/api/auth/change-password',
    access: 'signed-in',
    tag,
    summary: "Change the signed-in user's password",
    description:
      'Answers a new token; every token issued before stops working. Failed attempts are also limited per account.',
    rateLimited: true,
    body: changePasswordSchema,
    response: { 200: signInResponseSchema },
  }),
};
