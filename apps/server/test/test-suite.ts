import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { createTestApp, loginAs, type TestApp, type TestRole } from './test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface TestServerSuite {
  /** The server, built before the block's tests. */
  readonly t: TestApp;
  /** Injects a request, `payload` as its JSON body when given, with `headers` (none by default). */
  send: (
    method: Method,
    url: string,
    payload?: InjectOptions['payload'],
    headers?: Record<string, string>,
  ) => Promise<LightMyRequestResponse>;
}

export interface TestAppSuite extends TestServerSuite {
  /** The `authorization` header of the user signed in for the block. */
  readonly auth: { authorization: string };
  /** Injects a request as that user, unless `headers` say otherwise. */
  send: TestServerSuite['send'];
}

/** What the block's server is built with: `createTestApp`'s environment and web renderer. */
export interface TestServerSetup {
  env?: Record<string, string>;
  web?: Parameters<typeof createTestApp>[1];
}

/**
 * A suite's setup, or a function giving it when the server is built. `lifetime: 'test'` builds a
 * new server, on a new database, for each test of the block instead of one for the whole block.
 */
export type TestSuiteSetup =
  (TestServerSetup & { lifetime?: 'block' | 'test' }) | (() => TestServerSetup);

/** The hooks that open and close a suite's server, once per block or once per test. */
function suiteHooks(setup: TestSuiteSetup) {
  return typeof setup !== 'function' && setup.lifetime === 'test'
    ? { open: beforeEach, close: afterEach }
    : { open: beforeAll, close: afterAll };
}

/**
 * For the calling `describe` block: the real server on a fresh database, built before its tests
 * and closed after them, with nobody signed in. `setup` may be a function, called when the server
 * is built, for settings only known once the block's earlier hooks have run (the address of a
 * stand-in service they started). Read `t` inside tests and hooks, once it is set.
 */
export function testServerSuite(setup: TestSuiteSetup = {}): TestServerSuite {
  const { open, close } = suiteHooks(setup);
  let app: TestApp | undefined;
  open(async () => {
    const { env, web } = typeof setup === 'function' ? setup() : setup;
    app = await createTestApp(env, web);
  });
  close(async () => {
    await app?.close();
  });
  return {
    get t() {
      return app!;
    },
    send: (method, url, payload, headers = {}) =>
      app!.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) }),
  };
}

/** `testServerSuite` with a signed-in user of `role`, whose `auth` requests are sent with. */
export function testAppSuite(role: TestRole = 'Staff', setup: TestSuiteSetup = {}): TestAppSuite {
  const server = testServerSuite(setup);
  let auth: { authorization: string } | undefined;
  suiteHooks(setup).open(async () => {
    auth = (await loginAs(server.t, role)).authorization;
  });
  return {
    get t() {
      return server.t;
    },
    get auth() {
      return auth!;
    },
    send: (method, url, payload, headers = auth!) => server.send(method, url, payload, headers),
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
