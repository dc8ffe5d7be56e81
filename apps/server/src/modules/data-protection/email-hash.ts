import { createHmac } from 'node:crypto';
import { normalizeEmail } from '../users/users.repository';

/**
 * A keyed hash (HMAC-SHA-256) of an e-mail address in any case, recorded with an erasure instead
 * of the address itself. Whoever knows the address can later check that it was erased (the
 * preview does); without the server's key, a hash cannot be matched by guessing addresses.
 * The key is derived from the server secret, so the two are never the same bytes.
 */
export function createEmailHasher(serverSecret: string): (email: string) => string {
  const key = createHmac('sha256', serverSecret).update('personal-data-erasure').digest();
  return (email) => createHmac('sha256', key).update(normalizeEmail(email)).digest('hex');
}

/**
 * `amna.khan@example.com` → `a***@e***.com`: enough for an Admin to tell entries apart, too
 * little to identify or contact anyone.
 */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = normalizeEmail(email).split('@');
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const topLevel = dot > 0 ? domain.slice(dot) : '';
  return `${local.charAt(0)}***@${host.charAt(0)}***${topLevel}`;
}
