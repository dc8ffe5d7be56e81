import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeUploadRequests } from '../testing/fake-upload-requests';
import { ApiRequestError, SESSION_EXPIRED_EVENT } from './api-client';
import { getSession, saveSession } from './session';
import { isAbortError, UPLOAD_NETWORK_ERROR, uploadWithProgress } from './upload-with-progress';

function form() {
  const body = new FormData();
  body.append('files', new File(['x'], 'photo.png', { type: 'image/png' }));
  return body;
}

afterEach(() => vi.unstubAllGlobals());

describe('uploadWithProgress', () => {
  it('posts the form with the stored token, reports progress and answers the JSON body', async () => {
    saveSession('token-1', null);
    const uploads = fakeUploadRequests();
    const onProgress = vi.fn();
    const done = uploadWithProgress<{ id: number }[]>('/api/upload', form(), { onProgress });
    const request = uploads.latest()!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/upload');
    expect(request.headers.authorization).toBe('Bearer token-1');
    expect(request.files().map((file) => file.name)).toEqual(['photo.png']);

    request.reportProgress(40, 100);
    expect(onProgress).toHaveBeenLastCalledWith({ loaded: 40, total: 100 });
    request.respond(200, [{ id: 9 }]);
    await expect(done).resolves.toEqual([{ id: 9 }]);
  });

  it('sends no authorization header without a session', () => {
    const uploads = fakeUploadRequests();
    void uploadWithProgress('/api/upload', form());
    expect(uploads.latest()!.headers.authorization).toBeUndefined();
  });

  it('rejects with the server’s error message and details', async () => {
    const uploads = fakeUploadRequests();
    const done = uploadWithProgress('/api/upload', form());
    const message =
      '"photo.png" is not a supported file. Upload JPEG, PNG or WebP images, or MP4 or WebM videos.';
    uploads.latest()!.respond(400, {
      data: null,
      error: {
        status: 400,
        name: 'ValidationError',
        message,
        details: { errors: [{ path: ['files'], message }] },
      },
    });
    const error = await done.catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).status).toBe(400);
    expect((error as ApiRequestError).message).toBe(message);
    expect((error as ApiRequestError).fieldErrors).toEqual({ files: message });
  });

  it('ends the session when the server rejects the token, as every API call does', async () => {
    saveSession('revoked', null);
    const expired = vi.fn();
    window.addEventListener(SESSION_EXPIRED_EVENT, expired);
    const uploads = fakeUploadRequests();
    const done = uploadWithProgress('/api/upload', form());
    uploads.latest()!.respond(401, {
      data: null,
      error: { status: 401, name: 'UnauthorizedError', message: 'Unauthorized', details: {} },
    });
    await expect(done).rejects.toMatchObject({ status: 401 });
    expect(getSession()).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
    window.removeEventListener(SESSION_EXPIRED_EVENT, expired);
  });

  it('is cancelled by its abort signal', async () => {
    const uploads = fakeUploadRequests();
    const controller = new AbortController();
    const done = uploadWithProgress('/api/upload', form(), { signal: controller.signal });
    controller.abort();
    expect(uploads.latest()!.aborted).toBe(true);
    const error = await done.catch((reason: unknown) => reason);
    expect(isAbortError(error)).toBe(true);
  });

  it('says so when the request never reaches the server', async () => {
    const uploads = fakeUploadRequests();
    const done = uploadWithProgress('/api/upload', form());
    uploads.latest()!.failNetwork();
    await expect(done).rejects.toThrow(UPLOAD_NETWORK_ERROR);
  });
});
