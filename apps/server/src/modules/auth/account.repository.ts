import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { nowIso } from '../../http/strapi-response';
import type { UserRow } from '../users/users.repository';

/** How long a mailed reset link works. */
export const RESET_CODE_VALID_MINUTES = 60;

/** 32 random bytes: too many codes to guess, so a fast hash suffices to keep them unreadable. */
export function newResetCode(): string {
  return randomBytes(32).toString('base64url');
}

/** What the table keeps of a code: its SHA-256, so a copy of the database resets no password. */
export function hashResetCode(code: string): string {
  return createHash('sha256').update(code, 'utf8').digest('hex');
}

/**
 * Stores a new code for the user, valid for RESET_CODE_VALID_MINUTES, and removes the user's
 * older codes: only the link of the latest request works. Call it in the transaction that writes
 * the mail, so the code exists exactly when its mail does.
 */
export async function storeResetCode(db: Db, userId: number, code: string): Promise<void> {
  const now = new Date();
  await db.deleteFrom('password_resets').where('user_id', '=', userId).execute();
  await db
    .insertInto('password_resets')
    .values({
      user_id: userId,
      code_hash: hashResetCode(code),
      expires_at: new Date(now.getTime() + RESET_CODE_VALID_MINUTES * 60_000).toISOString(),
      used_at: null,
      created_at: now.toISOString(),
    })
    .execute();
}

/** The user a code still works for (unused, unexpired, an active account); undefined otherwise. */
export async function findUserOfResetCode(db: Db, code: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('password_resets')
    .innerJoin('users', 'users.id', 'password_resets.user_id')
    .selectAll('users')
    .where('password_resets.code_hash', '=', hashResetCode(code))
    .where('password_resets.used_at', 'is', null)
    .where('password_resets.expires_at', '>', nowIso())
    .where('users.disabled', '=', 0)
    .executeTakeFirst();
}

/**
 * Spends a code and sets the new password in one transaction; undefined when the code no longer
 * works (two requests with one code at once: the conditional update lets one of them through).
 */
export function resetPasswordWithCode(
  db: Db,
  code: string,
  passwordHash: string,
): Promise<UserRow | undefined> {
  return db.transaction().execute(async (trx) => {
    const now = nowIso();
    const spent = await trx
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('code_hash', '=', hashResetCode(code))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('user_id')
      .executeTakeFirst();
    if (!spent) return undefined;
    return setPassword(trx, spent.user_id, passwordHash);
  });
}

/**
 * Sets a user's password and raises the token version, so every token signed before stops
 * working; the user's outstanding reset codes go too. Undefined for a missing or disabled account.
 */
export async function setPassword(
  db: Db,
  userId: number,
  passwordHash: string,
): Promise<UserRow | undefined> {
  const user = await db
    .updateTable('users')
    .set({
      password_hash: passwordHash,
      token_version: sql<number>`token_version + 1`,
      updated_at: nowIso(),
    })
    .where('id', '=', userId)
    .where('disabled', '=', 0)
    .returningAll()
    .executeTakeFirst();
  if (user) {
    await db
      .deleteFrom('password_resets')
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .execute();
  }
  return user;
}

/** Turns the user's notification mails on or off; undefined when the account is gone. */
export function setNotifications(
  db: Db,
  userId: number,
  notifications: boolean,
): Promise<UserRow | undefined> {
  return db
    .updateTable('users')
    .set({ notifications: Number(notifications), updated_at: nowIso() })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}
