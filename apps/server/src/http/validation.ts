import type { z } from 'zod';
import type { FieldError } from './errors';
import { ApiError, notFound, validationError } from './errors';

export function zodIssuesToFieldErrors(issues: readonly z.core.$ZodIssue[]): FieldError[] {
  return issues.map((issue) => {
    const path = issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p));
    if (issue.code === 'unrecognized_keys') {
      return { path, message: unknownFieldsMessage(issue.keys), name: 'ValidationError' };
    }
    return { path, message: issue.message, name: 'ValidationError' };
  });
}

function unknownFieldsMessage(keys: readonly string[]): string {
  return `Unknown field${keys.length > 1 ? 's' : ''}: ${keys.join(', ')}`;
}

const NUL_CHARACTER = '\u0000';

/**
 * The top-level field of the first text that holds a NUL character, or undefined. PostgreSQL
 * cannot store one and would fail the query; walked without recursion so deep nesting is harmless.
 */
function findNulCharacter(value: unknown): string | number | null | undefined {
  const pending: { value: unknown; field: string | number | null }[] = [{ value, field: null }];
  while (pending.length > 0) {
    const next = pending.pop()!;
    if (typeof next.value === 'string') {
      if (next.value.includes(NUL_CHARACTER)) return next.field;
    } else if (next.value !== null && typeof next.value === 'object') {
      for (const [key, child] of Object.entries(next.value)) {
        pending.push({ value: child, field: next.field ?? (Array.isArray(next.value) ? Number(key) : key) });
      }
    }
  }
  return undefined;
}

/** Parses a value with a schema, throwing a 400 ValidationError that names each failing field. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const nulField = findNulCharacter(value);
  if (nulField !== undefined) {
    throw validationError([{ path: nulField === null ? [] : [nulField], message: 'Text must not contain NUL characters.', name: 'ValidationError' }]);
  }
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(zodIssuesToFieldErrors(result.error.issues));
  return result.data;
}

export const MISSING_DATA_MESSAGE = 'Missing "data" payload in the request body';

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * Parses a Strapi request body `{data: {...}}`: without the `data` object it is Strapi's 400,
 * a field beside `data` is refused, and the fields inside are validated by the schema
 * (error paths name the field itself, as Strapi's do).
 */
export function parseDataBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  if (!isRecord(body) || !isRecord(body.data)) throw new ApiError(400, MISSING_DATA_MESSAGE, {}, 'ValidationError');
  const extra = Object.keys(body).filter((key) => key !== 'data');
  if (extra.length > 0) throw validationError([{ path: [], message: unknownFieldsMessage(extra), name: 'ValidationError' }]);
  return parseWith(schema, body.data);
}

/** The largest id an `integer` column holds on PostgreSQL; a larger one would fail the query. */
const MAX_ENTITY_ID = 2_147_483_647;

/** A route's `:id`: a positive whole number, else 404 (no entity can have that id). */
export function parseEntityId(value: unknown): number {
  const id = typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : Number.NaN;
  if (!(id <= MAX_ENTITY_ID)) throw notFound();
  return id;
}
