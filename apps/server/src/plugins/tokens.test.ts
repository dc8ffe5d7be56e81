import type * as jose from 'jose';
import { SignJWT, jwtVerify } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenSigner } from './tokens';

vi.mock('jose', async (importOriginal) => {
  const actual = await importOriginal<typeof jose>();
  return { ...actual, jwtVerify: vi.fn(actual.jwtVerify) };
});

const SECRET = 'a-secret-of-at-least-thirty-two-characters';

describe('token verification', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.mocked(jwtVerify).mockClear();
  });

  it('checks the signature of a token once, then remembers it', async () => {
    const signer = createTokenSigner(SECRET, '1h');
    const token = await signer.sign(42);
    expect(await signer.verify(token)).toEqual({ userId: 42, version: 0 });
    expect(await signer.verify(token)).toEqual({ userId: 42, version: 0 });
    expect(await signer.verify(token)).toEqual({ userId: 42, version: 0 });
    expect(jwtVerify).toHaveBeenCalledTimes(1);
  });

  it('refuses a remembered token once it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-06-02T10:00:00Z') });
    const signer = createTokenSigner(SECRET, '30m');
    const token = await signer.sign(7);
    expect(await signer.verify(token)).toEqual({ userId: 7, version: 0 });
    vi.setSystemTime(new Date('2025-06-02T10:29:59Z'));
    expect(await signer.verify(token)).toEqual({ userId: 7, version: 0 });
    vi.setSystemTime(new Date('2025-06-02T10:30:00Z'));
    expect(await signer.verify(token)).toBeNull();
    expect(await signer.verify(token)).toBeNull();
  });

  it('still refuses altered tokens and tokens of another secret', async () => {
    const signer = createTokenSigner(SECRET, '1h');
    const token = await signer.sign(42);
    expect(await signer.verify(token)).toEqual({ userId: 42, version: 0 });
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const otherUser = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: '1' }),
    ).toString('base64url');
    expect(await signer.verify(`${header}.${otherUser}.${signature}`)).toBeNull();
    expect(await createTokenSigner(`${SECRET}-other`, '1h').verify(token)).toBeNull();
  });

  it('carries the token version, and reads a token without one as version 0', async () => {
    const signer = createTokenSigner(SECRET, '1h');
    expect(await signer.verify(await signer.sign(42, 3))).toEqual({ userId: 42, version: 3 });
    const unversioned = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('42')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(SECRET));
    expect(await signer.verify(unversioned)).toEqual({ userId: 42, version: 0 });
  });
});
