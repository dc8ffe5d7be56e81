/** An answer of the real server: status, and the body parsed when it is JSON. */
export interface HttpAnswer<T = unknown> {
  status: number;
  body: T;
}

/** No single request may hang a test: each gives up after this long. */
const REQUEST_TIMEOUT_MS = 30_000;

/** The first Admin of a server started with these settings (ADMIN_EMAIL, ADMIN_PASSWORD). */
export const PROCESS_ADMIN = {
  ADMIN_EMAIL: 'admin@example.com',
  ADMIN_PASSWORD: 'admin-password-123',
} as const;

async function answerOf<T>(response: Response): Promise<HttpAnswer<T>> {
  const text = await response.text();
  const isJson = (response.headers.get('content-type') ?? '').startsWith('application/json');
  return { status: response.status, body: (isJson ? JSON.parse(text) : text) as T };
}

/** Plain `fetch` calls to a server process, as a browser or script would make them. */
export function httpClient(baseUrl: string, token?: string) {
  const authorization: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  return {
    get: async <T = unknown>(path: string): Promise<HttpAnswer<T>> =>
      answerOf<T>(
        await fetch(`${baseUrl}${path}`, {
          headers: authorization,
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        }),
      ),
    /** The answer's bytes, for files. */
    download: async (path: string): Promise<HttpAnswer<Buffer>> => {
      const response = await fetch(`${baseUrl}${path}`, {
        headers: authorization,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      return { status: response.status, body: Buffer.from(await response.arrayBuffer()) };
    },
    send: async <T = unknown>(
      method: 'POST' | 'PUT' | 'DELETE',
      path: string,
      body?: unknown,
    ): Promise<HttpAnswer<T>> =>
      answerOf<T>(
        await fetch(`${baseUrl}${path}`, {
          method,
          headers: {
            ...authorization,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        }),
      ),
    upload: async <T = unknown>(
      files: { name: string; type: string; data: Buffer }[],
    ): Promise<HttpAnswer<T>> => {
      const form = new FormData();
      for (const file of files)
        form.append('files', new Blob([file.data], { type: file.type }), file.name);
      return answerOf<T>(
        await fetch(`${baseUrl}/api/upload`, {
          method: 'POST',
          headers: authorization,
          body: form,
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        }),
      );
    },
  };
}

/** Signs in as the process's first Admin and returns a client that sends its token. */
export async function signedInClient(baseUrl: string) {
  const answer = await httpClient(baseUrl).send<{ jwt: string }>('POST', '/api/auth/local', {
    identifier: PROCESS_ADMIN.ADMIN_EMAIL,
    password: PROCESS_ADMIN.ADMIN_PASSWORD,
  });
  if (answer.status !== 200)
    throw new Error(`sign-in failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return httpClient(baseUrl, answer.body.jwt);
}

/** Reads every page of a Strapi list (100 rows a page) and returns all its entities. */
export async function readWholeList<A>(
  client: ReturnType<typeof httpClient>,
  path: string,
): Promise<{ id: number; attributes: A }[]> {
  const rows: { id: number; attributes: A }[] = [];
  const separator = path.includes('?') ? '&' : '?';
  for (let page = 1; ; page += 1) {
    const answer = await client.get<{
      data: { id: number; attributes: A }[];
      meta: { pagination: { pageCount: number } };
    }>(`${path}${separator}pagination[pageSize]=100&pagination[page]=${page}`);
    if (answer.status !== 200) throw new Error(`GET ${path} page ${page}: ${answer.status}`);
    rows.push(...answer.body.data);
    if (page >= answer.body.meta.pagination.pageCount) return rows;
  }
}
