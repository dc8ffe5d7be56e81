import type { z } from 'zod';
import type { ListAnswer, RequestPart, ResponseOf, RouteContract } from '@app/shared/contract';
import { saveFile } from './save-file';
import { clearSession, getSession } from './session';

/** A failed API call, carrying Strapi's error body (`{error:{status,name,message,details}}`). */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errorName: string = 'ApiRequestError',
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }

  /** Field messages of a 400 ValidationError, keyed by the field's name. */
  get fieldErrors(): Record<string, string> {
    const errors = (this.details.errors ?? []) as {
      path?: (string | number)[];
      message?: string;
    }[];
    return Object.fromEntries(
      errors
        .filter((e) => e.path?.length && e.message)
        .map((e) => [String(e.path![0]), e.message!]),
    );
  }
}

/** Fired when the server rejects the stored token: the app signs out and goes to /login. */
export const SESSION_EXPIRED_EVENT = 'session-expired';

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** The browser's HTTP cache mode; `no-store` for lists the server lets browsers keep a few seconds. */
  cache?: RequestCache;
}

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** The error of a refused call, in the server's words when its body is Strapi's error JSON. */
export async function toError(response: Response): Promise<ApiRequestError> {
  try {
    const body = (await response.json()) as {
      error?: { name?: string; message?: string; details?: Record<string, unknown> };
    };
    return new ApiRequestError(
      response.status,
      body.error?.message ?? response.statusText,
      body.error?.name,
      body.error?.details,
    );
  } catch {
    return new ApiRequestError(response.status, response.statusText || 'Request failed');
  }
}

/** A 401 to a request that carried the stored token ends the session; the app goes to /login. */
export function endSessionIfTokenRejected(status: number, sentToken: boolean) {
  if (status !== 401 || !sentToken) return;
  clearSession();
  window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
}

async function send(
  path: string,
  init: RequestInit,
  query?: Record<string, QueryValue>,
): Promise<Response> {
  const session = getSession();
  const headers = new Headers(init.headers);
  if (session) headers.set('authorization', `Bearer ${session.token}`);
  // The server answers validation errors, and writes the confirmation mails of the public forms,
  // in the language of the page the request comes from.
  const pageLanguage = document.documentElement.lang;
  if (pageLanguage) headers.set('accept-language', pageLanguage);
  const response = await fetch(buildUrl(path, query), { ...init, headers });
  endSessionIfTokenRejected(response.status, session !== null);
  if (!response.ok) throw await toError(response);
  return response;
}

/** Calls the JSON API with the stored bearer token. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const init: RequestInit = {
    method: options.method ?? 'GET',
    signal: options.signal,
    cache: options.cache,
  };
  if (options.body !== undefined) {
    init.body = JSON.stringify(options.body);
    init.headers = { 'content-type': 'application/json' };
  }
  const response = await send(path, init, options.query);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

/** What a call of a contract's route sends: the id its path takes, its query and its body. */
export type RouteCall<C extends RouteContract> = (C['url'] extends `${string}:id${string}`
  ? { id: number }
  : { id?: never }) &
  (RequestPart<C, 'body'> extends z.ZodType
    ? { body: z.input<RequestPart<C, 'body'>> }
    : { body?: never }) &
  Pick<RequestOptions, 'query' | 'signal' | 'cache'>;

/**
 * Calls a route of the API contract (`packages/shared`): its method and path come from the
 * contract, and the body and the answer are typed by the contract's schemas.
 */
export function callRoute<C extends RouteContract>(
  route: C,
  call: RouteCall<C>,
): Promise<ResponseOf<C>> {
  const path = call.id === undefined ? route.url : route.url.replace(':id', String(call.id));
  return apiRequest<ResponseOf<C>>(path, {
    method: route.method,
    body: call.body,
    query: call.query,
    signal: call.signal,
    cache: call.cache,
  });
}

/** A route that answers a page of a collection: `{data: [{id, attributes}], meta: {pagination}}`. */
type ListRoute = RouteContract & {
  method: 'GET';
  response: { 200: z.ZodType<{ data: { attributes: unknown }[] }> };
};

/** The attributes of the entities a list route answers. */
type ListAttributesOf<C extends ListRoute> = ResponseOf<C>['data'][number]['attributes'];

/**
 * Calls a list route for a counted page by number, as every admin list asks for its rows: the
 * answer's pagination is then Strapi's by page, whose page count and total the lists show.
 */
export function callListRoute<C extends ListRoute>(
  route: C,
  call: RouteCall<C>,
): Promise<ListAnswer<ListAttributesOf<C>>> {
  return callRoute(route, call) as Promise<ListAnswer<ListAttributesOf<C>>>;
}

/** Sends a multipart form (file uploads). */
export async function apiUpload<T>(path: string, form: FormData): Promise<T> {
  const response = await send(path, { method: 'POST', body: form });
  return (await response.json()) as T;
}

/** A file's bytes (a resume shown in the page), fetched with the stored bearer token. */
export async function apiBytes(path: string, signal?: AbortSignal): Promise<ArrayBuffer> {
  const response = await send(path, { method: 'GET', signal });
  return response.arrayBuffer();
}

/** Downloads a file (PDF, resume) and hands it to the browser under the server's file name. */
export async function apiDownload(path: string, fallbackName: string): Promise<void> {
  const response = await send(path, { method: 'GET' });
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? fallbackName;
  saveFile(await response.blob(), name);
}
