import { endSessionIfTokenRejected, toError } from './api-client';
import { getSession } from './session';

export interface UploadProgress {
  /** Bytes of the request body sent so far. */
  loaded: number;
  /** Bytes of the whole request body. */
  total: number;
}

export interface UploadWithProgressOptions {
  /** Called as the body goes out; fetch cannot report this, which is why XMLHttpRequest is used. */
  onProgress?: (progress: UploadProgress) => void;
  /** Aborting cancels the upload; the promise then rejects with an `AbortError`. */
  signal?: AbortSignal;
}

export const UPLOAD_NETWORK_ERROR =
  'The upload did not reach the server. Check your connection and try again.';

/**
 * POSTs a multipart form with the stored bearer token, reporting upload progress. Answers and
 * failures are handled as `apiRequest` handles them: the parsed JSON body, an `ApiRequestError`
 * in the server's words, and a rejected token ends the session.
 */
export function uploadWithProgress<T>(
  path: string,
  form: FormData,
  options: UploadWithProgressOptions = {},
): Promise<T> {
  const { onProgress, signal } = options;
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    const session = getSession();
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    if (session) xhr.setRequestHeader('authorization', `Bearer ${session.token}`);

    const onAbortSignal = () => xhr.abort();
    signal?.addEventListener('abort', onAbortSignal, { once: true });
    const settle = () => signal?.removeEventListener('abort', onAbortSignal);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
    };
    xhr.onload = () => {
      settle();
      endSessionIfTokenRejected(xhr.status, session !== null);
      const response = new Response(xhr.responseText || null, {
        status: xhr.status,
        statusText: xhr.statusText,
      });
      if (!response.ok) {
        void toError(response).then(reject);
        return;
      }
      response.json().then((body) => resolve(body as T), reject);
    };
    xhr.onerror = () => {
      settle();
      reject(new Error(UPLOAD_NETWORK_ERROR));
    };
    xhr.onabort = () => {
      settle();
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
    };
    xhr.send(form);
  });
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
