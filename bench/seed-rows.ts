import type { Insertable } from 'kysely';
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
import type {
  ApplicationsTable,
  ContactsTable,
  EmployeesTable,
  EventsTable,
  InvoiceLinesTable,
  InvoicesTable,
  ServicesTable,
  UsersTable,
} from '../apps/server/src/db/schema';
import {
  DEMO_CUSTOMERS,
  APPLICATION_SUMMARIES,
  CONTACT_MESSAGES,
  DEMO_POSITIONS,
  EXPECTED_SALARY_BY_EXPERIENCE,
  INTERVIEW_TIMES,
  REVIEW_REMARKS,
  addressOf,
  emailOf,
  phoneOf,
  pickPerson,
} from '../apps/server/src/modules/demo/demo-content';

/**
 * Rows that look like the firm's real data (names, topics, statuses and dates spread as they would
 * be), so that the query planner and the indexes face realistic value distributions. Every
 * factory is a pure function of the row's index and a seeded random source: each run seeds the
 * same database.
 */

type Random = () => number;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Invoices, the price list and the site's content go back five years. */
const HISTORY_MS = 5 * 365 * DAY_MS;
/**
 * Applications and messages are younger than the default retention period (DATA_RETENTION_DAYS,
 * a year), or the server's retention job would delete most of them at start-up.
 */
const PERSONAL_DATA_HISTORY_MS = 300 * DAY_MS;

const pick = <T>(random: Random, values: readonly T[]): T =>
  values[Math.floor(random() * values.length)]!;

/** The creation time of row `index` of `count`: evenly spread over `historyMs`, increasing, never equal. */
export function createdAtOf(
  index: number,
  count: number,
  now: number,
  historyMs = HISTORY_MS,
): string {
  const step = Math.floor(historyMs / count);
  return new Date(now - historyMs + index * step).toISOString();
}

const SERVICE_ITEMS = [
  'Office rent',
  'Cloud hosting',
  'Fibre internet',
  'Security guard',
  'Air-conditioner servicing',
  'Software licences',
  'Generator fuel',
  'Laptop repairs',
  'Office cleaning',
  'Training workshop',
  'Domain and SSL renewal',
  'Courier charges',
  'Printer paper and toner',
  'Travel to client site',
  'Drinking water bottles',
  'CCTV maintenance',
];
const REMARKS = [null, 'Monthly', 'Paid in advance', 'Includes tax', null, 'Quarterly contract'];

export function serviceRow(
  index: number,
  count: number,
  now: number,
  random: Random,
): Insertable<ServicesTable> {
  const createdAt = createdAtOf(index, count, now);
  const ratePaisa = (500 + Math.floor(random() * 400_000)) * 100;
  return {
    item: `${pick(random, SERVICE_ITEMS)} ${index + 1}`,
    type: pick(random, SERVICE_TYPES),
    tax: pick(random, TAX_TYPES),
    rate: ratePaisa,
    price_pkr: ratePaisa * (1 + Math.floor(random() * 4)),
    remarks: pick(random, REMARKS),
    date: createdAt.slice(0, 10),
    created_at: createdAt,
    updated_at: createdAt,
  };
}

/** The demo's customers and some from Pakistan, so that a search has more to tell apart. */
const CUSTOMERS = [
  ...DEMO_CUSTOMERS,
  'Lahore Textiles Ltd',
  'Punjab Agro Foods',
  'Indus Health Clinic',
  'Ravi Motors',
  'Karachi Freight Services',
];

/** An invoice issued when it was created, with the total of its lines. */
export function invoiceRow(
  index: number,
  count: number,
  now: number,
  random: Random,
  lines: readonly Pick<Insertable<InvoiceLinesTable>, 'price_pkr'>[],
): Insertable<InvoicesTable> {
  const createdAt = createdAtOf(index, count, now);
  const invoiceDate = createdAt.slice(0, 10);
  const sequence = index + 1;
  // Old invoices are settled; the newest are still drafts.
  const status = index >= count - 50 ? 'Draft' : pick(random, INVOICE_STATUSES);
  return {
    sequence,
    invoice_number: formatInvoiceNumber(sequence, invoiceDate),
    customer_name: `${pick(random, CUSTOMERS)}${random() < 0.5 ? '' : ` (${1 + Math.floor(random() * 40)})`}`,
    invoice_date: invoiceDate,
    // As the invoice's own term (the column's default) would make it.
    due_date: addDays(invoiceDate, PAYMENT_DUE_DAYS),
    status,
    total_price: sumMinorUnits(lines.map((line) => line.price_pkr)),
    eur_rate:
      status === 'Paid' || status === 'Sent' ? Math.round((290 + random() * 30) * 100) / 100 : null,
    created_at: createdAt,
    updated_at: createdAt,
  };
}

/** A line copied from a price-list entry, as `POST /api/invoices` copies it. */
export function invoiceLineFrom(
  service: Insertable<ServicesTable> & { id: number },
  position: number,
): Omit<Insertable<InvoiceLinesTable>, 'invoice_id'> {
  return {
    position,
    service_id: service.id,
    item: service.item,
    price_pkr: service.price_pkr,
    date: service.date,
    remarks: service.remarks ?? null,
  };
}

export function applicationRow(
  index: number,
  count: number,
  now: number,
  random: Random,
): Insertable<ApplicationsTable> {
  const createdAt = createdAtOf(index, count, now, PERSONAL_DATA_HISTORY_MS);
  const person = pickPerson(random);
  const position = pick(random, DEMO_POSITIONS);
  const experience = pick(random, EXPERIENCE_LEVELS);
  const [minSalary, maxSalary] = EXPECTED_SALARY_BY_EXPERIENCE[experience];
  const status = pick(random, APPLICATION_STATUSES);
  const reviewed = status !== 'Pending';
  return {
    first_name: person.firstName,
    last_name: person.lastName,
    email: emailOf(person, index),
    address: addressOf(person, random),
    phone: phoneOf(person, random),
    start_date: new Date(Date.parse(createdAt) + (14 + Math.floor(random() * 60)) * DAY_MS)
      .toISOString()
      .slice(0, 10),
    experience,
    salary_expect: (minSalary + Math.floor(random() * (maxSalary - minSalary))) * 100,
    position,
    cover_letter: APPLICATION_SUMMARIES[position],
    consent: 1,
    application_status: status,
    interview_time: reviewed && random() < 0.5 ? pick(random, INTERVIEW_TIMES) : null,
    remarks: reviewed ? pick(random, REVIEW_REMARKS) : null,
    created_at: createdAt,
    updated_at: createdAt,
    status_changed_at: createdAt,
  };
}

export function contactRow(
  index: number,
  count: number,
  now: number,
  random: Random,
): Insertable<ContactsTable> {
  const createdAt = createdAtOf(index, count, now, PERSONAL_DATA_HISTORY_MS);
  const person = pickPerson(random);
  const topic = pick(random, CONTACT_TOPICS);
  const [subject, message] = pick(random, CONTACT_MESSAGES[topic]);
  return {
    first_name: person.firstName,
    last_name: person.lastName,
    email: emailOf(person, index),
    phone: phoneOf(person, random),
    topic,
    subject,
    message,
    created_at: createdAt,
    updated_at: createdAt,
  };
}

/** Staff and registered accounts; all share one password hash, as hashing is slow on purpose. */
export function userRow(
  index: number,
  count: number,
  now: number,
  random: Random,
  passwordHash: string,
): Insertable<UsersTable> {
  const createdAt = createdAtOf(index, count, now);
  const person = pickPerson(random);
  const username = `${person.firstName.toLowerCase()}${index + 1}`;
  return {
    username,
    username_key: username.toLowerCase(),
    email: `user${index + 1}@example.com`,
    password_hash: passwordHash,
    role: random() < 0.1 ? 'Staff' : 'Registered',
    disabled: random() < 0.05 ? 1 : 0,
    created_at: createdAt,
    updated_at: createdAt,
  };
}

const EVENT_TITLES = [
  'Team retreat',
  'Hackathon',
  'Eid celebration',
  'Tech talk',
  'Sports day',
  'Client visit',
  'Iftar dinner',
];

export function eventRow(
  index: number,
  count: number,
  now: number,
  random: Random,
): Insertable<EventsTable> {
  const createdAt = createdAtOf(index, count, now);
  return {
    title: `${pick(random, EVENT_TITLES)} ${index + 1}`,
    date: createdAt.slice(0, 10),
    description:
      'The whole team came together for a day of talks, food and games at the Lahore office.',
    created_at: createdAt,
    updated_at: createdAt,
  };
}

export function employeeRow(
  index: number,
  count: number,
  now: number,
  random: Random,
): Insertable<EmployeesTable> {
  const createdAt = createdAtOf(index, count, now);
  const person = pickPerson(random);
  return {
    name: `${person.firstName} ${person.lastName}`,
    message:
      'Working here means learning something new every week, with colleagues who help each other.',
    created_at: createdAt,
    updated_at: createdAt,
  };
}
