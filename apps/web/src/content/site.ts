import { companyDetails } from '@app/shared/company-details';

/** The firm's details are kept once, for the site and the invoice PDF alike. */
export { formatPostalAddress } from '@app/shared/company-details';

/** Who the firm is: used by the layout, the contact page and the imprint. */
export const company = {
  name: companyDetails.name,
  legalName: companyDetails.legalName,
  tagline: 'Software engineering from Lahore for clients across Europe.',
} as const;

/** The Lahore office, where the team works and visitors are welcome. */
export const office = {
  name: `${companyDetails.name} – Lahore office`,
  ...companyDetails.office,
  phone: companyDetails.phone,
  email: companyDetails.email,
  hours: 'Monday to Friday, 9:00 to 18:00 (PKT)',
} as const;

/** The German company: the contract partner of European clients and the publisher of this site. */
export const gmbh = {
  legalName: companyDetails.legalName,
  ...companyDetails.registeredAddress,
  phone: companyDetails.phone,
  email: companyDetails.email,
  managingDirector: companyDetails.managingDirector,
  commercialRegister: companyDetails.commercialRegister,
  vatId: companyDetails.vatId,
} as const;

/** Turns a display phone number into a `tel:` link target. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
