import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Replaces `fetch` with one mock for every test of the file, reset after each; a test sets its
 * answers (`mockResolvedValueOnce(json(200, …))`).
 */
export function mockFetchEachTest() {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });
  return fetchMock;
}

/** A JSON answer. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Strapi's error answer; `fieldErrors` are a ValidationError's messages on their fields. */
export const strapiError = (
  status: number,
  name: string,
  message: string,
  fieldErrors: readonly { path: (string | number)[]; message: string }[] = [],
) =>
  json(status, {
    data: null,
    error: {
      status,
      name,
      message,
      details: fieldErrors.length
        ? { errors: fieldErrors.map((error) => ({ ...error, name })) }
        : {},
    },
  });
