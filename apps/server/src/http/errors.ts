/** Strapi v4 error names, by HTTP status. */
const ERROR_NAMES: Record<number, string> = {
  400: 'ValidationError',
  401: 'UnauthorizedError',
  403: 'ForbiddenError',
  404: 'NotFoundError',
  405: 'MethodNotAllowedError',
  409: 'ConflictError',
  413: 'PayloadTooLargeError',
  415: 'UnsupportedMediaTypeError',
  422: 'ValidationError',
  429: 'RateLimitError',
  503: 'ServiceUnavailableError',
};

export interface FieldError {
  path: (string | number)[];
  message: string;
  name: 'ValidationError';
}

/** An error meant for the client: its status, name, message and details are sent as they are. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details: Record<string, unknown> = {},
    readonly errorName: string = ERROR_NAMES[status] ??
      (status >= 500 ? 'InternalServerError' : 'ApplicationError'),
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details: Record<string, unknown> = {}) =>
  new ApiError(400, message, details, 'ApplicationError');
export const validationError = (errors: FieldError[]) =>
  new ApiError(400, errors.length === 1 ? errors[0]!.message : `${errors.length} errors occurred`, {
    errors,
  });
export const unauthorized = (message = 'Missing or invalid credentials') =>
  new ApiError(401, message);
export const forbidden = (message = 'Forbidden') => new ApiError(403, message);
export const notFound = (message = 'Not Found') => new ApiError(404, message);

export interface ErrorBody {
  data: null;
  error: { status: number; name: string; message: string; details: Record<string, unknown> };
}

export function errorBody(
  status: number,
  name: string,
  message: string,
  details: Record<string, unknown> = {},
): ErrorBody {
  return { data: null, error: { status, name, message, details } };
}

export function defaultErrorName(status: number): string {
  return ERROR_NAMES[status] ?? (status >= 500 ? 'InternalServerError' : 'ApplicationError');
}
