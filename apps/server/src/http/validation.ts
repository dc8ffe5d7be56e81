import type { z } from 'zod';
import type { FieldError } from './errors';
import { validationError } from './errors';

export function zodIssuesToFieldErrors(issues: readonly z.core.$ZodIssue[]): FieldError[] {
  return issues.map((issue) => {
    const path = issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p));
    if (issue.code === 'unrecognized_keys') {
      return { path, message: `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}`, name: 'ValidationError' };
    }
    return { path, message: issue.message, name: 'ValidationError' };
  });
}

/** Parses a value with a schema, throwing a 400 ValidationError that names each failing field. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(zodIssuesToFieldErrors(result.error.issues));
  return result.data;
}
