import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApp, loginAs, type TestApp, type TestRole } from './test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface TestAppSuite {
  /** The server, built before the block's tests. */
  readonly t: TestApp;
  /** The `authorization` header of the user signed in for the block. */
  readonly auth: { authorization: string };
  /** Injects a request, `payload` as its JSON body when given, as that user unless `headers` say otherwise. */
  send: (
    method: Method,
    url: string,
    payload?: InjectOptions['payload'],
    headers?: Record<string, string>,
  ) => Promise<LightMyRequestResponse>;
}

/**
 * For the calling `describe` block: the real server on a fresh database, built before its tests
 * and closed after them, with a signed-in user of `role`. Read `t` and `auth` inside tests and
 * hooks, once they are set.
 */
export function testAppSuite(role: TestRole = 'Staff'): TestAppSuite {
  let app: TestApp | undefined;
  let auth: { authorization: string } | undefined;
  beforeAll(async () => {
    app = await createTestApp();
    auth = (await loginAs(app, role)).authorization;
  });
  afterAll(async () => {
    await app?.close();
  });
  return {
    get t() {
      return app!;
    },
    get auth() {
      return auth!;
    },
    send: (method, url, payload, headers = auth!) =>
      app!.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) }),
  };
}

/** Checks Strapi's answer to one wrong field: 400, a ValidationError with `message` on `path`. */
export function expectValidationError(
  response: LightMyRequestResponse,
  path: readonly (string | number)[],
  message: string,
) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toEqual({
    data: null,
    error: {
      status: 400,
      name: 'ValidationError',
      message,
      details: { errors: [{ path, message, name: 'ValidationError' }] },
    },
  });
}

/** One attribute of every entry of a Strapi list answer (a 200), in the answer's order. */
export function listAttribute(response: LightMyRequestResponse, name: string): unknown[] {
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as { attributes: Record<string, unknown> }[]).map(
    (entry) => entry.attributes[name],
  );
}
