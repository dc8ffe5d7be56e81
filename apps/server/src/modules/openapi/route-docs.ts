import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@app/shared/constants';
import type { ListSpec } from '../../http/strapi-query';

/**
 * What a route's OpenAPI entry says about its input and output, as zod schemas. Handlers still
 * validate with the very same schemas (`parseDataBody`, `parseListQuery`), so the document
 * cannot drift from the code; these are never run by Fastify and change no error message.
 */
export interface RouteDocs {
  body?: z.ZodType;
  querystring?: z.ZodType;
  params?: z.ZodType;
  /** By status code. */
  response?: Record<number, z.ZodType>;
  /** Other request body types than JSON, e.g. `multipart/form-data`. */
  consumes?: string[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** OpenAPI description of the route's input and output: `config: { openapi: {...} }`. */
    openapi?: RouteDocs;
  }
}

/** Strapi's request body: the fields inside `data`. */
export function dataBody(schema: z.ZodType) {
  return z.object({ data: schema });
}

/** `{data: {id, attributes}, meta: {}}`. */
export function singleResponse(attributes: z.ZodType) {
  return z.object({ data: z.object({ id: z.number().int(), attributes }), meta: z.object({}) });
}

/** `{data: [{id, attributes}], meta: {pagination}}`. */
export function listResponse(attributes: z.ZodType) {
  return z.object({
    data: z.array(z.object({ id: z.number().int(), attributes })),
    meta: z.object({
      pagination: z.object({
        page: z.number().int(),
        pageSize: z.number().int(),
        pageCount: z.number().int(),
        total: z.number().int(),
        totalIsLowerBound: z
          .literal(true)
          .optional()
          .describe(
            'Present when a substring search stopped counting: more than `total` rows match',
          ),
      }),
    }),
  });
}

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

export const idParams = z.object({ id: z.string().regex(/^\d+$/).describe('The entity id') });

/** The Strapi list parameters a list route accepts, spelled out from its whitelist. */
export function listQuery(spec: ListSpec) {
  const shape: Record<string, z.ZodType> = {
    sort: z
      .string()
      .optional()
      .describe(
        `field:asc or field:desc, comma-separated; fields: ${Object.keys(spec.sortable).join(', ')}`,
      ),
    'pagination[page]': z.string().optional().describe('Page number, from 1'),
    'pagination[pageSize]': z
      .string()
      .optional()
      .describe(`Rows per page, default ${DEFAULT_PAGE_SIZE}, at most ${MAX_PAGE_SIZE}`),
  };
  if (spec.relations?.length) {
    shape.populate = z
      .string()
      .optional()
      .describe(`* or a comma-separated list of: ${spec.relations.join(', ')}`);
  }
  for (const [name, field] of Object.entries(spec.filters)) {
    for (const operator of field.operators) {
      shape[`filters[${name}][${operator}]`] = z
        .string()
        .optional()
        .describe(`${field.type} filter`);
    }
  }
  return z.object(shape);
}

/** `?populate=` on a single-entity route. */
export function populateQuery(relations: readonly string[]) {
  return z.object({
    populate: z
      .string()
      .optional()
      .describe(`* or a comma-separated list of: ${relations.join(', ')}`),
  });
}
