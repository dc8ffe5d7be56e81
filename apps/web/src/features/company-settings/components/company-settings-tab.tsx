import { SectionHeader } from '../../../components/admin/section-header';
import { Alert } from '../../../components/ui/alert';
import { describeError } from '../../../lib/describe-error';
import { useCompanySettings } from '../api/get-company-settings';
import { CompanySettingsForm } from './company-settings-form';
import '../company-settings.css';

export const LOAD_SETTINGS_FAILED_MESSAGE = 'Failed to load the company settings.';

/**
 * Settings (Admins only): who the firm is, where it is and where customers pay, as the website,
 * the invoice PDF and the mails show it. Until they are saved they are examples.
 */
export default function CompanySettingsTab() {
  const settings = useCompanySettings();
  const attributes = settings.data?.data.attributes;

  return (
    <section aria-labelledby="company-settings-title" className="company-settings-tab">
      <SectionHeader headingId="company-settings-title" title="Company settings" />
      {settings.isError ? (
        <Alert tone="error">
          {LOAD_SETTINGS_FAILED_MESSAGE} {describeError(settings.error)}
        </Alert>
      ) : attributes ? (
        <>
          <p className="company-settings-tab__lead">
            {attributes.isExample
              ? 'These are example details: the website, invoices and mails show them until you save your own.'
              : 'The website, invoice PDFs and mails show these details.'}
          </p>
          <CompanySettingsForm settings={attributes} />
        </>
      ) : (
        <p role="status">Loading…</p>
      )}
    </section>
  );
}
