import { z } from 'zod';
import type { RawQuery } from '@app/shared/contract';
import type { ListSpec } from '../lists/list-query';
import { parseEntryQuery, parseListQuery, parsePopulate, QueryError } from './strapi-query';

/**
 * A contract's query schema with the server's reading of it: the handler receives what `parse`
 * makes of the parameters, and a parameter `parse` refuses fails the request's validation (a 400
 * in Strapi's shape) like any other schema failure.
 */
export function readBy<T>(schema: z.ZodType<RawQuery>, parse: (raw: RawQuery) => T) {
  return schema.transform((raw, context) => {
    try {
      return parse(raw);
    } catch (error) {
      if (!(error instanceof QueryError)) throw error;
      context.issues.push({ code: 'custom', message: error.message, input: raw });
      return z.NEVER;
    }
  });
}

/** A list route's query, parsed against the resource's fields: filters, sort, pages, populate. */
export const listQuerystring = (schema: z.ZodType<RawQuery>, spec: ListSpec) =>
  readBy(schema, (raw) => parseListQuery(raw, spec));

/** A single-entity route's query: `fields` and `populate`; any other parameter is refused. */
export const entryQuerystring = (schema: z.ZodType<RawQuery>, spec: ListSpec) =>
  readBy(schema, (raw) => parseEntryQuery(raw, spec));

/** A route's query with no list behind it: the relations `populate` names, else nothing. */
export const populateQuerystring = (
  schema: z.ZodType<RawQuery>,
  relations: readonly string[] = [],
) => readBy(schema, (raw) => parsePopulate(raw, relations));
