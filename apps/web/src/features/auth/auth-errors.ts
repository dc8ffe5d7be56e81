import { ApiRequestError } from '../../lib/api-client';

/** The server's message for a request it refused (4xx) when it gave one, else `fallback`. */
export function serverMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError && error.status < 500 && error.message) return error.message;
  return fallback;
}
