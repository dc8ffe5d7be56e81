import type {
  AuditAction,
  AuditEntityType,
  AuditEntryAttributes,
  AuditValue,
} from '@app/shared/audit';
import { formatErasureCounts } from '@app/shared/data-protection';
import { formatCalendarDate } from '@app/shared/display-format';

/** How the Audit log names what an entry is about. */
export const ENTITY_LABELS: Record<AuditEntityType, string> = {
  application: 'Application',
  'application-note': 'Application note',
  service: 'Service',
  invoice: 'Invoice',
  contact: 'Message',
  event: 'Event',
  employee: 'Testimonial',
  job: 'Job',
  client: 'Client',
  'client-testimonial': 'Client testimonial',
  'key-figures': 'Key figures',
  file: 'Upload',
  user: 'User',
  company: 'Company settings',
  'personal-data': 'Personal data',
};

export const ACTION_LABELS: Record<AuditAction, string> = {
  create: 'Created',
  update: 'Changed',
  delete: 'Deleted',
  erase: 'Erased on request',
  expire: 'Retention period ended',
  export: 'Exported as CSV',
};

/** The audited fields by their API names, in the words of the admin tabs. */
const FIELD_LABELS: Record<string, string> = {
  applicationStatus: 'Status',
  interviewTime: 'Interview time',
  remarks: 'Remarks',
  note: 'Note',
  item: 'Item',
  type: 'Type',
  tax: 'Tax',
  rate: 'Rate',
  price_pkr: 'Price (PKR)',
  date: 'Date',
  invoice_number: 'Invoice #',
  customer_name: 'Customer',
  customer_email: 'Customer e-mail',
  last_sent_at: 'Last sent',
  invoice_date: 'Invoice date',
  status: 'Status',
  eur_rate: 'EUR rate',
  total_price: 'Total price (PKR)',
  due_date: 'Due date',
  locked: 'Locked',
  unlock_reason: 'Unlock reason',
  handled: 'Handled',
  services: 'Services',
  title: 'Title',
  description: 'Description',
  images: 'Images',
  videos: 'Videos',
  name: 'Name',
  message: 'Message',
  photo: 'Photo',
  mime: 'File type',
  size: 'Size (bytes)',
  visibility: 'Visibility',
  owner: 'Belonged to',
  role: 'Role',
  disabled: 'Disabled',
  slug: 'Slug',
  department: 'Department',
  location: 'Location',
  employmentType: 'Employment type',
  summary: 'Summary',
  qualifications: 'Qualifications',
  responsibilities: 'Responsibilities',
  perks: 'Perks',
  published: 'Published',
  order: 'Order',
};

export function fieldLabel(field: string): string {
  return FIELD_LABELS[field] ?? field;
}

export function entityLabel({
  entityType,
  entityId,
}: Pick<AuditEntryAttributes, 'entityType' | 'entityId'>): string {
  const label = ENTITY_LABELS[entityType] ?? entityType;
  return entityId === null ? label : `${label} #${entityId}`;
}

const numbers = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** A value as text: dates as the tables show them, numbers grouped, lists comma-separated. Null is ''. */
export function formatAuditValue(value: AuditValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(formatAuditValue).join(', ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return numbers.format(value);
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatCalendarDate(value) : value;
}

const countsOf = (details: AuditEntryAttributes['details']) => ({
  applications: Number(details.applications ?? 0),
  contacts: Number(details.contacts ?? 0),
  files: Number(details.files ?? 0),
  notes: Number(details.notes ?? 0),
});

/**
 * What an entry says beside its field changes: where an invoice was mailed, a bulk action's size,
 * an erasure's counts.
 */
export function describeDetails(entry: AuditEntryAttributes): string | null {
  const { details } = entry;
  if (entry.action === 'erase') {
    return `Deleted ${formatErasureCounts(countsOf(details))} sent with ${String(details.email ?? 'the e-mail')}.`;
  }
  if (entry.action === 'expire') {
    const before =
      typeof details.receivedBefore === 'string'
        ? formatCalendarDate(details.receivedBefore.slice(0, 10))
        : '';
    return `Deleted ${formatErasureCounts(countsOf(details))} received before ${before} (kept ${String(details.retentionDays)} days).`;
  }
  const bulk =
    typeof details.bulk === 'number'
      ? `Bulk action on ${details.bulk} ${details.bulk === 1 ? 'invoice' : 'invoices'}.`
      : null;
  // An invoice mailed to its customer (Send by e-mail) names the address it went to.
  const mailed = typeof details.mailed_to === 'string' ? `Mailed to ${details.mailed_to}.` : null;
  return [mailed, bulk].filter(Boolean).join(' ') || null;
}
