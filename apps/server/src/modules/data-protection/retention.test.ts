import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_DATA_RETENTION_DAYS } from '@app/shared/constants';
import { loadConfig } from '../../config/config';
import { applicationForm, contactForm } from '../../../test/public-forms';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testAppSuite } from '../../../test/test-suite';
import { sampleFiles, uploadOk } from '../../../test/support/upload-test-helpers';
import { deleteExpiredPersonalData, RETENTION_INTERVAL_MS } from './retention';
import retentionJob from './retention-job.plugin';

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-03-01T12:00:00.000Z');
const RETENTION_DAYS = 30;
const CUTOFF_MS = NOW.getTime() - RETENTION_DAYS * DAY_MS;

describe('the retention period setting', () => {
  it('defaults to the days the privacy policy promises; 0 keeps data forever; anything else is refused', () => {
    expect(loadConfig({}).DATA_RETENTION_DAYS).toBe(DEFAULT_DATA_RETENTION_DAYS);
    expect(DEFAULT_DATA_RETENTION_DAYS).toBe(365);
    expect(loadConfig({ DATA_RETENTION_DAYS: '0' }).DATA_RETENTION_DAYS).toBe(0);
    expect(loadConfig({ DATA_RETENTION_DAYS: '180' }).DATA_RETENTION_DAYS).toBe(180);
    for (const value of ['-1', '1.5', 'a year', '40000']) {
      expect(() => loadConfig({ DATA_RETENTION_DAYS: value }), value).toThrow(
        /DATA_RETENTION_DAYS must be a whole number of days from 0 \(keep forever\) to 36500/,
      );
    }
  });
});

describe('deleting applications and messages past the retention period', () => {
  const suite = testAppSuite();

  const store = () => ({
    db: suite.t.app.db,
    storage: suite.t.app.fileStorage,
    log: suite.t.app.log,
  });
  const at = (ms: number) => new Date(ms).toISOString();

  /** Sends an application with an uploaded resume, then dates it `createdAt`. */
  async function applicationFrom(createdAt: string, lastName: string) {
    const [resume] = await uploadOk(suite.t, [
      { filename: `${lastName}.pdf`, data: sampleFiles.pdf() },
    ]);
    const response = await suite.t.app.inject({
      method: 'POST',
      url: '/api/carrers',
      payload: { data: applicationForm(resume!.id, { lastName }) },
    });
    const id: number = response.json().data.id;
    await suite.t.app.db
      .updateTable('applications')
      .set({ created_at: createdAt })
      .where('id', '=', id)
      .execute();
    return { id, resumeKey: `${resume!.hash}.pdf` };
  }

  async function contactFrom(createdAt: string, subject: string) {
    const response = await suite.t.app.inject({
      method: 'POST',
      url: '/api/contacts',
      payload: { data: contactForm({ subject }) },
    });
    const id: number = response.json().data.id;
    await suite.t.app.db
      .updateTable('contacts')
      .set({ created_at: createdAt })
      .where('id', '=', id)
      .execute();
    return id;
  }

  const ids = async (table: 'applications' | 'contacts') =>
    (await suite.t.app.db.selectFrom(table).select('id').orderBy('id').execute()).map(
      (row) => row.id,
    );
  const isStored = async (key: string) =>
    (await suite.t.app.fileStorage.size({ visibility: 'private', key })) !== null;

  it('deletes what is older than the period, with its files, keeps what is newer, and audits the counts', async () => {
    const old = await applicationFrom(at(CUTOFF_MS - 60_000), 'Old');
    const recent = await applicationFrom(at(CUTOFF_MS + 60_000), 'Recent');
    const oldContact = await contactFrom(at(CUTOFF_MS - 1), 'Old question');
    const recentContact = await contactFrom(at(CUTOFF_MS), 'Recent question');
    for (const application of [old, recent]) {
      await suite.t.app.inject({
        method: 'PUT',
        url: `/api/carrers/${application.id}`,
        headers: suite.auth,
        payload: { data: { remarks: 'Knows Abdullah from university' } },
      });
      await suite.t.app.inject({
        method: 'POST',
        url: `/api/carrers/${application.id}/notes`,
        headers: suite.auth,
        payload: { data: { text: 'Abdullah vouches for them' } },
      });
    }
    expect(await isStored(old.resumeKey)).toBe(true);

    expect(await deleteExpiredPersonalData(store(), RETENTION_DAYS, NOW)).toEqual({
      applications: 1,
      contacts: 1,
      files: 1,
      notes: 1,
    });
    expect(await ids('applications')).toEqual([recent.id]);
    const notes = await suite.t.app.db
      .selectFrom('application_notes')
      .select('application_id')
      .execute();
    expect(notes).toEqual([{ application_id: recent.id }]);
    expect(await ids('contacts')).toEqual([recentContact]);
    expect(await ids('contacts')).not.toContain(oldContact);
    // The mails written for the deleted rows (to staff, and the confirmation) went with them.
    const mails = await suite.t.app.db
      .selectFrom('outbox')
      .select(['kind', 'application_id', 'contact_id'])
      .orderBy('id')
      .execute();
    expect(mails).toEqual([
      { kind: 'application-to-staff', application_id: recent.id, contact_id: null },
      { kind: 'application-confirmation', application_id: recent.id, contact_id: null },
      { kind: 'contact-to-staff', application_id: null, contact_id: recentContact },
      { kind: 'contact-confirmation', application_id: null, contact_id: recentContact },
    ]);
    expect(await isStored(old.resumeKey)).toBe(false);
    expect(await isStored(recent.resumeKey)).toBe(true);
    const resumes = await suite.t.app.db
      .selectFrom('files')
      .select('owner_id')
      .where('owner_type', '=', 'application')
      .execute();
    expect(resumes).toEqual([{ owner_id: recent.id }]);

    const expired = await suite.t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'expire')
      .execute();
    expect(expired).toHaveLength(1);
    expect(expired[0]).toMatchObject({
      user_id: null,
      username: 'System',
      entity_type: 'personal-data',
      entity_id: null,
    });
    expect(JSON.parse(expired[0]!.details)).toEqual({
      retentionDays: RETENTION_DAYS,
      receivedBefore: at(CUTOFF_MS),
      applications: 1,
      contacts: 1,
      files: 1,
      notes: 1,
    });

    // The remarks written about the deleted application go with it; who changed what, and when, stays.
    const remarks = await suite.t.app.db
      .selectFrom('audit_log')
      .select(['entity_id', 'changes', 'redacted_at'])
      .where('entity_type', '=', 'application')
      .orderBy('entity_id')
      .execute();
    expect(
      remarks.map((row) => [row.entity_id, JSON.parse(row.changes), row.redacted_at !== null]),
    ).toEqual([
      [old.id, { remarks: { old: null, new: null } }, true],
      [recent.id, { remarks: { old: null, new: 'Knows Abdullah from university' } }, false],
    ]);
    const noteEntries = await suite.t.app.db
      .selectFrom('audit_log')
      .select(['changes', 'redacted_at'])
      .where('entity_type', '=', 'application-note')
      .orderBy('entity_id')
      .execute();
    expect(noteEntries.map((row) => [JSON.parse(row.changes), row.redacted_at !== null])).toEqual([
      [{ note: { old: null, new: null } }, true],
      [{ note: { old: null, new: 'Abdullah vouches for them' } }, false],
    ]);

    expect(await deleteExpiredPersonalData(store(), RETENTION_DAYS, NOW)).toEqual({
      applications: 0,
      contacts: 0,
      files: 0,
      notes: 0,
    });
    expect(
      await suite.t.app.db
        .selectFrom('audit_log')
        .select('id')
        .where('action', '=', 'expire')
        .execute(),
    ).toHaveLength(1);
  });

  it('keeps everything when the period is 0', async () => {
    await contactFrom(at(NOW.getTime() - 10_000 * DAY_MS), 'Ancient');
    const before = await ids('contacts');
    expect(await deleteExpiredPersonalData(store(), 0, NOW)).toEqual({
      applications: 0,
      contacts: 0,
      files: 0,
      notes: 0,
    });
    expect(await ids('contacts')).toEqual(before);
  });

  it('works through a large backlog in batches, each with its own audit entry', async () => {
    await suite.t.app.db.deleteFrom('contacts').execute();
    const old = at(CUTOFF_MS - DAY_MS);
    await suite.t.app.db
      .insertInto('contacts')
      .values(
        Array.from({ length: 501 }, (_, index) => ({
          first_name: 'Old',
          last_name: `Sender ${index}`,
          email: `sender${index}@example.com`,
          phone: '+92 300 1234567',
          topic: 'Business' as const,
          subject: 'Hello',
          message: 'An old message.',
          created_at: old,
          updated_at: old,
        })),
      )
      .execute();
    expect(await deleteExpiredPersonalData(store(), RETENTION_DAYS, NOW)).toEqual({
      applications: 0,
      contacts: 501,
      files: 0,
      notes: 0,
    });
    const entries = await suite.t.app.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'expire')
      .orderBy('id')
      .execute();
    expect(entries.slice(-2).map((entry) => JSON.parse(entry.details).contacts)).toEqual([500, 1]);
  });
});

describe('the retention job', () => {
  let t: TestApp;
  let job: FastifyInstance | undefined;

  afterEach(async () => {
    await job?.close();
    job = undefined;
    vi.useRealTimers();
    await t.close();
  });

  /** The job on its own, over a test app's database and storage, with the given period. */
  async function startJob(retentionDays: number) {
    const app = Fastify({ logger: false });
    app.decorate('config', { ...t.config, DATA_RETENTION_DAYS: retentionDays });
    app.decorate('db', t.app.db);
    app.decorate('fileStorage', t.app.fileStorage);
    await app.register(retentionJob);
    await app.ready();
    job = app;
  }

  async function insertContactDaysAgo(days: number) {
    const createdAt = new Date(Date.now() - days * DAY_MS).toISOString();
    await t.app.db
      .insertInto('contacts')
      .values({ ...contactRow, created_at: createdAt, updated_at: createdAt })
      .execute();
  }
  const contactRow = {
    first_name: 'Ayesha',
    last_name: 'Raza',
    email: 'ayesha@example.com',
    phone: '+92 300 1234567',
    topic: 'Job' as const,
    subject: 'Hello',
    message: 'Hello.',
  };
  const contactCount = async () =>
    (await t.app.db.selectFrom('contacts').select('id').execute()).length;

  it('runs when the server is ready and then daily, and stops when it closes', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    t = await createTestApp();
    await insertContactDaysAgo(RETENTION_DAYS + 1);
    await insertContactDaysAgo(RETENTION_DAYS - 1);
    const timersBefore = vi.getTimerCount();

    await startJob(RETENTION_DAYS);
    await vi.waitFor(async () => expect(await contactCount()).toBe(1));
    expect(vi.getTimerCount()).toBe(timersBefore + 1);

    await insertContactDaysAgo(RETENTION_DAYS + 2);
    vi.advanceTimersByTime(RETENTION_INTERVAL_MS - 1000);
    expect(await contactCount()).toBe(2);
    vi.advanceTimersByTime(1000);
    await vi.waitFor(async () => expect(await contactCount()).toBe(1));

    await job!.close();
    job = undefined;
    expect(vi.getTimerCount()).toBe(timersBefore);
  });

  it('does not run at all when the period is 0', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    t = await createTestApp();
    await insertContactDaysAgo(10_000);
    const timersBefore = vi.getTimerCount();
    await startJob(0);
    vi.advanceTimersByTime(RETENTION_INTERVAL_MS);
    expect(vi.getTimerCount()).toBe(timersBefore);
    expect(await contactCount()).toBe(1);
  });
});
