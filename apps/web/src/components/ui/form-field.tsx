import { useLocale } from '../../i18n/i18n';
import { localizeValidationMessage } from '@app/shared/validation-messages';
import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';

export interface FormFieldProps {
  label: ReactNode;
  /** The control: an input, select or textarea. It receives id, aria-invalid and aria-describedby. */
  children: ReactElement<Record<string, unknown>>;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
}

/**
 * A label tied to its control, with a hint and an error message that screen readers announce, in
 * the page's language.
 */
export function FormField({ label, children, error, hint, required, className }: FormFieldProps) {
  const id = useId();
  const locale = useLocale();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const control = isValidElement(children)
    ? cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        'aria-required': required || undefined,
      })
    : children;
  return (
    <div
      className={['form-field', error ? 'form-field--invalid' : '', className]
        .filter(Boolean)
        .join(' ')}
    >
      <label className="form-field__label" htmlFor={id}>
        {label}
        {required ? (
          <span className="form-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {control}
      {hint ? (
        <p className="form-field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="form-field__error" id={errorId} role="alert">
          {localizeValidationMessage(error, locale)}
        </p>
      ) : null}
    </div>
  );
}
