import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from './form-field';

export type PersonFieldName = 'firstName' | 'lastName' | 'email' | 'phone';

export interface PersonFieldsProps {
  /** The form's `register`; the form's values must have these four fields. */
  register: (name: PersonFieldName) => UseFormRegisterReturn<string>;
  errors: Partial<Record<PersonFieldName, { message?: string }>>;
}

/** First name, last name, email and phone, as the public forms ask for them: two rows of the form grid. */
export function PersonFields({ register, errors }: PersonFieldsProps) {
  return (
    <>
      <FormField label="First name" required error={errors.firstName?.message}>
        <input className="input" autoComplete="given-name" {...register('firstName')} />
      </FormField>
      <FormField label="Last name" required error={errors.lastName?.message}>
        <input className="input" autoComplete="family-name" {...register('lastName')} />
      </FormField>
      <FormField label="Email" required error={errors.email?.message}>
        <input className="input" type="email" autoComplete="email" {...register('email')} />
      </FormField>
      <FormField label="Phone" required error={errors.phone?.message}>
        <input className="input" type="tel" autoComplete="tel" {...register('phone')} />
      </FormField>
    </>
  );
}
