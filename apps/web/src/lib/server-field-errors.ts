import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from './api-client';

/**
 * Shows the server's validation messages on the fields they belong to; answers whether any of
 * the error's fields is one of the form's. The first such field takes the focus unless `focus`
 * is false.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  { focus = true }: { focus?: boolean } = {},
): boolean {
  if (!(error instanceof ApiRequestError)) return false;
  let shown = false;
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    if (!(fields as readonly string[]).includes(field)) continue;
    setError(field as Path<T>, { type: 'server', message }, { shouldFocus: focus && !shown });
    shown = true;
  }
  return shown;
}
