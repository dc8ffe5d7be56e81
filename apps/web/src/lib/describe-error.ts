import { ApiRequestError } from './api-client';

/** The reason a call failed, in the server's words, to show under a failure message. */
export function describeError(error: unknown): string | undefined {
  if (error instanceof ApiRequestError) {
    const fieldMessages = [...new Set(Object.values(error.fieldErrors))];
    return fieldMessages.length > 0 ? fieldMessages.join(' ') : error.message;
  }
  return error instanceof Error ? error.message : undefined;
}
