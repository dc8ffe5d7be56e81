import { ApiError } from '../../http/errors';

/** A refused upload: a 400 ValidationError on the `files` field, so a form can show it there. */
export function uploadError(message: string): ApiError {
  return new ApiError(400, message, {
    errors: [{ path: ['files'], message, name: 'ValidationError' }],
  });
}

/** A file over its size limit: 413 PayloadTooLargeError. */
export function uploadTooLarge(message: string): ApiError {
  return new ApiError(413, message, {
    errors: [{ path: ['files'], message, name: 'ValidationError' }],
  });
}
