import { useLingui } from '@lingui/react/macro';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from './form-field';

export type PersonFieldName = 'firstName' | 'lastName' | 'email' | 'phone';

type PersonFieldRegistrations = Record<PersonFieldName, UseFormRegisterReturn<string>>;

/**
 * Registers the person fields with a form (whose values must have them). Call it in the form's
 * own render, where the fields stand, not inside PersonFields: react-hook-form focuses the first
 * invalid field in the order the fields were registered, and a child renders after its parent.
 */
export function registerPersonFields(
  register: (name: PersonFieldName) => UseFormRegisterReturn<string>,
): PersonFieldRegistrations {
  return {
    firstName: register('firstName'),
    lastName: register('lastName'),
    email: register('email'),
    phone: register('phone'),
  };
}

export interface PersonFieldsProps {
  /** From `registerPersonFields(register)`. */
  fields: PersonFieldRegistrations;
  errors: Partial<Record<PersonFieldName, { message?: string }>>;
}

/** First name, last name, email and phone, as the public forms ask for them: two rows of the form grid. */
export function PersonFields({ fields, errors }: PersonFieldsProps) {
  const { t } = useLingui();
  return (
    <>
      <FormField label={t`First name`} required error={errors.firstName?.message}>
        <input className="input" autoComplete="given-name" {...fields.firstName} />
      </FormField>
      <FormField label={t`Last name`} required error={errors.lastName?.message}>
        <input className="input" autoComplete="family-name" {...fields.lastName} />
      </FormField>
      <FormField label={t`Email`} required error={errors.email?.message}>
        <input className="input" type="email" autoComplete="email" {...fields.email} />
      </FormField>
      <FormField label={t`Phone`} required error={errors.phone?.message}>
        <input className="input" type="tel" autoComplete="tel" {...fields.phone} />
      </FormField>
    </>
  );
}
