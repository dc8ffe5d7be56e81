import type {
  ContextConfigDefault,
  FastifyInstance,
  FastifyRequest,
  FastifySchema,
  LogLevel,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorResponse, type RequestPart, type RouteContract } from '@app/shared/contract';

/** What Fastify validates and serializes for a route: the contract's schemas, typed. */
interface ContractSchema<
  C extends RouteContract,
  Query extends z.ZodType | undefined,
> extends FastifySchema {
  params: RequestPart<C, 'params'>;
  querystring: Query;
  body: RequestPart<C, 'body'>;
  response: C['response'];
}

/** A handler typed by the zod type provider from the route's contract. */
export type ContractHandler<
  C extends RouteContract,
  Query extends z.ZodType | undefined = RequestPart<C, 'querystring'>,
> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  object,
  ContextConfigDefault,
  ContractSchema<C, Query>,
  ZodTypeProvider
>;

export interface RouteImplementation<
  C extends RouteContract,
  Query extends z.ZodType | undefined = RequestPart<C, 'querystring'>,
> {
  /**
   * The server's reading of the contract's query, usually the contract's schema with a transform
   * that parses Strapi's parameters against the resource's fields: the handler gets the result.
   */
  querystring?: Query;
  /** Per-route settings of the plugins (say, `rateLimit`). */
  config?: Record<string, unknown>;
  /** The route's own log level: `warn` keeps a URL holding personal data out of the request logs. */
  logLevel?: LogLevel;
  handler: ContractHandler<C, Query>;
}

/** The refusals a route can answer, for its document: they follow from its access and input. */
function errorResponses(contract: RouteContract): Record<number, z.ZodType> {
  const errors: Record<number, z.ZodType> = { 400: errorResponse };
  if (contract.access !== 'public') errors[401] = errorResponse;
  if (contract.access !== 'public' && contract.access !== 'identified') errors[403] = errorResponse;
  if (contract.params) errors[404] = errorResponse;
  if (contract.rateLimited) errors[429] = errorResponse;
  return errors;
}

/**
 * Registers a route from its contract: the contract's access becomes the role check, its schemas
 * are what Fastify validates the request against (a failure reaches the error handler as a
 * validation error) and what it serializes the answer through (a field the schema lacks never
 * leaves the server), and the OpenAPI document is generated from the same schemas.
 */
export function registerRoute<
  C extends RouteContract,
  Query extends z.ZodType | undefined = RequestPart<C, 'querystring'>,
>(app: FastifyInstance, contract: C, implementation: RouteImplementation<C, Query>): void {
  // The auth plugin's check for this access (none for public routes).
  const guard = app.guardFor(contract.access);
  app.withTypeProvider<ZodTypeProvider>().route({
    method: contract.method,
    url: contract.url,
    // The caller is checked before the body is read or anything is validated, so a refused caller
    // learns nothing about the input the route takes; after the rate limits (onRequest), so that
    // refused calls count against them too.
    ...(guard ? { preParsing: async (request: FastifyRequest) => guard(request) } : {}),
    ...(implementation.config ? { config: implementation.config } : {}),
    ...(implementation.logLevel ? { logLevel: implementation.logLevel } : {}),
    schema: {
      tags: [contract.tag],
      summary: contract.summary,
      ...(contract.description ? { description: contract.description } : {}),
      ...(contract.access === 'public' ? { security: [] } : {}),
      // An upload's form is documented under `multipart/form-data`; the route reads the stream.
      ...(contract.form ? { consumes: ['multipart/form-data'], body: contract.form } : {}),
      ...(contract.produces ? { produces: contract.produces } : {}),
      ...(contract.params ? { params: contract.params } : {}),
      ...((implementation.querystring ?? contract.querystring)
        ? { querystring: implementation.querystring ?? contract.querystring }
        : {}),
      ...(contract.body ? { body: contract.body } : {}),
      response: { ...errorResponses(contract), ...contract.response },
    },
    handler: implementation.handler as RouteHandlerMethod,
  });
}
