import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { personalDataRequestSchema } from '@app/shared/data-protection';
import { SectionHeader } from '../../../components/admin/section-header';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { usePersonalDataPreview } from '../api/get-personal-data-preview';
import { ErasurePreview } from './erasure-preview';
import { RetentionNotice } from './retention-notice';
import './data-protection.css';

export const PREVIEW_FAILED_MESSAGE = 'Failed to look up the data of this e-mail.';

/**
 * Data protection (Admins only): the retention period, and the erasure of one person's
 * applications, messages and files on request, after a preview of what would be deleted.
 * The e-mail is kept in the page only, never in its address, so it does not end up in history.
 */
export default function DataProtectionTab() {
  const [email, setEmail] = useState<string | null>(null);
  const preview = usePersonalDataPreview(email);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(personalDataRequestSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit((values) => {
    if (values.email === email) void preview.refetch();
    else setEmail(values.email);
  });

  return (
    <section aria-labelledby="data-protection-title" className="data-protection">
      <SectionHeader headingId="data-protection-title" title="Data protection" />
      <RetentionNotice />

      <div className="data-protection__card">
        <h3 className="data-protection__card-title">Erase a person’s data</h3>
        <p className="data-protection__text">
          When someone asks us to delete their data, find everything they sent with their e-mail
          address, check it, then erase it. The audit log keeps only a masked form of the address.
        </p>
        <form className="data-protection__form" onSubmit={onSubmit} noValidate>
          <FormField label="E-mail address" error={errors.email?.message} required>
            <input
              className="input"
              type="email"
              autoComplete="off"
              spellCheck={false}
              {...register('email')}
            />
          </FormField>
          <Button type="submit" variant="secondary" disabled={preview.isFetching}>
            {preview.isFetching ? 'Looking up...' : 'Find data'}
          </Button>
        </form>
        {preview.isError ? <Alert tone="error">{PREVIEW_FAILED_MESSAGE}</Alert> : null}
        {preview.data && !preview.isError ? <ErasurePreview preview={preview.data.data} /> : null}
      </div>
    </section>
  );
}
