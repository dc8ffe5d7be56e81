import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationForm, contactForm, insertUnclaimedResume } from '../../../test/public-forms';
import { createTestApp, loginAs, type TestApp } from '../../../test/test-app';

/**
 * Every route of auth, users, contacts and applications, called as each kind of caller, with a
 * request that succeeds for a caller who may make it; the status must be exactly the table's.
 * The same table is in README.md ("Who may call what").
 */

const CALLERS = [
  'anonymous',
  'Registered',
  'Staff',
  'Admin',
  'disabled',
  'expired',
  'tampered',
  'alg none',
] as const;
type Caller = (typeof CALLERS)[number];

interface RouteCase {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  body?: () => Promise<unknown> | unknown;
  /** Status by caller, in CALLERS order. */
  expected: Record<Caller, number>;
}

const everyone200 = {
  anonymous: 200,
  Registered: 200,
  Staff: 200,
  Admin: 200,
  disabled: 200,
  expired: 200,
  tampered: 200,
  'alg none': 200,
};
const signedIn = {
  anonymous: 403,
  Registered: 200,
  Staff: 200,
  Admin: 200,
  disabled: 401,
  expired: 401,
  tampered: 401,
  'alg none': 401,
};
const staffOnly = { ...signedIn, Registered: 403 };
const adminOnly = { ...staffOnly, Staff: 403 };

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

describe('role matrix: auth, users, contacts, applications', () => {
  let t: TestApp;
  let headers: Record<Caller, Record<string, string>>;
  let contactId: number;
  let applicationId: number;
  let registeredId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const registered = await loginAs(t, 'Registered', {
      email: 'matrix.registered@example.com',
      password: 'matrix-password',
    });
    const staff = await loginAs(t, 'Staff');
    const admin = await loginAs(t, 'Admin');
    const disabled = await loginAs(t, 'Admin');
    await t.app.db
      .updateTable('users')
      .set({ disabled: 1 })
      .where('id', '=', disabled.userId)
      .execute();
    registeredId = registered.userId;

    const key = new TextEncoder().encode(t.jwtSecret);
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(admin.userId))
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(key);
    // The Admin's valid token with its subject changed to the Staff user: the signature no longer fits.
    const [header, , signature] = admin.token.split('.');
    const tampered = `${header}.${base64url({ sub: String(staff.userId), iat: Math.floor(Date.now() / 1000), exp: Math.floor(Date.now() / 1000) + 3600 })}.${signature}`;
    const algNone = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ sub: String(admin.userId), exp: Math.floor(Date.now() / 1000) + 3600 })}.`;

    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
    headers = {
      anonymous: {},
      Registered: registered.authorization,
      Staff: staff.authorization,
      Admin: admin.authorization,
      disabled: disabled.authorization,
      expired: bearer(expired),
      tampered: bearer(tampered),
      'alg none': bearer(algNone),
    };

    contactId = (
      await t.app.inject({ method: 'POST', url: '/api/contacts', payload: { data: contactForm() } })
    ).json().data.id;
    applicationId = (
      await t.app.inject({
        method: 'POST',
        url: '/api/carrers',
        payload: { data: applicationForm(await insertUnclaimedResume(t)) },
      })
    ).json().data.id;
  });
  afterAll(async () => {
    await t.close();
  });

  const routes = (): RouteCase[] => [
    {
      method: 'POST',
      url: '/api/auth/local/register',
      body: () => {
        const name = `matrix-${randomBytes(4).toString('hex')}`;
        return { username: name, email: `${name}@example.com`, password: 'matrix-password' };
      },
      expected: everyone200,
    },
    {
      method: 'POST',
      url: '/api/auth/local',
      body: () => ({ identifier: 'matrix.registered@example.com', password: 'matrix-password' }),
      expected: everyone200,
    },
    { method: 'GET', url: '/api/users/me?populate=role', expected: signedIn },
    { method: 'GET', url: '/api/users', expected: adminOnly },
    { method: 'GET', url: `/api/users/${registeredId}`, expected: adminOnly },
    {
      method: 'PUT',
      url: `/api/users/${registeredId}`,
      body: () => ({ data: { role: 'Registered' } }),
      expected: adminOnly,
    },
    {
      method: 'POST',
      url: '/api/contacts',
      body: () => ({ data: contactForm() }),
      expected: everyone200,
    },
    { method: 'GET', url: '/api/contacts', expected: staffOnly },
    { method: 'GET', url: `/api/contacts/${contactId}`, expected: staffOnly },
    {
      method: 'POST',
      url: '/api/carrers',
      body: async () => ({ data: applicationForm(await insertUnclaimedResume(t)) }),
      expected: everyone200,
    },
    { method: 'GET', url: '/api/carrers?populate=*', expected: staffOnly },
    { method: 'GET', url: `/api/carrers/${applicationId}?populate=*`, expected: staffOnly },
    {
      method: 'PUT',
      url: `/api/carrers/${applicationId}`,
      body: () => ({ data: { applicationStatus: 'Shortlisted' } }),
      expected: staffOnly,
    },
  ];

  it('answers exactly the status of the table for every route and caller', async () => {
    const actual: string[] = [];
    const wanted: string[] = [];
    for (const route of routes()) {
      for (const caller of CALLERS) {
        const payload = route.body ? ((await route.body()) as object) : undefined;
        const response = await t.app.inject({
          method: route.method,
          url: route.url,
          headers: headers[caller],
          payload,
        });
        actual.push(`${route.method} ${route.url} as ${caller}: ${response.statusCode}`);
        wanted.push(`${route.method} ${route.url} as ${caller}: ${route.expected[caller]}`);
        if (response.statusCode >= 400) {
          expect(response.json(), `${route.method} ${route.url} as ${caller}`).toMatchObject({
            data: null,
            error: {
              status: response.statusCode,
              name: response.statusCode === 401 ? 'UnauthorizedError' : 'ForbiddenError',
            },
          });
        }
      }
    }
    expect(actual).toEqual(wanted);
  });

  it('lists every one of these routes in the OpenAPI document, with its success response', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const route of routes()) {
      const documentedPath = route.url.split('?')[0]!.replace(/\/\d+$/, '/{id}');
      const operation = document.paths[documentedPath]?.[route.method.toLowerCase()];
      expect(
        operation?.responses?.['200']?.content?.['application/json']?.schema,
        `${route.method} ${documentedPath}`,
      ).toBeDefined();
    }
  });
});
