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

/** Pagination by `pagination[page]` / `[pageSize]`, Strapi's default. */
export const pagePaginationSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
  total: z.number().int(),
});
export type PagePagination = z.infer<typeof pagePaginationSchema>;

/** Pagination by `pagination[start]` / `[limit]`. */
export const offsetPaginationSchema = z.object({
  start: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
});

/** Pagination of an answer not counted (`pagination[withCount]=false`), by page or by offset. */
const uncountedPageSchema = z.object({ page: z.number().int(), pageSize: z.number().int() });
const uncountedOffsetSchema = z.object({ start: z.number().int(), limit: z.number().int() });

export const paginationMetaSchema = z.union([
  pagePaginationSchema,
  offsetPaginationSchema,
  uncountedPageSchema,
  uncountedOffsetSchema,
]);
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

/**
 * How a list attribute's filter values are read: `money` is an amount in PKR with up to two
 * decimals, `id` a whole number an id column holds, `date` YYYY-MM-DD, `timestamp` any ISO time.
 */
export type FilterValueType =
  'string' | 'number' | 'money' | 'id' | 'boolean' | 'date' | 'timestamp';

/** Strapi v4's filter operators. */
export const FILTER_OPERATORS = [
  '$eq',
  '$eqi',
  '$ne',
  '$nei',
  '$lt',
  '$lte',
  '$gt',
  '$gte',
  '$in',
  '$notIn',
  '$contains',
  '$notContains',
  '$containsi',
  '$notContainsi',
  '$startsWith',
  '$startsWithi',
  '$endsWith',
  '$endsWithi',
  '$null',
  '$notNull',
  '$between',
] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

const COMPARISONS: readonly FilterOperator[] = [
  '$eq',
  '$ne',
  '$lt',
  '$lte',
  '$gt',
  '$gte',
  '$in',
  '$notIn',
  '$null',
  '$notNull',
  '$between',
];

/**
 * The operators each type of value takes: text takes them all, other values the comparisons
 * (a case-insensitive or substring match of a number or a date has no meaning, so it is refused).
 */
export const OPERATORS_BY_TYPE: Record<FilterValueType, readonly FilterOperator[]> = {
  string: FILTER_OPERATORS,
  number: COMPARISONS,
  money: COMPARISONS,
  id: COMPARISONS,
  boolean: ['$eq', '$ne', '$in', '$notIn', '$null', '$notNull'],
  date: COMPARISONS,
  timestamp: COMPARISONS,
};

/** The attributes of a list's entities and of their relations, with the types of their values. */
export type AttributeTypes = Record<string, FilterValueType>;

/**
 * What a list's query may name, in the API's own field names: every public attribute (each may
 * be filtered, sorted and chosen with `fields`) and the relations `populate` and filters may name.
 * Private columns (hashes, storage keys, token versions) are never listed, so never reachable.
 */
export interface ListFields {
  attributes: AttributeTypes;
  relations?: Record<string, AttributeTypes>;
}

/** The names a list may be sorted by: every attribute. */
export const sortableFields = <F extends ListFields>(fields: F) =>
  Object.keys(fields.attributes) as (keyof F['attributes'] & string)[];

const describeAttributes = (attributes: AttributeTypes) =>
  Object.entries(attributes)
    .map(([name, type]) => `${name} (${type})`)
    .join(', ');

function describeFilters(fields: ListFields): string {
  const relations = Object.entries(fields.relations ?? {}).map(
    ([name, attributes]) => `${name}: ${describeAttributes(attributes)}`,
  );
  const operators = Object.entries(OPERATORS_BY_TYPE).map(
    ([type, list]) => `${type}: ${list.join(' ')}`,
  );
  return [
    'Strapi filters, as filters[field][operator]=value (filters[field]=value means $eq), combined with',
    `$and, $or and $not (filters[$or][0][field][$eq]=a), nested at most ${MAX_FILTER_DEPTH} levels and`,
    `${MAX_FILTER_CONDITIONS} conditions. Fields: ${describeAttributes(fields.attributes)}.`,
    relations.length > 0
      ? `Through a relation, as filters[relation][field][operator]=value: ${relations.join('; ')}.`
      : '',
    `Operators by type: ${operators.join('; ')}.`,
    '$in, $notIn and $between take a list (filters[id][$in][0]=1&filters[id][$in][1]=2);',
    '$null and $notNull take true or false.',
  ]
    .filter(Boolean)
    .join(' ');
}

/** How deep `$and`, `$or`, `$not` and relations may nest, and how many conditions a query holds. */
export const MAX_FILTER_DEPTH = 6;
export const MAX_FILTER_CONDITIONS = 40;

/**
 * A bracketed parameter (`filters[…]`, `populate[…]`), documented as one object. Any value passes
 * here (`populate=*` is text): the server reads it against the resource's fields.
 */
const deepObject = (description: string) =>
  z.unknown().optional().describe(description).meta({ type: 'object' });

function fieldsParameter(fields: ListFields) {
  return queryValue
    .optional()
    .describe(
      `The attributes to answer (id always comes), as fields=a,b or fields[0]=a: ${Object.keys(fields.attributes).join(', ')}`,
    );
}

function populateParameter(fields: ListFields) {
  const relations = Object.keys(fields.relations ?? {});
  return deepObject(
    `The relations to include: * (all), a,b, populate[0]=a, populate[a]=* or true, or an object per relation with fields, sort and filters (populate[a][fields][0]=name). Relations: ${relations.join(', ')}`,
  );
}

/**
 * The Strapi list parameters a list route accepts, described for its document from the fields it
 * allows. Bracketed keys arrive as they are written (`filters[id][$eq]`) and are read by the
 * server against the same fields.
 */
export function listQuery(fields: ListFields) {
  const shape: Record<string, z.ZodType> = {
    filters: deepObject(describeFilters(fields)),
    sort: queryValue
      .optional()
      .describe(
        `field, field:asc or field:desc, as sort=a,b:desc or sort[0]=a:desc&sort[1]=b; fields: ${Object.keys(fields.attributes).join(', ')}`,
      ),
    fields: fieldsParameter(fields),
    'pagination[page]': z.string().optional().describe('Page number, from 1'),
    'pagination[pageSize]': z
      .string()
      .optional()
      .describe(`Rows per page, default ${DEFAULT_PAGE_SIZE}, at most ${MAX_PAGE_SIZE}`),
    'pagination[start]': z
      .string()
      .optional()
      .describe('Rows to skip (instead of page); the answer reports start, limit and total'),
    'pagination[limit]': z
      .string()
      .optional()
      .describe(
        `Rows to answer (instead of pageSize), at most ${MAX_PAGE_SIZE}; -1 means the most`,
      ),
    'pagination[withCount]': z
      .enum(['true', 'false'])
      .optional()
      .describe('false: the rows are not counted (faster); the answer has no total'),
  };
  if (fields.relations) shape.populate = populateParameter(fields);
  return z.object(shape).catchall(queryValue) as z.ZodType<RawQuery>;
}

/** `fields` and `populate` of a route that answers one entity; any other parameter is refused. */
export function entryQuery(fields: ListFields) {
  const shape: Record<string, z.ZodType> = { fields: fieldsParameter(fields) };
  if (fields.relations) shape.populate = populateParameter(fields);
  return z.object(shape).catchall(queryValue) as z.ZodType<RawQuery>;
}

/** `?populate=` naming some of a few relations, for a route with no list behind it. */
export function populateQuery(relations: readonly string[]) {
  return z
    .object({
      populate: queryValue
        .optional()
        .describe(`* or a comma-separated list of: ${relations.join(', ')}`),
    })
    .catchall(queryValue) as z.ZodType<RawQuery>;
}

/** A route that takes no query parameters: any one is refused by the server. */
export const noQuery = z.object({}).catchall(queryValue) as z.ZodType<RawQuery>;

/** What `collectionReads` declares for a collection. */
export interface CollectionReadsDefinition<A extends z.ZodType, L extends z.ZodType> {
  url: string;
  access: RouteAccess;
  tag: string;
  /** An entity's attributes as one is answered. */
  attributes: A;
  /** An entity's attributes in a list, when they differ (fewer attributes of a relation). */
  listAttributes?: L;
  fields: ListFields;
  summaries: { list: string; get: string };
}

/**
 * The two reads every collection has: `GET url`, a page of entities in Strapi's list shape with
 * Strapi's query parameters, and `GET url/:id`, one entity with `fields` and `populate`.
 */
export function collectionReads<A extends z.ZodType, L extends z.ZodType = A>(
  collection: CollectionReadsDefinition<A, L>,
) {
  const { url, access, tag, fields, summaries } = collection;
  return {
    list: defineRoute({
      method: 'GET',
      url,
      access,
      tag,
      summary: summaries.list,
      querystring: listQuery(fields),
      response: {
        200: listResponse((collection.listAttributes ?? collection.attributes) as L),
      },
    }),
    get: defineRoute({
      method: 'GET',
      url: `${url}/:id`,
      access,
      tag,
      summary: summaries.get,
      params: idParams,
      querystring: entryQuery(fields),
      response: { 200: singleResponse(collection.attributes) },
    }),
  };
}
