import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './constants';
import { emailField, requiredText } from './fields';

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
