import type { Insertable } from 'kysely';
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES } from '@app/shared/audit';
import { PAYMENT_DUE_DAYS } from '@app/shared/constants';
import { addDays, formatInvoiceNumber, sumMinorUnits } from '@app/shared/invoice-math';
import {
  APPLICATION_STATUSES,
  CONTACT_TOPICS,
  EXPERIENCE_LEVELS,
  INVOICE_STATUSES,
  SERVICE_TYPES,
  TAX_TYPES,
} from '@app/shared/options';
import type { Database } from '../apps/server/src/db/schema';
import * as demo from '../apps/server/src/modules/demo/demo-content';

/**
 * Rows that look like the firm's real data (names, topics, statuses and dates spread as they would
 * be), so that the query planner faces realistic value distributions. Each is a pure function of
 * the row's index and a seeded random source: every run seeds the same database.
 */

export type Random = () => number;
type Row<T extends keyof Database> = Insertable<Database[T]>;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The price list, invoices and the audit log go back five years. */
const HISTORY_MS = 5 * 365 * DAY_MS;
/** Younger than the default retention period (a year), which would delete older personal data. */
const PERSONAL_DATA_HISTORY_MS = 300 * DAY_MS;
/** Invoices younger than this are still drafts. */
const DRAFT_AGE_MS = 30 * DAY_MS;
/** The fractional part of the golden ratio: its multiples are spread evenly over [0, 1). */
const GOLDEN_FRACTION = (Math.sqrt(5) - 1) / 2;

const SERVICE_ITEMS = [
  ...['Office rent', 'Cloud hosting', 'Fibre internet', 'Security guard', 'Generator fuel'],
  ...['Software licences', 'Laptop repairs', 'Office cleaning', 'Training workshop'],
  ...['Domain and SSL renewal', 'Courier charges', 'Travel to client site', 'CCTV maintenance'],
];
const REMARKS = [null, 'Monthly', 'Paid in advance', 'Includes tax', null, 'Quarterly contract'];
const CUSTOMERS = [
  ...demo.DEMO_CUSTOMERS,
  ...['Lahore Textiles Ltd', 'Punjab Agro Foods', 'Indus Health Clinic', 'Ravi Motors'],
];
const STAFF_NAMES = ['admin', 'ayesha.malik', 'bilal.khan', 'sara.ahmed', 'usman.raza'];

const pick = <T>(random: Random, values: readonly T[]): T =>
  values[Math.floor(random() * values.length)]!;

/**
 * Row `index`'s creation time, within `historyMs` before `now`. However many rows a table has,
 * its first ones are spread over the whole period, so a table topped up from a thousand rows to a
 * hundred thousand looks like one seeded with a hundred thousand at once.
 */
function stamps(index: number, now: number, historyMs = HISTORY_MS) {
  const createdAt = new Date(now - ((index * GOLDEN_FRACTION) % 1) * historyMs).toISOString();
  return { created_at: createdAt, updated_at: createdAt };
}

export function serviceRow(index: number, now: number, random: Random): Row<'services'> {
  const stamped = stamps(index, now);
  const ratePaisa = (500 + Math.floor(random() * 400_000)) * 100;
  return {
    item: `${pick(random, SERVICE_ITEMS)} ${index + 1}`,
    type: pick(random, SERVICE_TYPES),
    tax: pick(random, TAX_TYPES),
    rate: ratePaisa,
    price_pkr: ratePaisa * (1 + Math.floor(random() * 4)),
    remarks: pick(random, REMARKS),
    date: stamped.created_at.slice(0, 10),
    ...stamped,
  };
}

/** An invoice issued when it was created, with the total of its lines. */
export function invoiceRow(
  index: number,
  now: number,
  random: Random,
  lines: readonly Pick<Row<'invoice_lines'>, 'price_pkr'>[],
): Row<'invoices'> {
  const stamped = stamps(index, now);
  const invoiceDate = stamped.created_at.slice(0, 10);
  const draft = now - Date.parse(stamped.created_at) < DRAFT_AGE_MS;
  const status = draft ? 'Draft' : pick(random, INVOICE_STATUSES);
  const branch = random() < 0.5 ? '' : ` (${1 + Math.floor(random() * 40)})`;
  return {
    sequence: index + 1,
    invoice_number: formatInvoiceNumber(index + 1, invoiceDate),
    customer_name: `${pick(random, CUSTOMERS)}${branch}`,
    invoice_date: invoiceDate,
    due_date: addDays(invoiceDate, PAYMENT_DUE_DAYS),
    status,
    total_price: sumMinorUnits(lines.map((line) => line.price_pkr)),
    eur_rate:
      status === 'Paid' || status === 'Sent' ? 290 + Math.round(random() * 3000) / 100 : null,
    ...stamped,
  };
}

/** A line copied from a price-list entry, as `POST /api/invoices` copies it. */
export function invoiceLineFrom(
  service: Row<'services'> & { id: number },
  position: number,
): Omit<Row<'invoice_lines'>, 'invoice_id'> {
  const { item, price_pkr, date } = service;
  return { position, service_id: service.id, item, price_pkr, date, remarks: service.remarks };
}

export function applicationRow(index: number, now: number, random: Random): Row<'applications'> {
  const stamped = stamps(index, now, PERSONAL_DATA_HISTORY_MS);
  const person = demo.pickPerson(random);
  const position = pick(random, demo.DEMO_POSITIONS);
  const experience = pick(random, EXPERIENCE_LEVELS);
  const [minSalary, maxSalary] = demo.EXPECTED_SALARY_BY_EXPERIENCE[experience];
  const status = pick(random, APPLICATION_STATUSES);
  const reviewed = status !== 'Pending';
  const startsInDays = 14 + Math.floor(random() * 60);
  return {
    first_name: person.firstName,
    last_name: person.lastName,
    email: demo.emailOf(person, index),
    address: demo.addressOf(person, random),
    phone: demo.phoneOf(person, random),
    start_date: addDays(stamped.created_at.slice(0, 10), startsInDays),
    experience,
    salary_expect: (minSalary + Math.floor(random() * (maxSalary - minSalary))) * 100,
    position,
    cover_letter: demo.APPLICATION_SUMMARIES[position],
    consent: 1,
    application_status: status,
    interview_time: reviewed && random() < 0.5 ? pick(random, demo.INTERVIEW_TIMES) : null,
    remarks: reviewed ? pick(random, demo.REVIEW_REMARKS) : null,
    status_changed_at: stamped.created_at,
    ...stamped,
  };
}

/** The resume an application was sent with: a private PDF upload the application claimed. */
export function resumeFileRow(
  application: Pick<Row<'applications'>, 'last_name' | 'created_at'> & { id: number },
  random: Random,
): Row<'files'> {
  const hash = `resume_${application.id}_${Math.floor(random() * 0xffffffff).toString(16)}`;
  return {
    name: `CV-${application.last_name}.pdf`,
    hash,
    ext: '.pdf',
    mime: 'application/pdf',
    size_bytes: 40_000 + Math.floor(random() * 400_000),
    visibility: 'private',
    storage_key: `${hash}.pdf`,
    owner_type: 'application',
    owner_id: application.id,
    owner_field: 'resume',
    created_at: application.created_at,
    updated_at: application.created_at,
  };
}

export function contactRow(index: number, now: number, random: Random): Row<'contacts'> {
  const stamped = stamps(index, now, PERSONAL_DATA_HISTORY_MS);
  const person = demo.pickPerson(random);
  const topic = pick(random, CONTACT_TOPICS);
  const [subject, message] = pick(random, demo.CONTACT_MESSAGES[topic]);
  return {
    first_name: person.firstName,
    last_name: person.lastName,
    email: demo.emailOf(person, index),
    phone: demo.phoneOf(person, random),
    topic,
    subject,
    message,
    // Most messages have been dealt with; the Messages tab opens on those that have not.
    handled_at: random() < 0.8 ? stamped.created_at : null,
    ...stamped,
  };
}

/** A change made in the admin area, as the audit log keeps it. */
export function auditRow(index: number, now: number, random: Random): Row<'audit_log'> {
  const action = pick(random, AUDIT_ACTIONS);
  const remarks = { old: null, new: pick(random, demo.REVIEW_REMARKS) };
  return {
    created_at: stamps(index, now).created_at,
    user_id: null,
    username: pick(random, STAFF_NAMES),
    entity_type: pick(random, AUDIT_ENTITY_TYPES),
    entity_id: 1 + Math.floor(random() * 100_000),
    action,
    changes: JSON.stringify(action === 'update' ? { remarks } : {}),
    details: JSON.stringify(action === 'export' ? { rows: Math.floor(random() * 1000) } : {}),
  };
}

/** One of the demo's events again, on another day. */
export function eventRow(index: number, now: number, random: Random): Row<'events'> {
  const stamped = stamps(index, now);
  const { title, description } = pick(random, demo.DEMO_EVENTS);
  return { title, description, date: stamped.created_at.slice(0, 10), ...stamped };
}

/** One of the demo's testimonials again. */
export function employeeRow(index: number, now: number, random: Random): Row<'employees'> {
  const { name, message } = pick(random, demo.DEMO_TESTIMONIALS);
  return { name, message, ...stamps(index, now) };
}
