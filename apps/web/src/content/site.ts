import { msg } from '@lingui/core/macro';
/**
 * The firm's details come from the company settings staff keep in the back office (the server
 * renders every page with them: `useCompany()`); what is here never changes with them.
 */
export const TAGLINE = msg`Software engineering from Lahore for clients across Europe.`;

/** When visitors are welcome at the Lahore office. */
export const OFFICE_HOURS = msg`Monday to Friday, 9:00 to 18:00 (PKT)`;

/** Turns a display phone number into a `tel:` link target. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
