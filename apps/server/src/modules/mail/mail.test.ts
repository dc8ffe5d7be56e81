import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCatcher, type SmtpCatcher } from '../../../test/smtp-catcher';
import { createTestApp, loginAs, type TestApp } from '../../../test/test-app';
import { contactConfirmation, signupToAdmins } from './mail-templates';
import { retryDelayMs } from './mail-worker';
import { messageIdOf } from './outbox.repository';

/** The domain of `MAIL_FROM` below, which the Message-IDs end with. */
const DOMAIN = 'ravisoftware.com';

const sample = (to: string) => ({
  kind: 'contact-confirmation' as const,
  to,
  ...contactConfirmation({
    firstName: 'Ayesha',
    subject: 'A quote',
    message: 'Hello <b>there</b>',
  }),
});

describe('the outbox and its worker, against a real SMTP server', () => {
  let smtp: SmtpCatcher;
  let t: TestApp;
  let admin: { authorization: string };

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await createTestApp({
      SMTP_URL: smtp.url,
      MAIL_FROM: '"Ravi Software" <no-reply@ravisoftware.com>',
    });
    admin = (await loginAs(t, 'Admin', { email: 'the-admin@example.com' })).authorization;
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it('delivers a written mail with its Message-ID, both parts and the logo, and marks it sent', async () => {
    await t.app.mail.write(t.app.db, [sample('first@example.com')]);
    const { mail, envelopeTo } = await smtp.waitFor((c) =>
      c.envelopeTo.includes('first@example.com'),
    );
    const row = await t.app.db
      .selectFrom('outbox')
      .selectAll()
      .where('recipient', '=', 'first@example.com')
      .executeTakeFirstOrThrow();
    expect(envelopeTo).toEqual(['first@example.com']);
    expect(mail.messageId).toBe(messageIdOf(row, DOMAIN));
    expect(mail.from?.text).toBe('"Ravi Software" <no-reply@ravisoftware.com>');
    expect(mail.subject).toBe('We received your message: A quote');
    expect(mail.text).toContain('> Hello <b>there</b>');
    expect(mail.html).toContain('Hello &lt;b&gt;there&lt;/b&gt;');
    expect(mail.attachments.map((a) => [a.contentType, a.contentId])).toEqual([
      ['image/png', '<logo@mail>'],
    ]);
    await expect
      .poll(
        async () =>
          (
            await t.app.db
              .selectFrom('outbox')
              .select('state')
              .where('id', '=', row.id)
              .executeTakeFirst()
          )?.state,
      )
      .toBe('sent');
    const sent = await t.app.db
      .selectFrom('outbox')
      .selectAll()
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(sent.attempts).toBe(1);
    expect(sent.server_response).toMatch(/^250/);
  });

  it('delivers a mail written in a transaction as soon as the transaction commits', async () => {
    await t.app.db.transaction().execute(async (trx) => {
      await t.app.mail.write(trx, [sample('committed@example.com')]);
      // Long enough for a worker woken by the write itself to look, and find nothing yet.
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    const committed = Date.now();
    await smtp.waitFor((c) => c.envelopeTo.includes('committed@example.com'));
    // The worker otherwise looks every 5 s.
    expect(Date.now() - committed).toBeLessThan(1_000);
  });

  it('keeps a mail written while the server is down, retries it, and delivers it when the server is back', async () => {
    await smtp.stop();
    await t.app.mail.write(t.app.db, [sample('later@example.com')]);
    await expect
      .poll(
        async () =>
          (await t.app.db
            .selectFrom('outbox')
            .selectAll()
            .where('recipient', '=', 'later@example.com')
            .executeTakeFirst())!,
        { timeout: 10_000 },
      )
      .toMatchObject({ state: 'pending', attempts: 1 });
    const row = await t.app.db
      .selectFrom('outbox')
      .selectAll()
      .where('recipient', '=', 'later@example.com')
      .executeTakeFirstOrThrow();
    expect(row.last_error).toMatch(/ECONNREFUSED|connect/i);
    // The first retry is due 30 s after the failure.
    const due = Date.parse(row.next_attempt_at!) - Date.now();
    expect(due).toBeGreaterThan(20_000);
    expect(due).toBeLessThanOrEqual(30_000);
    await smtp.start();
    // Time passes: the retry falls due.
    await t.app.db
      .updateTable('outbox')
      .set({ next_attempt_at: new Date().toISOString() })
      .where('id', '=', row.id)
      .execute();
    t.app.mail.wake();
    const { mail } = await smtp.waitFor((c) => c.envelopeTo.includes('later@example.com'));
    expect(mail.messageId).toBe(messageIdOf(row, DOMAIN));
    await expect
      .poll(
        async () =>
          (
            await t.app.db
              .selectFrom('outbox')
              .select('attempts')
              .where('id', '=', row.id)
              .executeTakeFirst()
          )?.attempts,
      )
      .toBe(2);
  });

  it('never makes two recipients of one address with a comma in it', async () => {
    await t.app.mail.write(t.app.db, [sample('"one,evil@example.com"@example.com')]);
    await t.app.mail.write(t.app.db, [sample('marker@example.com')]);
    await smtp.waitFor((c) => c.envelopeTo.includes('marker@example.com'));
    // Tried (accepted as one address, or refused and kept for a retry), never split in two.
    const attempts = async () => {
      const row = await t.app.db
        .selectFrom('outbox')
        .select('attempts')
        .where('recipient', 'like', '%one,evil%')
        .executeTakeFirst();
      return row?.attempts;
    };
    await expect.poll(attempts).toBeGreaterThan(0);
    expect(smtp.received.flatMap((c) => c.envelopeTo)).not.toContain('evil@example.com');
    for (const caught of smtp.received) expect(caught.envelopeTo).toHaveLength(1);
  });

  it('sends a notification to its audience as it is when it goes, and retries it while no one is notified', async () => {
    const outboxRow = (id: number) =>
      t.app.db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const setNotifications = async (notifications: boolean) => {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/users/me',
        headers: admin,
        payload: { data: { notifications } },
      });
      expect(response.statusCode).toBe(200);
    };
    const retryNow = async (id: number) => {
      await t.app.db
        .updateTable('outbox')
        .set({ next_attempt_at: new Date().toISOString() })
        .where('id', '=', id)
        .execute();
      t.app.mail.wake();
    };
    const notice = {
      kind: 'signup-to-admins' as const,
      to: { audience: 'admins' as const },
      ...signupToAdmins({
        username: 'Audience Check',
        email: 'audience-check@example.com',
        link: 'https://ravi.example/manage/users',
      }),
    };

    await smtp.stop();
    let id: number;
    try {
      await t.app.mail.write(t.app.db, [notice]);
      ({ id } = await t.app.db
        .selectFrom('outbox')
        .select('id')
        .where('kind', '=', 'signup-to-admins')
        .executeTakeFirstOrThrow());
      await expect.poll(async () => (await outboxRow(id)).attempts, { timeout: 10_000 }).toBe(1);
      // While it waits, the only Admin turns notifications off.
      await setNotifications(false);
    } finally {
      await smtp.start();
    }
    await retryNow(id);
    await expect
      .poll(() => outboxRow(id), { timeout: 10_000 })
      .toMatchObject({
        state: 'pending',
        attempts: 2,
        recipient: null,
        last_error: 'No active Admin has notifications on',
      });

    await setNotifications(true);
    await retryNow(id);
    const row = await outboxRow(id);
    const { envelopeTo } = await smtp.waitFor((c) => c.mail.messageId === messageIdOf(row, DOMAIN));
    expect(envelopeTo).toEqual(['the-admin@example.com']);
    await expect
      .poll(() => outboxRow(id))
      .toMatchObject({ state: 'sent', attempts: 3, recipient: 'the-admin@example.com' });
  });

  it('waits twice as long after each failure, up to an hour', () => {
    expect([1, 2, 3, 4, 7, 8, 20].map(retryDelayMs)).toEqual([
      30_000, 60_000, 120_000, 240_000, 1_920_000, 3_600_000, 3_600_000,
    ]);
  });

  it('lists the outbox for Admins, newest first, and resends a mail', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/outbox?filters[recipient][$in][0]=later@example.com&filters[recipient][$in][1]=first@example.com',
      headers: admin,
    });
    expect(list.statusCode).toBe(200);
    const entries = list.json().data as {
      id: number;
      attributes: { recipient: string; state: string; text: string };
    }[];
    expect(entries.map((e) => e.attributes.recipient)).toEqual([
      'later@example.com',
      'first@example.com',
    ]);
    expect(entries[1]!.attributes.text).toContain('We received your message');
    const first = entries[1]!.id;
    const before = smtp.received.filter((c) => c.envelopeTo.includes('first@example.com')).length;
    const resend = await t.app.inject({
      method: 'POST',
      url: `/api/outbox/${first}/resend`,
      headers: admin,
    });
    expect(resend.statusCode).toBe(200);
    expect(resend.json().data.attributes.state).toBe('pending');
    await expect
      .poll(() => smtp.received.filter((c) => c.envelopeTo.includes('first@example.com')).length)
      .toBe(before + 1);
    const staff = (await loginAs(t, 'Staff')).authorization;
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/outbox', headers: staff })).statusCode,
    ).toBe(403);
  });
});

describe('the outbox without a mail server', () => {
  it('keeps mails as held, and refuses to resend them', async () => {
    const t = await createTestApp();
    try {
      await t.app.mail.write(t.app.db, [sample('kept@example.com')]);
      const row = await t.app.db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow();
      expect(row).toMatchObject({ state: 'held', attempts: 0, next_attempt_at: null });
      const admin = (await loginAs(t, 'Admin')).authorization;
      const resend = await t.app.inject({
        method: 'POST',
        url: `/api/outbox/${row.id}/resend`,
        headers: admin,
      });
      expect(resend.statusCode).toBe(400);
      expect(resend.json().error.message).toBe(
        'No mail server is configured (SMTP_URL): the mail cannot be sent.',
      );
    } finally {
      await t.close();
    }
  });
});
