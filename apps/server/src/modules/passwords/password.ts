import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';

/** argon2id with the library's defaults (OWASP-recommended memory and time cost). */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against an account's hash, or, when there is no such account, against a
 * throw-away hash and answers false: both take the same time, so response times do not tell
 * which accounts exist.
 */
export async function verifyPasswordOfAccount(
  hash: string | undefined,
  password: string,
): Promise<boolean> {
  dummyHash ??= hashPassword(randomBytes(24).toString('base64url'));
  const valid = await verifyPassword(hash ?? (await dummyHash), password);
  return hash !== undefined && valid;
}
