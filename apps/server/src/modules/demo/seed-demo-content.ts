import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { addDays } from '@app/shared/invoice-math';
import { CONTACT_TOPICS, EXPERIENCE_LEVELS, type ApplicationStatus } from '@app/shared/options';
import type { Db } from '../../db/database';
import { insertApplication, updateApplication } from '../applications/applications.repository';
import { SYSTEM_ACTOR } from '../audit/audit-entry';
import { insertContact } from '../contacts/contacts.repository';
import { createEmployee } from '../employees/employees.repository';
import { createEvent } from '../events/events.repository';
import type { AcceptedType } from '../files/file-types';
import { createTempFiles, type TempFiles } from '../files/temp-files';
import {
  APPLICATION_SUMMARIES,
  CONTACT_MESSAGES,
  DEMO_POSITIONS,
  DEMO_EVENTS,
  DEMO_TESTIMONIALS,
  EXPECTED_SALARY_BY_EXPERIENCE,
  INTERVIEW_TIMES,
  REVIEW_REMARKS,
  addressOf,
  emailOf,
  phoneOf,
  pickPerson,
} from './demo-content';
import { seedHomeDemoContent } from './demo-home-content';
import { renderEventImage, renderPortrait } from './demo-images';
import { renderResumePdf } from './demo-resume';
import { hasSeedRun, recordSeedRun } from './seed-runs';
import { seededRandom } from './seeded-random';
import { storeDemoFile } from './store-demo-file';

export const DEMO_CONTENT_SEED = 'demo-content';
const DEMO_APPLICATION_COUNT = 30;
const DEMO_CONTACT_COUNT = 40;
/** Applications and messages arrive over the weeks before the database was created. */
const DEMO_HISTORY_DAYS = 60;
const DAY_MS = 24 * 60 * 60 * 1000;

const JPEG: AcceptedType = { kind: 'image', mime: 'image/jpeg', ext: '.jpg' };
const PDF: AcceptedType = { kind: 'resume', mime: 'application/pdf', ext: '.pdf' };

export interface DemoContentSummary {
  events: number;
  testimonials: number;
  applications: number;
  contacts: number;
}

/** True when none of the tables this seeder fills holds a row. */
async function isEmpty(db: Db): Promise<boolean> {
  const anyRow = await db
    .selectFrom('events')
    .select('id')
    .union(db.selectFrom('employees').select('id'))
    .union(db.selectFrom('files').select('id'))
    .union(db.selectFrom('applications').select('id'))
    .union(db.selectFrom('contacts').select('id'))
    .limit(1)
    .execute();
  return anyRow.length === 0;
}

/** A moment `daysAgo` days before `today`, at a plausible office hour. */
function timestampBefore(today: Date, daysAgo: number, random: () => number): string {
  const hour = 8 + Math.floor(random() * 10);
  return new Date(
    today.getTime() - daysAgo * DAY_MS - (17 - hour) * 3_600_000 - Math.floor(random() * 3_600_000),
  ).toISOString();
}

async function seedEvents(
  app: FastifyInstance,
  temp: TempFiles,
  todayIso: string,
): Promise<number> {
  for (const [eventIndex, event] of DEMO_EVENTS.entries()) {
    const photos = await Promise.all(
      Array.from({ length: event.photos }, (_, photo) =>
        renderEventImage(event.scene, event.palette, eventIndex * 10 + photo + 1),
      ),
    );
    const slug = event.title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const images: number[] = [];
    for (const [photo, data] of photos.entries())
      images.push(await storeDemoFile(app, temp, `${slug}-${photo + 1}.jpg`, data, JPEG));
    await createEvent(
      app.db,
      {
        title: event.title,
        date: addDays(todayIso, -event.daysAgo),
        description: event.description,
        images,
        videos: [],
      },
      SYSTEM_ACTOR,
    );
  }
  return DEMO_EVENTS.length;
}

async function seedTestimonials(app: FastifyInstance, temp: TempFiles): Promise<number> {
  for (const testimonial of DEMO_TESTIMONIALS) {
    const photo = await storeDemoFile(
      app,
      temp,
      `${testimonial.name.toLowerCase().replace(/\s+/g, '-')}.jpg`,
      await renderPortrait(testimonial.palette),
      JPEG,
    );
    await createEmployee(
      app.db,
      { name: testimonial.name, message: testimonial.message, photo },
      SYSTEM_ACTOR,
    );
  }
  return DEMO_TESTIMONIALS.length;
}

async function seedApplications(
  app: FastifyInstance,
  temp: TempFiles,
  today: Date,
  random: () => number,
): Promise<number> {
  const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)]!;
  const todayIso = today.toISOString().slice(0, 10);
  for (let index = 0; index < DEMO_APPLICATION_COUNT; index += 1) {
    const person = pickPerson(random);
    const name = `${person.firstName} ${person.lastName}`;
    const position = pick(DEMO_POSITIONS);
    const experience = pick(EXPERIENCE_LEVELS);
    const [minSalary, maxSalary] = EXPECTED_SALARY_BY_EXPERIENCE[experience];
    const email = emailOf(person, index);
    const phone = phoneOf(person, random);
    const pdf = await renderResumePdf({
      name,
      email,
      phone,
      position,
      experience,
      summary: APPLICATION_SUMMARIES[position],
    });
    const resume = await storeDemoFile(app, temp, `Resume ${name}.pdf`, pdf, PDF);
    const row = await insertApplication(app.db, {
      firstName: person.firstName,
      lastName: person.lastName,
      email,
      address: addressOf(person, random),
      phone,
      startDate: addDays(todayIso, 14 + Math.floor(random() * 90)),
      experience,
      salaryExpect: Math.round((minSalary + random() * (maxSalary - minSalary)) / 5000) * 5000,
      position,
      coverLetter: `Dear hiring team,\n\nI would like to apply for the ${position} position. ${APPLICATION_SUMMARIES[position]}\n\nKind regards,\n${name}`,
      consent: true,
      resume: [resume],
    });
    // Older applications have been reviewed; the newest still wait.
    const daysAgo = Math.round(
      ((DEMO_APPLICATION_COUNT - index) * DEMO_HISTORY_DAYS) / DEMO_APPLICATION_COUNT,
    );
    const status: ApplicationStatus =
      daysAgo < 10
        ? 'Pending'
        : pick(['Pending', 'Shortlisted', 'Shortlisted', 'Rejected', 'Approved'] as const);
    await updateApplication(
      app.db,
      row.id,
      {
        applicationStatus: status,
        interviewTime:
          status === 'Shortlisted' || status === 'Approved' ? pick(INTERVIEW_TIMES) : null,
        remarks: status === 'Pending' ? null : pick(REVIEW_REMARKS),
      },
      SYSTEM_ACTOR,
    );
    const createdAt = timestampBefore(today, daysAgo, random);
    await app.db
      .updateTable('applications')
      .set({ created_at: createdAt, updated_at: createdAt })
      .where('id', '=', row.id)
      .execute();
  }
  return DEMO_APPLICATION_COUNT;
}

async function seedContacts(db: Db, today: Date, random: () => number): Promise<number> {
  for (let index = 0; index < DEMO_CONTACT_COUNT; index += 1) {
    const person = pickPerson(random);
    const topic = CONTACT_TOPICS[Math.floor(random() * CONTACT_TOPICS.length)]!;
    const messages = CONTACT_MESSAGES[topic];
    const [subject, message] = messages[Math.floor(random() * messages.length)]!;
    const row = await insertContact(db, {
      firstName: person.firstName,
      lastName: person.lastName,
      email: emailOf(person, index),
      phone: phoneOf(person, random),
      topic,
      subject,
      message,
    });
    const createdAt = timestampBefore(
      today,
      Math.round(((DEMO_CONTACT_COUNT - index) * DEMO_HISTORY_DAYS) / DEMO_CONTACT_COUNT),
      random,
    );
    await db
      .updateTable('contacts')
      .set({ created_at: createdAt, updated_at: createdAt })
      .where('id', '=', row.id)
      .execute();
  }
  return DEMO_CONTACT_COUNT;
}

/** The demo records but the home page's: once per database, and only into an empty one. */
async function seedRecordsOnce(
  app: FastifyInstance,
  today: Date,
): Promise<DemoContentSummary | null> {
  if (await hasSeedRun(app.db, DEMO_CONTENT_SEED)) return null;
  if (!(await isEmpty(app.db))) {
    await recordSeedRun(app.db, DEMO_CONTENT_SEED);
    return null;
  }
  const random = seededRandom(20250602);
  const temp = await createTempFiles(path.join(app.config.DATA_DIR, 'tmp', 'demo'));
  try {
    const summary: DemoContentSummary = {
      events: await seedEvents(app, temp, today.toISOString().slice(0, 10)),
      testimonials: await seedTestimonials(app, temp),
      applications: await seedApplications(app, temp, today, random),
      contacts: await seedContacts(app.db, today, random),
    };
    await recordSeedRun(app.db, DEMO_CONTENT_SEED);
    app.log.info(summary, 'added demo content');
    return summary;
  } finally {
    await temp.removeAll();
  }
}

/**
 * Fills a new, empty database with demo content when DEMO_DATA is on: events with photos,
 * testimonials with portraits, applications with PDF resumes and contact messages. Runs once per
 * database: a database that ever held content (or was seeded before) is left alone. The home
 * page's clients, client testimonials and key figures are seeded after them on the same terms.
 */
export async function seedDemoContent(
  app: FastifyInstance,
  today: Date = new Date(),
): Promise<DemoContentSummary | null> {
  if (!app.config.DEMO_DATA) return null;
  const summary = await seedRecordsOnce(app, today);
  // After the records, whose seeder wants no file stored before it; a database seeded before
  // the home page's content could be kept gets it too.
  await seedHomeDemoContent(app);
  return summary;
}
