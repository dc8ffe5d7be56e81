/**
 * The tables as Kysely sees them. Each module adds its tables here, next to its migration.
 * Conventions: money in integer minor units (paisa), calendar dates as `YYYY-MM-DD` text,
 * timestamps as ISO 8601 UTC text, booleans as 0/1 integers, so SQLite and PostgreSQL
 * return the same values to the same query code.
 */
import type { Locale } from '@app/shared/locale';
import type { Generated } from 'kysely';
import type { AuditAction, AuditEntityType } from '@app/shared/audit';
import type { EmploymentType } from '@app/shared/job';
import type { MailAudience, MailKind, OutboxState } from '@app/shared/outbox';
import type {
  ApplicationStatus,
  ContactTopic,
  ExperienceLevel,
  InvoiceStatus,
  RoleName,
  ServiceType,
  TaxType,
} from '@app/shared/options';

export interface UsersTable {
  id: Generated<number>;
  username: string;
  /** The username lower-cased, so that "Ali" and "ali" cannot both exist. */
  username_key: string;
  /** Stored lower-cased. */
  email: string;
  password_hash: string;
  role: RoleName;
  disabled: number;
  /** 1: mailed about new applications, messages and sign-ups (Staff and Admins). */
  notifications: Generated<number>;
  /** Written into every token signed for the user; raised when the password changes, which ends older tokens. */
  token_version: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** A mailed password-reset code: only its SHA-256 hash; it works once, until `expires_at`. */
export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface ContactsTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  topic: ContactTopic;
  subject: string;
  message: string;
  /** When Staff marked the message handled; null while it is not. */
  handled_at: Generated<string | null>;
  /** The username of whoever marked it handled, at the time. */
  handled_by: Generated<string | null>;
  /** The language of the page it was sent from, which the confirmation mail speaks. */
  locale: Generated<Locale>;
  created_at: string;
  updated_at: string;
}

export interface ApplicationsTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  email: string;
  address: string;
  phone: string;
  start_date: string;
  experience: ExperienceLevel;
  /** Paisa. */
  salary_expect: number;
  /** The title of the job applied for, kept as it was when the application came in. */
  position: string;
  cover_letter: string;
  consent: number;
  /** The language of the page it was sent from, which the confirmation mail speaks. */
  locale: Generated<Locale>;
  application_status: Generated<ApplicationStatus>;
  interview_time: string | null;
  remarks: string | null;
  created_at: string;
  updated_at: string;
  /**
   * Since when the application has had its status: written with the application and with every
   * change of it (the column's default only serves rows written before migration 0019).
   */
  status_changed_at: Generated<string>;
}

/** A note Staff wrote on an application's page; deleted with the application. */
export interface ApplicationNotesTable {
  id: Generated<number>;
  application_id: number;
  /** Null once the account is deleted; `author_name` keeps who wrote it. */
  author_id: number | null;
  /** The author's username when the note was written. */
  author_name: string;
  text: string;
  created_at: string;
}

export type FileVisibility = 'public' | 'private';
export type FileOwnerType =
  'application' | 'event' | 'employee' | 'company' | 'client' | 'client-testimonial';
export type FileOwnerField = 'resume' | 'images' | 'videos' | 'photo' | 'logo';

export interface FilesTable {
  id: Generated<number>;
  /** The uploader's file name, cleaned for display; never used to store or find the file. */
  name: string;
  /** The random stored name without its extension. */
  hash: string;
  /** Taken from the detected content type, with its dot: `.pdf`, `.jpg`, ... */
  ext: string;
  mime: string;
  size_bytes: number;
  width: number | null;
  height: number | null;
  /** JSON of the image variants (`small`, `thumbnail`), null for other files. */
  formats: string | null;
  visibility: FileVisibility;
  /** The random name the storage keeps the file under (`hash` + `ext`). */
  storage_key: string;
  owner_type: FileOwnerType | null;
  owner_id: number | null;
  owner_field: FileOwnerField | null;
  /** Order within the owner's field (the first event image is the cover). */
  position: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface EventsTable {
  id: Generated<number>;
  title: string;
  date: string;
  description: string | null;
  created_at: string;
  updated_at: string;
}

export interface EmployeesTable {
  id: Generated<number>;
  name: string;
  message: string;
  created_at: string;
  updated_at: string;
}

/** An open position; the three lists are JSON arrays of text, `published` 0/1. */
export interface JobsTable {
  id: Generated<number>;
  title: string;
  slug: string;
  department: string;
  location: string;
  employment_type: EmploymentType;
  summary: string;
  qualifications: string;
  responsibilities: string;
  perks: string;
  published: number;
  /** Place among the jobs, from 1 (`order` in the API). */
  display_order: number;
  /** When the job was last published; null while it never was. */
  published_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface SeedRunsTable {
  name: string;
  ran_at: string;
}

export interface ServicesTable {
  id: Generated<number>;
  item: string;
  type: ServiceType;
  tax: TaxType | null;
  /** Paisa. */
  rate: number;
  /** Paisa. */
  price_pkr: number;
  remarks: string | null;
  date: string;
  created_at: string;
  updated_at: string;
}

export interface InvoicesTable {
  id: Generated<number>;
  sequence: number;
  invoice_number: string;
  customer_name: string;
  invoice_date: string;
  status: InvoiceStatus;
  /** Paisa: the sum of the invoice's lines. */
  total_price: number;
  /** PKR per EUR used by the invoice's PDF. */
  eur_rate: number | null;
  /** Where the invoice is mailed; null: no address yet. */
  customer_email: string | null;
  /** When the invoice was last mailed to the customer. */
  last_sent_at: string | null;
  /** Days from the invoice date to its due date: the company settings' term when it was created. */
  payment_term_days: Generated<number>;
  /**
   * The invoice date plus `payment_term_days`: every write sets it (the overdue filter and sort);
   * rows written before migration 0021 got theirs from it, hence optional on insert.
   */
  due_date: Generated<string>;
  /** When an Admin unlocked this Sent or Paid invoice; cleared by its next change or mail. */
  unlocked_at: Generated<string | null>;
  /** The username of the Admin who unlocked it, at the time. */
  unlocked_by: Generated<string | null>;
  unlock_reason: Generated<string | null>;
  created_at: string;
  updated_at: string;
}

/** A line keeps its own copy of the service; `service_id` is null once that service is deleted. */
export interface InvoiceLinesTable {
  id: Generated<number>;
  invoice_id: number;
  position: number;
  service_id: number | null;
  item: string;
  /** Paisa. */
  price_pkr: number;
  date: string | null;
  remarks: string | null;
}

export interface CountersTable {
  name: string;
  value: number;
}

export interface SettingsTable {
  key: string;
  /** JSON text. */
  value: string;
  updated_at: string;
}

/** The firm's details (one row, id 1, once an Admin saved them); `managing_directors` is JSON text. */
export interface CompanySettingsTable {
  id: number;
  legal_name: string;
  trading_name: string;
  office_street: string;
  office_postal_code: string;
  office_city: string;
  office_country: string;
  registered_street: string;
  registered_postal_code: string;
  registered_city: string;
  registered_country: string;
  register_court: string;
  register_number: string;
  vat_id: string;
  managing_directors: string;
  email: string;
  phone: string;
  bank_account_holder: string;
  bank_name: string;
  iban: string;
  bic: string;
  payment_term_days: number;
  updated_at: string;
}

/** One admin change; `changes` and `details` are JSON text. */
export interface AuditLogTable {
  id: Generated<number>;
  created_at: string;
  /** Null when the server made the change (retention job, demo content). */
  user_id: number | null;
  /** The username at the time of the change. */
  username: string;
  entity_type: AuditEntityType;
  entity_id: number | null;
  action: AuditAction;
  changes: string;
  details: string;
  /** Keyed hash of the e-mail an erasure was for, so a later request can be answered without the address. */
  subject_hash: string | null;
  /** Set when the values were erased together with the personal data they described. */
  redacted_at: string | null;
}

/** One mail the product sends; see `modules/mail`. `data` and `attachments` are JSON text. */
export interface OutboxTable {
  id: Generated<number>;
  kind: MailKind;
  /** Who a notification to staff goes to, resolved when it is sent; null for other mails. */
  audience: MailAudience | null;
  /**
   * The address the mail goes to, or several separated by ", " (no address holds a space); for a
   * notification, the addresses it was sent to, null until then.
   */
  recipient: string | null;
  reply_to: string | null;
  subject: string;
  /** JSON: the data the mail's template renders it from. */
  data: string;
  attachments: Generated<string>;
  state: OutboxState;
  attempts: Generated<number>;
  next_attempt_at: string | null;
  last_error: string | null;
  server_response: string | null;
  created_at: string;
  sent_at: string | null;
  /** The contact message or application the mail was written for: it is deleted with it. */
  contact_id: number | null;
  application_id: number | null;
}

/** A firm whose logo the home page's strip shows. */
export interface ClientsTable {
  id: Generated<number>;
  name: string;
  /** Place in the strip, from 1. */
  display_order: number;
  created_at: string;
  updated_at: string;
}

export interface ClientTestimonialsTable {
  id: Generated<number>;
  quote: string;
  name: string;
  role: string;
  company: string;
  /** Place in the home page's carousel, from 1. */
  display_order: number;
  created_at: string;
  updated_at: string;
}

/** The home page's key figures: one row (id 1), each list a JSON array of `{value, label}`. */
export interface KeyFiguresTable {
  id: number;
  facts: string;
  highlights: string;
  updated_at: string;
}

/** When a user last opened the dashboard, and when their previous visit there ended. */
export interface DashboardVisitsTable {
  user_id: number;
  last_seen_at: string;
  previous_seen_at: string | null;
}

export interface Database {
  users: UsersTable;
  contacts: ContactsTable;
  applications: ApplicationsTable;
  application_notes: ApplicationNotesTable;
  services: ServicesTable;
  invoices: InvoicesTable;
  invoice_lines: InvoiceLinesTable;
  counters: CountersTable;
  settings: SettingsTable;
  files: FilesTable;
  events: EventsTable;
  employees: EmployeesTable;
  jobs: JobsTable;
  seed_runs: SeedRunsTable;
  audit_log: AuditLogTable;
  outbox: OutboxTable;
  password_resets: PasswordResetsTable;
  company_settings: CompanySettingsTable;
  clients: ClientsTable;
  client_testimonials: ClientTestimonialsTable;
  key_figures: KeyFiguresTable;
  dashboard_visits: DashboardVisitsTable;
}
