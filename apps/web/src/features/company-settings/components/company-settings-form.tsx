import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { get, useForm, useWatch, type Path } from 'react-hook-form';
import { toast } from 'sonner';
import {
  MAX_MANAGING_DIRECTORS,
  PAYMENT_TERM_MAX_DAYS,
  PAYMENT_TERM_MIN_DAYS,
  companySettingsSchema,
  type CompanySettings,
  type CompanySettingsAttributes,
  type CompanySettingsInput,
} from '@app/shared/company';
import { ApiRequestError } from '../../../lib/api-client';
import { describeError } from '../../../lib/describe-error';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { useSaveCompanySettings } from '../api/save-company-settings';
import { LogoField, type ShownLogo } from './logo-field';

export const COMPANY_SETTINGS_MESSAGES = {
  saved: 'Company settings saved.',
  saveFailed: 'Failed to save the company settings.',
} as const;

/** The form's values from the settings as the server answers them. */
export function formValuesOf({
  logo,
  isExample: _isExample,
  updatedAt: _updatedAt,
  ...settings
}: CompanySettingsAttributes): CompanySettingsInput {
  return { ...settings, logo: logo.data?.id ?? null };
}

const logoShownBy = ({ logo }: CompanySettingsAttributes): ShownLogo | null =>
  logo.data ? { url: logo.data.attributes.url, name: logo.data.attributes.name } : null;

/** The server's messages by the dotted path of their field (`bank.iban`). */
function serverFieldMessages(error: unknown): [path: string, message: string][] {
  if (!(error instanceof ApiRequestError)) return [];
  const errors = (error.details.errors ?? []) as { path?: (string | number)[]; message?: string }[];
  return errors
    .filter((entry) => entry.path?.length && entry.message)
    .map((entry) => [entry.path!.join('.'), entry.message!]);
}

export interface CompanySettingsFormProps {
  settings: CompanySettingsAttributes;
}

/**
 * Every company setting in fieldsets, checked as the server checks them (the contract's schema);
 * the server's refusals are shown on their fields. Saving replaces the example details.
 */
export function CompanySettingsForm({ settings }: CompanySettingsFormProps) {
  const save = useSaveCompanySettings();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    getValues,
    control,
    formState: { errors, isSubmitting },
  } = useForm<CompanySettingsInput, unknown, CompanySettings>({
    resolver: zodResolver(companySettingsSchema),
    defaultValues: formValuesOf(settings),
  });
  const directors = useWatch({ control, name: 'managingDirectors' });

  const errorOf = (name: Path<CompanySettingsInput>): string | undefined =>
    (get(errors, name) as { message?: string } | undefined)?.message;

  function field(
    name: Path<CompanySettingsInput>,
    label: ReactNode,
    input: InputHTMLAttributes<HTMLInputElement> = {},
    { hint, asNumber = false }: { hint?: ReactNode; asNumber?: boolean } = {},
  ) {
    return (
      <FormField label={label} error={errorOf(name)} required hint={hint}>
        <input
          className="input"
          type="text"
          {...input}
          {...register(name, asNumber ? { valueAsNumber: true } : {})}
        />
      </FormField>
    );
  }

  function address(prefix: 'office' | 'registeredOffice') {
    return (
      <>
        <div className="company-settings__wide">
          {field(`${prefix}.street`, 'Street', { autoComplete: 'off' })}
        </div>
        {field(`${prefix}.postalCode`, 'Postal code', { autoComplete: 'off' })}
        {field(`${prefix}.city`, 'City', { autoComplete: 'off' })}
        {field(`${prefix}.country`, 'Country', { autoComplete: 'off' })}
      </>
    );
  }

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      reset(formValuesOf(saved.data.attributes));
      toast.success(COMPANY_SETTINGS_MESSAGES.saved);
    } catch (error) {
      serverFieldMessages(error).forEach(([path, message], index) =>
        setError(
          path as Path<CompanySettingsInput>,
          { type: 'server', message },
          {
            shouldFocus: index === 0,
          },
        ),
      );
      toast.error(COMPANY_SETTINGS_MESSAGES.saveFailed, { description: describeError(error) });
    }
  });

  return (
    <form className="company-settings" noValidate onSubmit={onSubmit}>
      <fieldset className="company-settings__group">
        <legend>Company</legend>
        {field('legalName', 'Legal name', { autoComplete: 'organization' })}
        {field('tradingName', 'Trading name')}
        <div className="company-settings__wide company-settings__directors">
          {directors.map((_, index) => (
            <div className="company-settings__director" key={index}>
              {field(`managingDirectors.${index}`, `Managing director ${index + 1}`)}
              {directors.length > 1 ? (
                <Button
                  variant="ghost"
                  size="sm"
                  className="button--danger-text"
                  aria-label={`Remove managing director ${index + 1}`}
                  onClick={() =>
                    setValue(
                      'managingDirectors',
                      getValues('managingDirectors').filter((_, kept) => kept !== index),
                    )
                  }
                >
                  <Trash2 aria-hidden="true" size={14} />
                </Button>
              ) : null}
            </div>
          ))}
          {errorOf('managingDirectors') ? (
            <p className="form-field__error" role="alert">
              {errorOf('managingDirectors')}
            </p>
          ) : null}
          {directors.length < MAX_MANAGING_DIRECTORS ? (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setValue('managingDirectors', [...getValues('managingDirectors'), ''])}
            >
              <Plus aria-hidden="true" size={14} />
              Add managing director
            </Button>
          ) : null}
        </div>
      </fieldset>

      <fieldset className="company-settings__group">
        <legend>Lahore office</legend>
        {address('office')}
      </fieldset>

      <fieldset className="company-settings__group">
        <legend>Registered office</legend>
        {address('registeredOffice')}
      </fieldset>

      <fieldset className="company-settings__group">
        <legend>Register</legend>
        {field('registerCourt', 'Register court')}
        {field('registerNumber', 'Register number')}
        {field('vatId', 'VAT ID', {}, { hint: 'An EU VAT ID, such as DE 123456789.' })}
      </fieldset>

      <fieldset className="company-settings__group">
        <legend>Contact</legend>
        {field('email', 'E-mail', { type: 'email', autoComplete: 'email' })}
        {field('phone', 'Phone', { type: 'tel', autoComplete: 'tel' })}
      </fieldset>

      <fieldset className="company-settings__group">
        <legend>Bank</legend>
        {field('bank.accountHolder', 'Account holder')}
        {field('bank.bankName', 'Bank name')}
        {field('bank.iban', 'IBAN', { autoComplete: 'off', spellCheck: false })}
        {field('bank.bic', 'BIC', { autoComplete: 'off', spellCheck: false })}
      </fieldset>

      <fieldset className="company-settings__group">
        <legend>Invoices</legend>
        {field(
          'paymentTermDays',
          'Payment term (days)',
          { type: 'number', min: PAYMENT_TERM_MIN_DAYS, max: PAYMENT_TERM_MAX_DAYS, step: 1 },
          { hint: 'Invoices are due this many days after their date.', asNumber: true },
        )}
      </fieldset>

      <fieldset className="company-settings__group">
        <legend>Logo</legend>
        <div className="company-settings__wide">
          <LogoField
            initial={logoShownBy(settings)}
            error={errorOf('logo')}
            onChange={(id) => setValue('logo', id, { shouldDirty: true })}
          />
        </div>
      </fieldset>

      <div className="company-settings__actions">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Save settings'}
        </Button>
      </div>
    </form>
  );
}
