import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { localizeValidationMessage } from '@app/shared/validation-messages';
import { ApiError, badRequest, defaultErrorName, errorBody } from '../http/errors';
import { localeOfRequest } from '../http/request-locale';
import { QueryTimeLimitExceeded } from '../lists/list-page';
import {
  refuseNulCharacters,
  refuseNulInQuery,
  requestValidationError,
} from '../http/request-validation';

/**
 * Turns every failure into Strapi's `{data:null, error:{...}}` shape in one place: the route's
 * own errors, failed request schemas, a list filter that ran past the query time limit, the
 * framework's refusals (a malformed address, body or content type) and anything unexpected,
 * which is logged and answered as a bare 500.
 */
export default fp(async function errorHandler(app: FastifyInstance) {
  app.setNotFoundHandler((_request, reply) => {
    reply.status(404).send(errorBody(404, 'NotFoundError', 'Not Found'));
  });

  // PostgreSQL cannot store a NUL character in text: refused in any query or body as the
  // client's mistake, before a route's schema reads it.
  app.addHook('preValidation', async (request) => {
    refuseNulInQuery(request.query);
    if (request.body !== undefined) refuseNulCharacters(request.body);
  });

  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    const apiError =
      error instanceof ApiError
        ? error
        : error instanceof QueryTimeLimitExceeded
          ? new ApiError(400, error.message, {}, 'ValidationError')
          : (requestValidationError(error, request) ?? frameworkError(error));
    if (apiError.status >= 500) {
      request.log.error({ err: error }, 'request failed');
      if (!(error instanceof ApiError))
        return sendError(reply, new ApiError(500, 'Internal Server Error'));
    }
    return sendError(reply, inLanguageOf(request, apiError));
  });
});

/**
 * A validation error in the language the request asks for: the public forms send their page's
 * language, so a German visitor reads the server's objections in German (the schemas' English
 * messages are the keys of their translations). Other errors keep their wording.
 */
function inLanguageOf(request: FastifyRequest, error: ApiError): ApiError {
  const locale = localeOfRequest(request);
  if (locale === 'en' || error.errorName !== 'ValidationError') return error;
  const localize = (message: string) => localizeValidationMessage(message, locale);
  const { errors } = error.details as { errors?: { message: string }[] };
  const details = errors
    ? {
        ...error.details,
        errors: errors.map((entry) => ({ ...entry, message: localize(entry.message) })),
      }
    : error.details;
  return new ApiError(error.status, localize(error.message), details, error.errorName);
}

function sendError(reply: FastifyReply, error: ApiError) {
  return reply
    .status(error.status)
    .send(errorBody(error.status, error.errorName, error.message, error.details));
}

/** Fastify's own client errors, worded for the client; anything else is a 500. */
function frameworkError(error: FastifyError): ApiError {
  const status =
    typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
  if (status >= 500) return new ApiError(500, 'Internal Server Error');
  const name =
    error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
      ? 'SyntaxError'
      : defaultErrorName(status);
  return new ApiError(status, clientMessage(error), {}, name);
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Request body must not be empty';
    default:
      return error.message;
  }
}

/**
 * The router's refusals, before any route runs (Fastify's `frameworkErrors`): an address with a
 * malformed percent-encoding, or a path parameter longer than the router reads.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const apiError =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? new ApiError(404, 'Not Found')
      : badRequest('The address is malformed: it holds an invalid percent-encoding.');
  return sendError(reply, apiError);
}
