import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field';

export interface CustomerEmailFieldProps {
  /** `register('customer_email')`. */
  registration: UseFormRegisterReturn<'customer_email'>;
  error?: string;
}

/** Where Send by e-mail mails the invoice, in the Create Invoice form and the Edit dialog. */
export function CustomerEmailField({ registration, error }: CustomerEmailFieldProps) {
  return (
    <FormField
      label="Customer e-mail"
      hint="Optional: where Send by e-mail mails the invoice."
      error={error}
    >
      <input className="input" type="email" autoComplete="email" {...registration} />
    </FormField>
  );
}
