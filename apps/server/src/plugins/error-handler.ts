import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ZodError } from 'zod';
import { ApiError, defaultErrorName, errorBody, validationError } from '../http/errors';
import { zodIssuesToFieldErrors } from '../http/validation';

/**
 * Turns every failure into Strapi's `{data:null, error:{...}}` shape in one place.
 * Client mistakes keep their 4xx status and message; anything else is logged and
 * answered as a bare 500 with no internals.
 */
export default fp(async function errorHandler(app: FastifyInstance) {
  app.setNotFoundHandler((_request, reply) => {
    reply.status(404).send(errorBody(404, 'NotFoundError', 'Not Found'));
  });

  app.setErrorHandler((error: FastifyError | ApiError | ZodError, request, reply) => {
    if (error instanceof ZodError) {
      const apiError = validationError(zodIssuesToFieldErrors(error.issues));
      return reply.status(400).send(errorBody(400, apiError.errorName, apiError.message, apiError.details));
    }
    if (error instanceof ApiError) {
      if (error.status >= 500) request.log.error({ err: error }, 'request failed');
      return reply.status(error.status).send(errorBody(error.status, error.errorName, error.message, error.details));
    }
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send(errorBody(500, 'InternalServerError', 'Internal Server Error'));
    }
    // Fastify's own client errors: malformed JSON, body too large, unsupported media type, ...
    const name = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError ? 'SyntaxError' : defaultErrorName(status);
    return reply.status(status).send(errorBody(status, name, clientMessage(error)));
  });
});

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
