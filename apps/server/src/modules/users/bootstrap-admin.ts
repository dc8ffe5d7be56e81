import { z } from 'zod';
import { registerSchema } from '@app/shared/auth';
import { emailField } from '@app/shared/fields';
import type { Db } from '../../db/database';
import { hashPassword, verifyPassword } from '../passwords/password';
import { findUserByEmail, upsertAdmin, UsernameOrEmailTakenError } from './users.repository';

export const adminCredentialsSchema = z.strictObject({
  email: emailField,
  password: registerSchema.shape.password,
});
export type AdminCredentials = z.infer<typeof adminCredentialsSchema>;

export type AdminOutcome = 'created' | 'promoted' | 'unchanged';

/** The e-mail or password is not acceptable; the message says why, in the words of the forms. */
export class AdminCredentialsError extends Error {}

/**
 * Makes sure the account with this e-mail is an active Admin whose password is this one:
 * creates it, or promotes, re-enables and resets it. Nothing is written when it already is.
 * Servers starting together may all find no account and all insert it: the unique e-mail lets one
 * insert win, and the others then find that account and check it like any existing one.
 */
export async function ensureAdmin(db: Db, credentials: AdminCredentials): Promise<AdminOutcome> {
  const parsed = adminCredentialsSchema.safeParse(credentials);
  if (!parsed.success)
    throw new AdminCredentialsError(parsed.error.issues.map((issue) => issue.message).join(' '));
  try {
    return await ensureValidAdmin(db, parsed.data);
  } catch (error) {
    if (error instanceof CreatedMeanwhileError) return ensureValidAdmin(db, parsed.data);
    throw error;
  }
}

/** Another process created the account between our look-up and our insert. */
class CreatedMeanwhileError extends Error {}

async function ensureValidAdmin(
  db: Db,
  { email, password }: AdminCredentials,
): Promise<AdminOutcome> {
  const existing = await findUserByEmail(db, email);
  if (
    existing &&
    existing.role === 'Admin' &&
    !existing.disabled &&
    (await verifyPassword(existing.password_hash, password))
  ) {
    return 'unchanged';
  }
  try {
    await upsertAdmin(db, email, await hashPassword(password));
  } catch (error) {
    if (error instanceof UsernameOrEmailTakenError) {
      if (!existing && (await findUserByEmail(db, email))) throw new CreatedMeanwhileError();
      // A new Admin's username is its e-mail; another account may already use that as its name.
      throw new AdminCredentialsError(`The username ${email} belongs to another account.`);
    }
    throw error;
  }
  return existing ? 'promoted' : 'created';
}

interface Logger {
  info(object: object, message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

/** At start-up: the first Admin from ADMIN_EMAIL and ADMIN_PASSWORD, when both are set. */
export async function bootstrapAdmin(
  db: Db,
  config: { ADMIN_EMAIL?: string; ADMIN_PASSWORD?: string },
  log: Logger,
): Promise<void> {
  const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = config;
  if (!email && !password) return;
  if (!email || !password) {
    log.warn(
      'ADMIN_EMAIL and ADMIN_PASSWORD must be set together: no Admin account was created or changed',
    );
    return;
  }
  try {
    const outcome = await ensureAdmin(db, { email, password });
    log.info({ email: email.toLowerCase(), outcome }, 'Admin account from ADMIN_EMAIL');
  } catch (error) {
    if (!(error instanceof AdminCredentialsError)) throw error;
    log.error(`ADMIN_EMAIL/ADMIN_PASSWORD not used: ${error.message}`);
  }
}
