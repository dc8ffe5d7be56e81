import { vi } from 'vitest';

export interface MockRequest {
  method: string;
  url: URL;
  /** The parsed JSON body, if any. */
  body: unknown;
  headers: Headers;
}

export type MockHandler = (request: MockRequest) => Response | Promise<Response>;

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** A Strapi error body (`{data:null,error:{...}}`). */
export function errorResponse(
  status: number,
  name: string,
  message: string,
  details: Record<string, unknown> = {},
): Response {
  return jsonResponse({ data: null, error: { status, name, message, details } }, status);
}

/**
 * Replaces `fetch` with handlers keyed by `METHOD /path` (no query). Unknown requests get a 404.
 * Returns the mock, whose calls can be inspected with `requests()`.
 */
export function mockApi(routes: Record<string, MockHandler>) {
  const seen: MockRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;
    const request: MockRequest = { method, url, body, headers: new Headers(init?.headers) };
    seen.push(request);
    const handler = routes[`${method} ${url.pathname}`];
    return handler ? handler(request) : errorResponse(404, 'NotFoundError', 'Not Found');
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    /** Requests made so far, optionally only those for `METHOD /path`. */
    requests(route?: string): MockRequest[] {
      return route ? seen.filter((r) => `${r.method} ${r.url.pathname}` === route) : [...seen];
    },
  };
}

/** A promise with its resolve function, to hold a response back while a test looks at the page. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
