import { SignJWT } from 'jose';
import { loginAs, type TestApp } from '../../test-app';

/** Every kind of caller an access test walks, signed in or not, honest or not. */
export const CALLERS = [
  'anonymous',
  'Registered',
  'Staff',
  'Admin',
  'disabled',
  'expired',
  'tampered',
  'alg none',
] as const;
export type Caller = (typeof CALLERS)[number];

export interface Callers {
  /** The request headers each caller sends (none for anonymous). */
  headers: Record<Caller, Record<string, string>>;
  registeredUserId: number;
}

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * Creates one user per role (and a disabled Admin) and forges the dishonest tokens: an expired
 * one signed with the real secret, the Admin's token with its subject changed to the Staff user
 * (the signature no longer fits), and an unsigned one with `alg: none` naming the Admin.
 */
export async function createCallers(t: TestApp): Promise<Callers> {
  const registered = await loginAs(t, 'Registered');
  const staff = await loginAs(t, 'Staff');
  const admin = await loginAs(t, 'Admin');
  const disabled = await loginAs(t, 'Admin');
  await t.app.db
    .updateTable('users')
    .set({ disabled: 1 })
    .where('id', '=', disabled.userId)
    .execute();

  const expired = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(admin.userId))
    .setIssuedAt(nowSeconds() - 7200)
    .setExpirationTime(nowSeconds() - 3600)
    .sign(new TextEncoder().encode(t.jwtSecret));
  const [header, , signature] = admin.token.split('.');
  const tampered = `${header}.${base64url({ sub: String(staff.userId), iat: nowSeconds(), exp: nowSeconds() + 3600 })}.${signature}`;
  const algNone = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ sub: String(admin.userId), exp: nowSeconds() + 3600 })}.`;

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  return {
    headers: {
      anonymous: {},
      Registered: registered.authorization,
      Staff: staff.authorization,
      Admin: admin.authorization,
      disabled: disabled.authorization,
      expired: bearer(expired),
      tampered: bearer(tampered),
      'alg none': bearer(algNone),
    },
    registeredUserId: registered.userId,
  };
}
