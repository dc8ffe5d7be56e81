import { useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { localizeValidationMessage } from '@app/shared/validation-messages';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form';
import type { z } from 'zod';
import { useLocale } from '../../i18n/i18n';
import { applyServerFieldErrors } from '../../lib/server-field-errors';
import { Alert } from './alert';
import { Button } from './button';

/** How a public form's last submission ended: sent, failed, or none yet. */
export type FormOutcome = 'sent' | 'failed' | null;

/**
 * Checks a form with the schema `loadSchema` brings, loaded (with Zod) when the form is first
 * checked or `preload`ed, not with the page: Zod and the shared contracts are about 50 KB of
 * script that a visitor reading the page never needs.
 */
function lazySchemaResolver<I extends FieldValues, O>(loadSchema: () => Promise<z.ZodType<O, I>>) {
  let loaded: Promise<Resolver<I, unknown, O>> | undefined;
  const load = () => (loaded ??= loadSchema().then((schema) => zodResolver(schema)));
  const resolver: Resolver<I, unknown, O> = async (values, context, options) =>
    (await load())(values, context, options);
  return { resolver, preload: () => void load() };
}

/**
 * A public form (contact, apply): its fields checked by the schema `loadSchema` brings, and how its
 * last submission ended. `send` runs the request: once it succeeds the fields are emptied and the
 * success message (`successRef`) takes the focus, so screen readers hear what happened; when it
 * fails the server's messages go on their fields and the outcome is `failed`. Give the form
 * `onFocus={preload}`: the schema then loads while the visitor types.
 */
export function usePublicForm<I extends FieldValues, O>(
  loadSchema: () => Promise<z.ZodType<O, I>>,
  emptyValues: I,
) {
  const [{ resolver, preload }] = useState(() => lazySchemaResolver(loadSchema));
  const form = useForm<I, unknown, O>({
    resolver,
    defaultValues: emptyValues as DefaultValues<I>,
  });
  const [outcome, setOutcome] = useState<FormOutcome>(null);
  const successRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome === 'sent') successRef.current?.focus();
  }, [outcome]);

  const { reset, setError } = form;
  const send = async (request: () => Promise<unknown>) => {
    setOutcome(null);
    try {
      await request();
      // Without values, reset also resets the form element itself, which empties a file input.
      reset();
      setOutcome('sent');
    } catch (error) {
      applyServerFieldErrors(error, Object.keys(emptyValues) as Path<I>[], setError);
      setOutcome('failed');
    }
  };
  return { form, outcome, setOutcome, successRef, send, preload };
}

export interface SentAlertProps {
  outcome: FormOutcome;
  /** `usePublicForm`'s `successRef`, by which the alert takes the focus once shown. */
  successRef: RefObject<HTMLDivElement | null>;
  children: ReactNode;
}

/** Says that the form was sent, once it was. */
export function SentAlert({ outcome, successRef, children }: SentAlertProps) {
  if (outcome !== 'sent') return null;
  return (
    <Alert ref={successRef} tone="success">
      {children}
    </Alert>
  );
}

/** Says that sending failed, once it did: `message` (of `MESSAGES`) in the page's language. */
export function SendFailedAlert({ outcome, message }: { outcome: FormOutcome; message: string }) {
  const locale = useLocale();
  if (outcome !== 'failed') return null;
  return <Alert tone="error">{localizeValidationMessage(message, locale)}</Alert>;
}

export interface SendButtonProps {
  isSubmitting: boolean;
  /** Besides while the form is being sent. */
  disabled?: boolean;
  children: ReactNode;
}

/** A public form's submit button, with the send icon; it says `Submitting...` while sending. */
export function SendButton({ isSubmitting, disabled = false, children }: SendButtonProps) {
  const { t } = useLingui();
  return (
    <Button type="submit" size="lg" disabled={disabled || isSubmitting}>
      {isSubmitting ? t`Submitting...` : children}
      {isSubmitting ? null : <Send aria-hidden="true" size={18} />}
    </Button>
  );
}
