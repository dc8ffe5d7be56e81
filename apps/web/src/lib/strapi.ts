import type { QueryValue } from './api-client';

/** The Strapi v4 wire types, as the API contract's schemas define them. */
export type {
  Entity as StrapiEntity,
  ListAnswer as StrapiList,
  PagePagination as StrapiPagination,
} from '@app/shared/contract';

export interface ListParams {
  /** field → operator → value, e.g. `{ topic: { $eq: 'Job' } }`. */
  filters?: Record<string, Record<string, QueryValue>>;
  /** Any of the fields may match: `filters[$or][i][field][op]`. */
  anyOf?: Record<string, Record<string, QueryValue>>[];
  sort?: { field: string; direction: 'asc' | 'desc' };
  page?: number;
  pageSize?: number;
  /** `*`, relation names, or per relation the attributes to answer (`populate[rel][fields][i]`). */
  populate?: string | Record<string, { fields: readonly string[] }>;
}

/** Turns list parameters into Strapi's bracketed query keys. */
export function toStrapiQuery(params: ListParams): Record<string, QueryValue> {
  const query: Record<string, QueryValue> = {};
  for (const [field, ops] of Object.entries(params.filters ?? {})) {
    for (const [op, value] of Object.entries(ops)) query[`filters[${field}][${op}]`] = value;
  }
  params.anyOf?.forEach((condition, index) => {
    for (const [field, ops] of Object.entries(condition)) {
      for (const [op, value] of Object.entries(ops))
        query[`filters[$or][${index}][${field}][${op}]`] = value;
    }
  });
  if (params.sort) query.sort = `${params.sort.field}:${params.sort.direction}`;
  if (params.page) query['pagination[page]'] = params.page;
  if (params.pageSize) query['pagination[pageSize]'] = params.pageSize;
  if (typeof params.populate === 'string') query.populate = params.populate;
  for (const [relation, { fields }] of Object.entries(
    typeof params.populate === 'object' ? params.populate : {},
  )) {
    fields.forEach((field, index) => (query[`populate[${relation}][fields][${index}]`] = field));
  }
  return query;
}
