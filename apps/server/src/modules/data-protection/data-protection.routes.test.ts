import { beforeAll, describe, expect, it } from 'vitest';
import { applicationForm, contactForm } from '../../../test/public-forms';
import { loginAs } from '../../../test/test-app';
import { testServerSuite } from '../../../test/test-suite';
import { sampleFiles, uploadOk } from '../../../test/support/upload-test-helpers';
import { createEmailHasher, maskEmail } from './email-hash';

describe('masking and hashing an erased e-mail', () => {
  it('masks all but the first letters of the name and the domain', () => {
    expect(maskEmail('Amna.Khan@Example.com')).toBe('a***@e***.com');
    expect(maskEmail('x@mail.example.co.uk')).toBe('x***@m***.uk');
  });

  it('hashes the same address in any case alike, and differently under another key', () => {
    const hash = createEmailHasher('a'.repeat(64));
    expect(hash(' Amna.Khan@Example.com ')).toBe(hash('amna.khan@example.com'));
    expect(hash('amna.khan@example.com')).toMatch(/^[0-9a-f]{64}$/);
    expect(hash('amna.khan@example.com')).not.toBe(hash('amna.kahn@example.com'));
    expect(createEmailHasher('b'.repeat(64))('amna.khan@example.com')).not.toBe(
      hash('amna.khan@example.com'),
    );
  });
});

describe('erasing one person’s data on request', () => {
  const suite = testServerSuite({ env: { DATA_RETENTION_DAYS: '180' } });
  let admin: Awaited<ReturnType<typeof loginAs>>;
  let staff: Awaited<ReturnType<typeof loginAs>>;
  const resumeKeys: Record<string, string> = {};

  async function apply(email: string, lastName: string) {
    const [resume] = await uploadOk(suite.t, [
      { filename: `CV ${lastName}.pdf`, data: sampleFiles.pdf() },
    ]);
    resumeKeys[lastName] = `${resume!.hash}.pdf`;
    const response = await suite.t.app.inject({
      method: 'POST',
      url: '/api/carrers',
      payload: { data: applicationForm(resume!.id, { email, firstName: 'Amna', lastName }) },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.id as number;
  }

  async function sendMessage(email: string, subject: string) {
    const response = await suite.t.app.inject({
      method: 'POST',
      url: '/api/contacts',
      payload: { data: contactForm({ email, subject }) },
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  const preview = (email: string, headers: Record<string, string> = admin.authorization) =>
    suite.t.app.inject({
      method: 'GET',
      url: `/api/data-protection/preview?email=${encodeURIComponent(email)}`,
      headers,
    });
  const erase = (body: unknown, headers: Record<string, string> = admin.authorization) =>
    suite.t.app.inject({
      method: 'POST',
      url: '/api/data-protection/erase',
      headers,
      payload: body as object,
    });
  const isStored = async (key: string) =>
    (await suite.t.app.fileStorage.size({ visibility: 'private', key })) !== null;
  /** The outbox's mails that name Khan anywhere: recipient, Reply-To or the data they show. */
  const mailsNamingKhan = async () =>
    (await suite.t.app.db.selectFrom('outbox').selectAll().execute()).filter((mail) =>
      JSON.stringify(mail).toLowerCase().includes('khan'),
    );

  let amnaFirst: number;

  beforeAll(async () => {
    admin = await loginAs(suite.t, 'Admin', { username: 'Root Admin' });
    staff = await loginAs(suite.t, 'Staff');
    amnaFirst = await apply('Amna.Khan@Example.com', 'Khan');
    await apply('amna.khan@example.com', 'Khan-Second');
    await apply('someone.else@example.com', 'Other');
    await sendMessage('AMNA.KHAN@example.com', 'About my application');
    await sendMessage('someone.else@example.com', 'A quote, please');
    // She also has an account, and asked to reset its password.
    await loginAs(suite.t, 'Registered', { username: 'amna-k', email: 'amna.khan@example.com' });
    await suite.t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'Amna.Khan@Example.com' },
    });
    await suite.t.app.inject({
      method: 'PUT',
      url: `/api/carrers/${amnaFirst}`,
      headers: staff.authorization,
      payload: { data: { remarks: 'Amna Khan, strong React portfolio' } },
    });
    const note = await suite.t.app.inject({
      method: 'POST',
      url: `/api/carrers/${amnaFirst}/notes`,
      headers: staff.authorization,
      payload: { data: { text: 'Called Amna Khan back about the start date' } },
    });
    expect(note.statusCode, note.body).toBe(200);
  });

  it('previews what would be deleted, matching the e-mail in any case', async () => {
    const response = await preview('amna.khan@EXAMPLE.com');
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data.email).toBe('amna.khan@EXAMPLE.com');
    expect(data.counts).toEqual({ applications: 2, contacts: 1, files: 2, notes: 1 });
    expect(
      data.applications
        .map((a: { lastName: string; files: number }) => [a.lastName, a.files])
        .sort(),
    ).toEqual([
      ['Khan', 1],
      ['Khan-Second', 1],
    ]);
    expect(data.applications[0]).toMatchObject({
      firstName: 'Amna',
      position: 'QA Engineer',
      applicationStatus: 'Pending',
    });
    expect(data.contacts).toEqual([
      expect.objectContaining({
        subject: 'About my application',
        topic: 'Business',
        createdAt: expect.any(String),
      }),
    ]);
    expect(data.erasures).toEqual([]);
  });

  it('erases every application and message with the e-mail and their files, answers the counts, and audits it without the address', async () => {
    expect((await mailsNamingKhan()).map((mail) => mail.kind).sort()).toEqual([
      'application-confirmation',
      'application-confirmation',
      'application-to-staff',
      'application-to-staff',
      'contact-confirmation',
      'contact-to-staff',
      'password-reset',
    ]);
    const response = await erase({ data: { email: 'Amna.Khan@example.com' } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      data: { applications: 2, contacts: 1, files: 2, notes: 1 },
      meta: {},
    });
    expect(await suite.t.app.db.selectFrom('application_notes').selectAll().execute()).toEqual([]);
    expect(await mailsNamingKhan()).toEqual([]);
    const otherMails = await suite.t.app.db
      .selectFrom('outbox')
      .select(['kind', 'reply_to'])
      .where('kind', 'in', ['contact-to-staff', 'contact-confirmation'])
      .orderBy('id')
      .execute();
    expect(otherMails).toEqual([
      { kind: 'contact-to-staff', reply_to: 'someone.else@example.com' },
      { kind: 'contact-confirmation', reply_to: null },
    ]);

    const applications = await suite.t.app.db
      .selectFrom('applications')
      .select(['last_name', 'email'])
      .execute();
    expect(applications).toEqual([{ last_name: 'Other', email: 'someone.else@example.com' }]);
    const contacts = await suite.t.app.db.selectFrom('contacts').select('email').execute();
    expect(contacts).toEqual([{ email: 'someone.else@example.com' }]);
    expect(await isStored(resumeKeys.Khan!)).toBe(false);
    expect(await isStored(resumeKeys['Khan-Second']!)).toBe(false);
    expect(await isStored(resumeKeys.Other!)).toBe(true);

    const erasures = await suite.t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'erase')
      .execute();
    expect(erasures).toHaveLength(1);
    expect(erasures[0]).toMatchObject({
      user_id: admin.userId,
      username: 'Root Admin',
      entity_type: 'personal-data',
      entity_id: null,
      changes: '{}',
      subject_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(JSON.parse(erasures[0]!.details)).toEqual({
      email: 'a***@e***.com',
      applications: 2,
      contacts: 1,
      files: 2,
      notes: 1,
    });

    // Nothing in the audit trail names the person any more: the remarks entry kept only its field,
    // the note's entry no text.
    const everything = JSON.stringify(
      await suite.t.app.db.selectFrom('audit_log').selectAll().execute(),
    ).toLowerCase();
    expect(everything).not.toContain('amna');
    expect(everything).not.toContain('khan');
    const remarks = await suite.t.app.db
      .selectFrom('audit_log')
      .select(['changes', 'redacted_at'])
      .where('entity_type', '=', 'application')
      .where('entity_id', '=', amnaFirst)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(remarks.changes)).toEqual({ remarks: { old: null, new: null } });
    expect(remarks.redacted_at).not.toBeNull();
  });

  it('finds the earlier erasure by the e-mail’s hash, and records a repeated request that finds nothing', async () => {
    const before = await preview('AMNA.KHAN@EXAMPLE.COM');
    expect(before.json().data).toMatchObject({
      counts: { applications: 0, contacts: 0, files: 0, notes: 0 },
      applications: [],
      contacts: [],
      erasures: [
        {
          createdAt: expect.any(String),
          username: 'Root Admin',
          counts: { applications: 2, contacts: 1, files: 2, notes: 1 },
        },
      ],
    });
    expect((await erase({ data: { email: 'amna.khan@example.com' } })).json().data).toEqual({
      applications: 0,
      contacts: 0,
      files: 0,
      notes: 0,
    });
    expect((await preview('amna.khan@example.com')).json().data.erasures).toHaveLength(2);
    expect((await preview('someone.else@example.com')).json().data.erasures).toEqual([]);
  });

  it('refuses a missing or invalid e-mail with a 400 naming the field', async () => {
    for (const response of [
      await erase({ data: { email: 'not-an-email' } }),
      await erase({ data: {} }),
      await erase({ data: { email: 'a@b.cd', extra: true } }),
      await preview('nobody'),
      await suite.t.app.inject({
        method: 'GET',
        url: '/api/data-protection/preview',
        headers: admin.authorization,
      }),
    ]) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.name).toBe('ValidationError');
    }
    expect((await erase({ data: { email: 'x' } })).json().error.details.errors[0]).toMatchObject({
      path: ['email'],
      message: 'Please enter a valid email address.',
    });
    expect((await erase({ email: 'a@b.cd' })).json().error.message).toBe(
      'Missing "data" payload in the request body',
    );
  });

  it('tells the Admin the retention period', async () => {
    const response = await suite.t.app.inject({
      method: 'GET',
      url: '/api/data-protection/retention',
      headers: admin.authorization,
    });
    expect(response.json()).toEqual({ data: { days: 180 }, meta: {} });
  });

  it('is for Admins only: Staff, Registered and anonymous get 403 and nothing is deleted', async () => {
    const registered = await loginAs(suite.t, 'Registered');
    for (const headers of [staff.authorization, registered.authorization, {}]) {
      expect((await preview('someone.else@example.com', headers)).statusCode).toBe(403);
      expect(
        (await erase({ data: { email: 'someone.else@example.com' } }, headers)).statusCode,
      ).toBe(403);
      expect(
        (
          await suite.t.app.inject({
            method: 'GET',
            url: '/api/data-protection/retention',
            headers,
          })
        ).statusCode,
      ).toBe(403);
    }
    expect(await suite.t.app.db.selectFrom('applications').select('id').execute()).toHaveLength(1);
  });
});
