import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';

export interface AuthSubmitOptions<Values extends FieldValues, Sent> {
  /** Sends the checked values; what success leads to (another page, a notice) happens here too. */
  send: (values: Sent) => Promise<unknown>;
  /** The words above the fields when sending failed. */
  explain: (error: unknown) => string;
  /** The fields whose messages from the server are shown on them. */
  fields?: readonly Path<Values>[];
}

/**
 * An account form's submit and the error it shows, as AuthForm takes them: each attempt clears
 * the last one's words; a failed one puts `explain`'s words above the fields and the server's
 * field messages on their fields, the focus staying on the submit button.
 */
export function useAuthSubmit<Values extends FieldValues, Context, Sent>(
  form: Pick<UseFormReturn<Values, Context, Sent>, 'handleSubmit' | 'setError' | 'formState'>,
  { send, explain, fields = [] }: AuthSubmitOptions<Values, Sent>,
) {
  const [formError, setFormError] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await send(values);
    } catch (error) {
      setFormError(explain(error));
      applyServerFieldErrors(error, fields, form.setError, { focus: false });
    }
  });
  return { onSubmit, formError, isSubmitting: form.formState.isSubmitting };
}
