/** The option lists of SPEC.md section 3, in the order the forms offer them. */

export const CONTACT_TOPICS = ['Business', 'Job', 'Inquiry', 'Others'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export const EXPERIENCE_LEVELS = [
  'Fresh Graduate (0-1 years)',
  'Junior (2-3 years)',
  'Mid-Level (4-10 years)',
  'Senior (11+ years)',
] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];

export const APPLICATION_STATUSES = ['Pending', 'Shortlisted', 'Rejected', 'Approved'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const SERVICE_TYPES = [
  'Office rent',
  'Salaries',
  'Electricity',
  'Internet',
  'Water',
  'Maintenance',
  'Cleaning',
  'Security',
  'Stationery',
  'Miscellaneous',
] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

export const TAX_TYPES = ['GST', 'Income Tax', 'Sales Tax', 'Withholding Tax', 'None'] as const;
export type TaxType = (typeof TAX_TYPES)[number];

export const INVOICE_STATUSES = ['Paid', 'Draft', 'Cancelled', 'Sent'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
/** Only Draft is offered when an invoice is created. */
export const INVOICE_CREATION_STATUSES = ['Draft'] as const satisfies readonly InvoiceStatus[];

export const ROLES = ['Registered', 'Staff', 'Admin'] as const;
export type RoleName = (typeof ROLES)[number];
/** Roles that may enter the admin area. */
export const ADMIN_AREA_ROLES: readonly RoleName[] = ['Staff', 'Admin'];

export function canUseAdminArea(role: string | null | undefined): boolean {
  return ADMIN_AREA_ROLES.includes(role as RoleName);
}
