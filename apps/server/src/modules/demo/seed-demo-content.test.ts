import { afterEach, describe, expect, it } from 'vitest';
import { CONTACT_TOPICS } from '@app/shared/options';
import { createTestApp, loginAs, type TestApp } from '../../../test/test-app';
import { HOME_DEMO_CONTENT_SEED } from './demo-home-content';
import { DEMO_CONTENT_SEED, seedDemoContent } from './seed-demo-content';

describe('seedDemoContent', () => {
  let t: TestApp;
  afterEach(async () => {
    await t.close();
  });

  const count = async (table: 'events' | 'employees' | 'applications' | 'contacts' | 'files') =>
    Number(
      (
        await t.app.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('fills an empty database once, with media and resumes the site can serve', async () => {
    t = await createTestApp({ DEMO_DATA: '1' });
    const summary = await seedDemoContent(t.app);
    expect(summary).toEqual({ events: 4, testimonials: 4, applications: 30, contacts: 40 });

    const events = (await t.app.inject({ method: 'GET', url: '/api/events?populate=*' })).json()
      .data;
    expect(events).toHaveLength(4);
    for (const event of events) {
      expect(event.attributes.images.data.length).toBeGreaterThanOrEqual(2);
      const cover = event.attributes.images.data[0].attributes;
      expect(cover).toMatchObject({ mime: 'image/jpeg', width: 1200, height: 800 });
      const small = await t.app.inject({ method: 'GET', url: cover.formats.small.url });
      expect(small.statusCode).toBe(200);
      expect(small.headers['content-type']).toBe('image/jpeg');
    }
    expect(
      events.some(
        (event: { attributes: { description: string | null } }) =>
          event.attributes.description === null,
      ),
    ).toBe(true);

    const employees = (
      await t.app.inject({ method: 'GET', url: '/api/employees?populate=*' })
    ).json().data;
    expect(employees).toHaveLength(4);
    expect(
      employees.every(
        (employee: { attributes: { photo: { data: unknown } } }) =>
          employee.attributes.photo.data !== null,
      ),
    ).toBe(true);

    const staff = (await loginAs(t, 'Staff')).authorization;
    /** A Staff read of the API. */
    const readAsStaff = (url: string) => t.app.inject({ method: 'GET', url, headers: staff });
    const applications = (
      await readAsStaff('/api/carrers?populate=*&pagination[pageSize]=100')
    ).json();
    expect(applications.meta.pagination.total).toBe(30);
    const statuses = new Set(
      applications.data.map(
        (application: { attributes: { applicationStatus: string } }) =>
          application.attributes.applicationStatus,
      ),
    );
    expect(statuses.size).toBeGreaterThan(1);
    const resume = applications.data[0].attributes.resume.data[0];
    const download = await readAsStaff(resume.attributes.url);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const contacts = (await readAsStaff('/api/contacts?pagination[pageSize]=100')).json();
    expect(contacts.meta.pagination.total).toBe(40);
    const topics = new Set(
      contacts.data.map((contact: { attributes: { topic: string } }) => contact.attributes.topic),
    );
    expect(
      [...topics].every((topic) => (CONTACT_TOPICS as readonly string[]).includes(topic as string)),
    ).toBe(true);
    const createdAt = contacts.data.map(
      (contact: { attributes: { createdAt: string } }) => contact.attributes.createdAt,
    );
    expect(
      new Set(createdAt.map((timestamp: string) => timestamp.slice(0, 10))).size,
    ).toBeGreaterThan(10);

    const files = await count('files');
    expect(await seedDemoContent(t.app)).toBeNull();
    expect([
      await count('events'),
      await count('applications'),
      await count('contacts'),
      await count('files'),
    ]).toEqual([4, 30, 40, files]);
  });

  it('adds nothing with DEMO_DATA=0', async () => {
    t = await createTestApp({ DEMO_DATA: '0' });
    expect(await seedDemoContent(t.app)).toBeNull();
    for (const table of ['events', 'employees', 'applications', 'contacts', 'files'] as const)
      expect(await count(table)).toBe(0);
  });

  it('leaves a database that already holds content alone, even after that content is deleted', async () => {
    t = await createTestApp({ DEMO_DATA: '1' });
    const now = new Date().toISOString();
    const { id } = await t.app.db
      .insertInto('events')
      .values({
        title: 'Real event',
        date: '2025-01-01',
        description: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await seedDemoContent(t.app)).toBeNull();
    await t.app.db.deleteFrom('events').where('id', '=', id).execute();
    expect(await seedDemoContent(t.app)).toBeNull();
    expect(await count('events')).toBe(0);
    // The home page's content is seeded on its own terms: that page held none.
    expect(await t.app.db.selectFrom('seed_runs').select('name').orderBy('name').execute()).toEqual(
      [{ name: DEMO_CONTENT_SEED }, { name: HOME_DEMO_CONTENT_SEED }],
    );
  });
});
