import { Info } from 'lucide-react';
import { Link } from 'wouter';
import { useCompany } from '../api/get-company';
import '../company-settings.css';

export const EXAMPLE_DETAILS_TEXT = 'Company details are examples';

/**
 * Shown across the admin area while the company settings are the examples, so that no one sends
 * invoices with invented bank details: Admins get the way to Settings, other staff the reason.
 */
export function ExampleDetailsBanner({
  settingsPath,
  canEdit,
}: {
  settingsPath: string;
  canEdit: boolean;
}) {
  const company = useCompany();
  if (!company.data?.data.attributes.isExample) return null;
  return (
    <div className="example-details-banner" role="status">
      <Info className="example-details-banner__icon" aria-hidden="true" size={20} />
      <p className="example-details-banner__text">
        {EXAMPLE_DETAILS_TEXT}:{' '}
        {canEdit ? <Link href={settingsPath}>set yours in Settings</Link> : 'set yours in Settings'}
        {canEdit ? null : ' (an Admin can).'}
      </p>
    </div>
  );
}
