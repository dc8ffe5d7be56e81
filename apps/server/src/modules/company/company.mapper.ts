import type { CompanySettingsAttributes, PublicCompany } from '@app/shared/company';
import { singleMediaField } from '../files/files.mapper';
import type { StoredCompanySettings } from './company.repository';

/** Every setting as the Settings tab reads it: the logo as a media field. */
export function toCompanySettingsAttributes({
  settings,
  logo,
  isExample,
  updatedAt,
}: StoredCompanySettings): CompanySettingsAttributes {
  return {
    ...settings,
    logo: singleMediaField(logo),
    isExample,
    updatedAt,
  };
}

/** What the public pages show and anyone may read: no bank details, no payment term. */
export function toPublicCompany(stored: StoredCompanySettings): PublicCompany {
  const {
    bank: _bank,
    paymentTermDays: _paymentTermDays,
    ...shown
  } = toCompanySettingsAttributes(stored);
  return shown;
}
