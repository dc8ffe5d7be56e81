import type { FastifyError, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDataBodySchema } from '@app/shared/contract';
import { NUL_CHARACTER } from '@app/shared/fields';
import { ApiError, notFound, validationError, type FieldError } from './errors';

/** Strapi's answer to a request body without its `data` object. */
export const MISSING_DATA_MESSAGE = 'Missing "data" payload in the request body';

export const unknownFieldsMessage = (keys: readonly string[]) =>
  `Unknown field${keys.length > 1 ? 's' : ''}: ${keys.join(', ')}`;

interface Issue {
  keyword: string;
  instancePath: string;
  message: string;
  params: Record<string, unknown>;
}

/** `/data/services/0/id` → `['data', 'services', 0, 'id']`: array positions as numbers, as zod has them. */
function pathOf(issue: Issue): (string | number)[] {
  return issue.instancePath
    .split('/')
    .slice(1)
    .filter((segment) => segment !== '')
    .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
}

function fieldError(issue: Issue, path: (string | number)[]): FieldError {
  const keys = issue.params.keys;
  const message =
    issue.keyword === 'unrecognized_keys' && Array.isArray(keys)
      ? unknownFieldsMessage(keys as string[])
      : issue.message;
  return { path, message, name: 'ValidationError' };
}

/**
 * The client error for a request that failed its route's schemas, in Strapi's shapes: a bad `:id`
 * names no entity (404); a refused query parameter is a 400 with its message, as Strapi answers
 * it; a body's failures are listed field by field, their paths inside `data` as Strapi names them.
 */
export function requestValidationError(
  error: FastifyError,
  request: FastifyRequest,
): ApiError | null {
  if (!hasZodFastifySchemaValidationErrors(error)) return null;
  const issues = error.validation as unknown as Issue[];
  switch (error.validationContext) {
    case 'params':
      return notFound();
    case 'querystring': {
      const [first] = issues;
      const keys = first!.params.keys;
      const message =
        first!.keyword === 'unrecognized_keys' && Array.isArray(keys)
          ? `Invalid parameter ${String(keys[0])}`
          : first!.message;
      return new ApiError(400, message, {}, 'ValidationError');
    }
    case 'body': {
      if (isDataBodySchema(request.routeOptions.schema?.body)) {
        const wrapper = issues.find((issue) => {
          const path = pathOf(issue);
          return (
            issue.keyword === 'invalid_type' &&
            (path.length === 0 || (path.length === 1 && path[0] === 'data'))
          );
        });
        if (wrapper) return new ApiError(400, MISSING_DATA_MESSAGE, {}, 'ValidationError');
        return validationError(
          issues.map((issue) => {
            const path = pathOf(issue);
            return fieldError(issue, path[0] === 'data' ? path.slice(1) : path);
          }),
        );
      }
      return validationError(issues.map((issue) => fieldError(issue, pathOf(issue))));
    }
    default:
      return validationError(issues.map((issue) => fieldError(issue, pathOf(issue))));
  }
}

/**
 * The field of the first text that holds a NUL character, or undefined: the top-level field of a
 * Strapi body's `data` (or of the body itself). PostgreSQL cannot store the character and would
 * fail the query. Walked without recursion so deep nesting is harmless.
 */
function findNulCharacter(value: unknown): string | number | null | undefined {
  const pending: { value: unknown; field: string | number | null }[] = [{ value, field: null }];
  while (pending.length > 0) {
    const next = pending.pop()!;
    if (typeof next.value === 'string') {
      if (next.value.includes(NUL_CHARACTER)) return next.field;
    } else if (next.value !== null && typeof next.value === 'object') {
      for (const [key, child] of Object.entries(next.value)) {
        pending.push({
          value: child,
          field: next.field ?? (Array.isArray(next.value) ? Number(key) : key),
        });
      }
    }
  }
  return undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Refuses a query parameter holding a NUL character, before its route's schema reads it, in
 * Strapi's shape for a refused parameter.
 */
export function refuseNulInQuery(query: unknown): void {
  if (query === null || typeof query !== 'object') return;
  for (const [key, value] of Object.entries(query)) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    if (values.some((text) => typeof text === 'string' && text.includes(NUL_CHARACTER))) {
      throw new ApiError(
        400,
        `Parameter ${key} must not contain NUL characters`,
        {},
        'ValidationError',
      );
    }
  }
}

/** Refuses a JSON body holding a NUL character anywhere, before its route's schema reads it. */
export function refuseNulCharacters(body: unknown): void {
  const fields = isRecord(body) && isRecord(body.data) ? body.data : body;
  const field = findNulCharacter(fields);
  if (field === undefined) return;
  throw validationError([
    {
      path: field === null ? [] : [field],
      message: 'Text must not contain NUL characters.',
      name: 'ValidationError',
    },
  ]);
}
