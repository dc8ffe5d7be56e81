import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants';

/**
 * The pieces every route contract is built from. A contract names a route's method, path,
 * access, request schemas and response schemas once: the server registers the route from it
 * (Fastify validates the request and serializes the response through these schemas), the OpenAPI
 * document is generated from it, and the web app takes its types from it with `z.infer`.
 */

/**
 * Who may call a route. `public` ignores any token; `identified` is open to everyone but refuses
 * a bad token (the handler may treat signed-in callers differently); `signed-in` takes any
 * account; `Staff` takes Staff and Admin; `Admin` only Admin.
 */
export type RouteAccess = 'public' | 'identified' | 'signed-in' | 'Staff' | 'Admin';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RouteContract {
  method: HttpMethod;
  url: string;
  access: RouteAccess;
  /** The OpenAPI tag (one per resource). */
  tag: string;
  summary: string;
  description?: string;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /**
   * A `multipart/form-data` body (an upload): the route reads it as a stream, so this schema
   * documents its fields and is not checked before the handler runs.
   */
  form?: z.ZodType;
  /** The successful answers by status; the error answers follow from access, params and body. */
  response: Record<number, z.ZodType>;
  /** Answer types other than JSON (a PDF). */
  produces?: string[];
  /** Rate limited per client address: the document lists the 429 answer. */
  rateLimited?: boolean;
}

/**
 * Declares a route contract. The declared object's own type is kept, so that server and client
 * see each schema exactly (a route without `params` has none, not an optional one).
 */
export function defineRoute<const C extends RouteContract>(contract: C): C {
  return contract;
}

/** One of a contract's request schemas, or undefined when the route takes none. */
export type RequestPart<C, K extends 'params' | 'querystring' | 'body'> = K extends keyof C
  ? Exclude<C[K], undefined>
  : undefined;

/** The successful answer of a route, as the client receives it. */
export type ResponseOf<C extends RouteContract> = z.output<C['response'][200]>;

const dataBodies = new WeakSet<object>();

/** Strapi's request body: the fields inside `data`; anything beside `data` is refused. */
export function dataBody<S extends z.ZodType>(schema: S) {
  const body = z.strictObject({ data: schema });
  dataBodies.add(body);
  return body;
}

const streamedForms = new WeakSet<object>();

/** Marks a route's `form`: read as a stream by the route, never validated as a parsed body. */
export function isStreamedForm(schema: unknown): boolean {
  return typeof schema === 'object' && schema !== null && streamedForms.has(schema);
}

/** The fields of a `multipart/form-data` request, for a contract's `form`. */
export function multipartForm<S extends z.ZodType>(schema: S): S {
  streamedForms.add(schema);
  return schema;
}

/** Whether a schema is a `dataBody`: its failures are reported inside `data`, as Strapi does. */
export function isDataBodySchema(schema: unknown): boolean {
  return typeof schema === 'object' && schema !== null && dataBodies.has(schema);
}

/** `{id, attributes}`, Strapi's entity. */
export function entitySchema<A extends z.ZodType>(attributes: A) {
  return z.object({ id: z.number().int(), attributes });
}

/** `{data: {id, attributes}, meta: {}}`. */
export function singleResponse<A extends z.ZodType>(attributes: A) {
  return z.object({ data: entitySchema(attributes), meta: z.object({}) });
}

/** `{id, attributes}`, for code that handles the entities of any resource. */
export type Entity<A> = z.output<ReturnType<typeof entitySchema<z.ZodType<A>>>>;

const totalIsLowerBound = z
  .literal(true)
  .optional()
  .describe('Present when a substring search stopped counting: more than `total` rows match');

/** Pagination by `pagination[page]` / `[pageSize]`, Strapi's default. */
export const pagePaginationSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
  total: z.number().int(),
  totalIsLowerBound,
});
export type PagePagination = z.infer<typeof pagePaginationSchema>;

/** Pagination by `pagination[start]` / `[limit]`. */
export const offsetPaginationSchema = z.object({
  start: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalIsLowerBound,
});

export const paginationMetaSchema = z.union([pagePaginationSchema, offsetPaginationSchema]);
export type PaginationMeta = z.infer<typeof paginationMetaSchema>;

/** `{data: [{id, attributes}], meta: {pagination}}`. */
export function listResponse<A extends z.ZodType>(attributes: A) {
  return z.object({
    data: z.array(entitySchema(attributes)),
    meta: z.object({ pagination: paginationMetaSchema }),
  });
}

/** A page of a list route's answer as the web app asks for them (by page), for any resource. */
export type ListAnswer<A> = {
  data: Entity<A>[];
  meta: { pagination: PagePagination };
};

/** Strapi's error body, for every 4xx and 5xx. */
export const errorResponse = z.object({
  data: z.null(),
  error: z.object({
    status: z.number().int(),
    name: z.string(),
    message: z.string(),
    details: z.record(z.string(), z.unknown()),
  }),
});

/** The largest id an `integer` column holds on PostgreSQL; a larger one names no entity. */
export const MAX_ENTITY_ID = 2_147_483_647;

/** A route's `:id`: a positive whole number an id column can hold (else the route answers 404). */
export const idParams = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/)
    .transform(Number)
    .pipe(z.number().max(MAX_ENTITY_ID))
    .describe('The entity id'),
});

/** A query parameter's raw value: one text, or several when the key repeats. */
const queryValue = z.union([z.string(), z.array(z.string())]);
export type RawQuery = Record<string, string | string[]>;

export type FilterValueType = 'string' | 'number' | 'id' | 'boolean' | 'date' | 'timestamp';

/** What a list may be filtered, sorted and populated by, in the API's own field names. */
export interface ListFields {
  filters: Record<string, { type: FilterValueType; operators: readonly string[] }>;
  sortable: readonly string[];
  /** Relations that `populate` may name. */
  relations?: readonly string[];
  /** Per relation, the attributes `populate[relation][fields]` may choose. */
  relationFields?: Record<string, readonly string[]>;
}

function populateParameter(relations: readonly string[]) {
  return queryValue.optional().describe(`* or a comma-separated list of: ${relations.join(', ')}`);
}

/**
 * The Strapi list parameters a list route accepts, spelled out for its document from the fields
 * it allows; every other bracketed key is passed on for the server to check against them.
 */
export function listQuery(fields: ListFields) {
  const shape: Record<string, z.ZodType> = {
    sort: queryValue
      .optional()
      .describe(`field:asc or field:desc, comma-separated; fields: ${fields.sortable.join(', ')}`),
    'pagination[page]': z.string().optional().describe('Page number, from 1'),
    'pagination[pageSize]': z
      .string()
      .optional()
      .describe(`Rows per page, default ${DEFAULT_PAGE_SIZE}, at most ${MAX_PAGE_SIZE}`),
  };
  if (fields.relations?.length) shape.populate = populateParameter(fields.relations);
  for (const [name, field] of Object.entries(fields.filters)) {
    for (const operator of field.operators) {
      shape[`filters[${name}][${operator}]`] = queryValue
        .optional()
        .describe(`${field.type} filter`);
    }
  }
  return z.object(shape).catchall(queryValue) as z.ZodType<RawQuery>;
}

/** `?populate=` on a single-entity route; any other parameter is refused by the server. */
export function populateQuery(relations: readonly string[]) {
  return z
    .object({ populate: populateParameter(relations) })
    .catchall(queryValue) as z.ZodType<RawQuery>;
}

/** A route that takes no query parameters: any one is refused by the server. */
export const noQuery = z.object({}).catchall(queryValue) as z.ZodType<RawQuery>;
