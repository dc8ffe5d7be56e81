import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** What a response looks like to these checks, from `app.inject` or from `fetch`. */
export interface SeenResponse {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

/**
 * Signs of internals in an answer: stack frames, source or install paths, database and framework
 * names, raw driver error codes. The request's own text is allowed back (error messages may
 * quote the parameter that was refused), so a marker counts only when the request did not send it.
 */
const LEAK_PATTERNS: readonly RegExp[] = [
  /\bat [\w$.<>]+ \(/,
  /:\d+:\d+\)?$/m,
  /node_modules/i,
  /\.(?:ts|js|mjs|cjs):\d+/,
  /file:\/\//i,
  /"stack"/,
  /SQLITE_[A-Z]+/,
  /\bsqlite\b/i,
  /\bkysely\b/i,
  /\bfastify\b/i,
  /\bFST_[A-Z_]+/,
  /\bnode(?:\.js)? ?v?\d+\.\d+/i,
  /\bpostgres(?:ql)?\b/i,
  /\bECONN[A-Z]+|\bENOENT\b|\bEACCES\b/,
];

export function findLeak(
  text: string,
  requestText = '',
  extraSecrets: readonly string[] = [],
): string | null {
  for (const secret of [repositoryRoot, ...extraSecrets]) {
    if (secret && text.includes(secret) && !requestText.includes(secret)) return secret;
  }
  for (const pattern of LEAK_PATTERNS) {
    const match = pattern.exec(text);
    if (match && !requestText.includes(match[0])) return match[0];
  }
  return null;
}

/** Headers that tell an attacker what runs the server. */
export const REVEALING_HEADERS = [
  'x-powered-by',
  'server',
  'x-aspnet-version',
  'x-runtime',
] as const;

/**
 * Why an answer breaks the error contract, or null when it keeps it: a 4xx or 5xx must be JSON
 * `{data: null, error: {status, name, message, details}}` with the response's own status, and
 * neither body nor headers may reveal internals. A 2xx or 3xx answer passes.
 */
export function errorShapeProblem(
  response: SeenResponse,
  requestText = '',
  extraSecrets: readonly string[] = [],
): string | null {
  for (const header of REVEALING_HEADERS) {
    if (response.headers[header] !== undefined) return `sends a ${header} header`;
  }
  const headerText = Object.entries(response.headers)
    .map(([name, value]) => `${name}: ${String(value)}`)
    .join('\n');
  const headerLeak = findLeak(headerText, requestText, extraSecrets);
  if (headerLeak) return `a header reveals "${headerLeak}"`;
  if (response.status < 400) return null;

  if (!String(response.headers['content-type'] ?? '').startsWith('application/json')) {
    return `error answer is ${String(response.headers['content-type'])}, not JSON`;
  }
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return 'error answer is not valid JSON';
  }
  const { data, error } = (body ?? {}) as { data?: unknown; error?: Record<string, unknown> };
  const keeps =
    data === null &&
    error !== null &&
    typeof error === 'object' &&
    error.status === response.status &&
    typeof error.name === 'string' &&
    error.name !== '' &&
    typeof error.message === 'string' &&
    error.message !== '' &&
    error.details !== null &&
    typeof error.details === 'object' &&
    Object.keys(body as object)
      .sort()
      .join() === 'data,error' &&
    Object.keys(error).sort().join() === 'details,message,name,status';
  if (!keeps) return `error answer is not in the error shape: ${response.body.slice(0, 300)}`;
  const bodyLeak = findLeak(response.body, requestText, extraSecrets);
  return bodyLeak ? `error answer reveals "${bodyLeak}"` : null;
}

/** An `app.inject` response as these checks see it. */
export function seenFromInject(response: {
  statusCode: number;
  headers: SeenResponse['headers'];
  body: string;
}): SeenResponse {
  return { status: response.statusCode, headers: response.headers, body: response.body };
}
