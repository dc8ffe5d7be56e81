import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { EXAMPLE_COMPANY_SETTINGS } from '@app/shared/company';
import type { MailKind } from '@app/shared/outbox';
import { contactForm, applicationForm, insertUnclaimedResume } from '../../../test/public-forms';
import { countOutboxMails } from '../../../test/outbox-rows';
import { startSmtpCatcher, type CaughtMail, type SmtpCatcher } from '../../../test/smtp-catcher';
import { createTestApp, loginAs, type TestApp, type TestRole } from '../../../test/test-app';
import { messageIdDomainOf, messageIdOf } from './outbox.repository';

const PUBLIC_URL = 'https://ravi.example';
const INJECTED = '\r\nBcc: evil@example.com';

/** The addresses of a parsed To header. */
const addressesOf = (to: ParsedMail['to']) =>
  [to ?? []].flat().flatMap((list) => list.value.map((address) => address.address));

describe('the mails of applications, messages, sign-ups and approvals', () => {
  let smtp: SmtpCatcher;
  let t: TestApp;
  let admin: { authorization: string };
  let mover: { authorization: { authorization: string }; userId: number };

  /** An account straight in the database, with notifications and disabled as given. */
  async function account(
    role: TestRole,
    name: string,
    options: { notifications?: boolean; disabled?: boolean } = {},
  ) {
    const user = await loginAs(t, role, { username: name, email: `${name}@example.com` });
    await t.app.db
      .updateTable('users')
      .set({
        notifications: options.notifications === false ? 0 : 1,
        disabled: options.disabled ? 1 : 0,
      })
      .where('id', '=', user.userId)
      .execute();
    return user;
  }

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL });
    admin = (await account('Admin', 'admin')).authorization;
    await account('Staff', 'staff');
    await account('Staff', 'quiet-staff', { notifications: false });
    await account('Admin', 'quiet-admin', { notifications: false });
    await account('Admin', 'disabled-admin', { disabled: true });
    await account('Staff', 'disabled-staff', { disabled: true });
    await account('Registered', 'waiting');
    // Hears of nothing until it turns its notifications on (`when accounts change`).
    mover = await account('Staff', 'mover', { notifications: false });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  const post = (url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, payload });

  const change = async (url: string, data: object, headers: { authorization: string }) => {
    const response = await t.app.inject({ method: 'PUT', url, headers, payload: { data } });
    expect(response.statusCode, response.body).toBe(200);
  };

  /** The outbox rows of one kind whose subject contains `marker`, in the order written. */
  const outboxRows = (kind: MailKind, marker: string) =>
    t.app.db
      .selectFrom('outbox')
      .selectAll()
      .where('kind', '=', kind)
      .where('subject', 'like', `%${marker}%`)
      .orderBy('id')
      .execute();

  /** The outbox rows of a contact message whose subject contains `marker`: to staff, then the copy. */
  const contactRows = async (marker: string) => [
    ...(await outboxRows('contact-to-staff', marker)),
    ...(await outboxRows('contact-confirmation', marker)),
  ];

  /** The delivery state of these outbox rows, read afresh. */
  const deliveryOf = (rows: { id: number }[]) =>
    t.app.db
      .selectFrom('outbox')
      .select(['state', 'attempts'])
      .where(
        'id',
        'in',
        rows.map((row) => row.id),
      )
      .execute();

  /** The addresses these outbox rows were sent to, in order, once each is sent. */
  async function sentTo(rows: { id: number }[]): Promise<(string | null)[]> {
    await expect
      .poll(async () => (await deliveryOf(rows)).every((row) => row.state === 'sent'), {
        timeout: 10_000,
      })
      .toBe(true);
    const sent = await t.app.db
      .selectFrom('outbox')
      .select('recipient')
      .where(
        'id',
        'in',
        rows.map((row) => row.id),
      )
      .orderBy('id')
      .execute();
    return sent.map((row) => row.recipient);
  }

  /**
   * The mails the catcher received for these outbox rows, once each has arrived: one per row,
   * matched by Message-ID.
   */
  async function caughtFor(rows: { id: number; created_at: string }[]): Promise<CaughtMail[]> {
    const domain = messageIdDomainOf(t.app.config.MAIL_FROM);
    const ids = new Set(rows.map((row) => messageIdOf(row, domain)));
    const caught = () => smtp.received.filter((c) => ids.has(c.mail.messageId ?? ''));
    await expect.poll(() => caught().length, { timeout: 10_000 }).toBe(rows.length);
    return caught();
  }

  describe('a new application', () => {
    it('mails every notified, active Staff member and Admin with a link that shows it, and confirms to the applicant', async () => {
      const resumeId = await insertUnclaimedResume(t);
      const response = await post('/api/carrers', {
        data: applicationForm(resumeId, {
          firstName: 'Hina',
          lastName: 'Qureshi',
          email: 'hina.qureshi@example.com',
          position: 'QA Engineer',
          startDate: '2025-10-01',
        }),
      });
      expect(response.statusCode).toBe(200);

      const toStaff = await outboxRows('application-to-staff', 'Hina Qureshi');
      expect(toStaff.map((row) => [row.audience, row.recipient])).toEqual([['staff', null]]);
      const [{ envelopeTo, mail }] = (await caughtFor(toStaff)) as [CaughtMail];
      expect(await sentTo(toStaff)).toEqual(['admin@example.com, staff@example.com']);
      expect(envelopeTo).toEqual(['admin@example.com', 'staff@example.com']);
      expect(addressesOf(mail.to)).toEqual(['admin@example.com', 'staff@example.com']);
      expect(mail.subject).toBe('New application: Hina Qureshi for QA Engineer');
      expect(mail.replyTo).toBeUndefined();
      expect(mail.text).toContain(
        `${PUBLIC_URL}/manage/applications?name=Qureshi&position=QA+Engineer&startDate=2025-10-01`,
      );
      expect(mail.html).toContain(
        `href="${PUBLIC_URL}/manage/applications?name=Qureshi&amp;position=QA+Engineer&amp;startDate=2025-10-01"`,
      );

      const confirmation = await outboxRows('application-confirmation', 'QA Engineer');
      expect(confirmation.map((row) => row.recipient)).toEqual(['hina.qureshi@example.com']);
      const [confirmed] = await caughtFor(confirmation);
      expect(confirmed!.envelopeTo).toEqual(['hina.qureshi@example.com']);
      expect(confirmed!.mail.subject).toBe('We received your application for QA Engineer');
      expect(confirmed!.mail.text).toContain('Thank you, Hina');
    });

    it('writes no mail when the application is refused', async () => {
      const before = await countOutboxMails(t.app.db);
      const response = await post('/api/carrers', {
        data: applicationForm(999_999, { lastName: 'Nobody' }),
      });
      expect(response.statusCode).toBe(400);
      expect(await countOutboxMails(t.app.db)).toBe(before);
    });
  });

  describe('a new contact message', () => {
    it('mails the notified Staff and Admins with Reply-To the sender and a link to the Messages tab, and sends the sender a copy', async () => {
      const response = await post('/api/contacts', {
        data: contactForm({
          firstName: 'Omar',
          lastName: 'Farooq',
          email: 'omar.farooq@example.com',
          topic: 'Inquiry',
          subject: 'Mobile app estimate',
          message: 'How long would an app take?\nWe need it by spring.',
        }),
      });
      expect(response.statusCode).toBe(200);

      const toStaff = await outboxRows('contact-to-staff', 'Mobile app estimate');
      expect(toStaff.map((row) => [row.audience, row.reply_to])).toEqual([
        ['staff', 'omar.farooq@example.com'],
      ]);
      const [{ envelopeTo, mail }] = (await caughtFor(toStaff)) as [CaughtMail];
      expect(envelopeTo).toEqual(['admin@example.com', 'staff@example.com']);
      expect(mail.subject).toBe('New message (Inquiry): Mobile app estimate');
      expect(mail.replyTo?.value).toEqual([{ address: 'omar.farooq@example.com', name: '' }]);
      expect(mail.text).toContain('> We need it by spring.');
      expect(mail.text).toContain(
        `${PUBLIC_URL}/manage/messages?email=omar.farooq%40example.com&topic=Inquiry`,
      );

      const copy = await outboxRows('contact-confirmation', 'Mobile app estimate');
      expect(copy.map((row) => row.recipient)).toEqual(['omar.farooq@example.com']);
      const [confirmed] = await caughtFor(copy);
      expect(confirmed!.envelopeTo).toEqual(['omar.farooq@example.com']);
      expect(confirmed!.mail.subject).toBe('We received your message: Mobile app estimate');
      expect(confirmed!.mail.replyTo).toBeUndefined();
      expect(confirmed!.mail.text).toContain('> How long would an app take?');
    });

    it('delivers the staff mail to the addresses the mail server takes, and records the one it refuses', async () => {
      smtp.refusedRecipients.add('staff@example.com');
      try {
        const response = await post('/api/contacts', {
          data: contactForm({ email: 'refused@example.com', subject: 'One mailbox gone' }),
        });
        expect(response.statusCode).toBe(200);
        const toStaff = await outboxRows('contact-to-staff', 'One mailbox gone');
        const [{ envelopeTo }] = (await caughtFor(toStaff)) as [CaughtMail];
        expect(envelopeTo).toEqual(['admin@example.com']);
        await expect
          .poll(async () => (await deliveryOf(toStaff))[0])
          .toEqual({ state: 'sent', attempts: 1 });
        const [sent] = await outboxRows('contact-to-staff', 'One mailbox gone');
        expect(sent!.server_response).toMatch(/^250 .* \(refused: staff@example\.com\)$/);
      } finally {
        smtp.refusedRecipients.clear();
      }
    });

    it('writes the mails of messages sent at once, for each of them', async () => {
      const responses = await Promise.all(
        [1, 2, 3].map((n) =>
          post('/api/contacts', {
            data: contactForm({ email: `batch${n}@example.com`, subject: `Batch message ${n}` }),
          }),
        ),
      );
      expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200]);
      for (const n of [1, 2, 3]) {
        const toStaff = await outboxRows('contact-to-staff', `Batch message ${n}`);
        expect(toStaff.map((row) => row.reply_to)).toEqual([`batch${n}@example.com`]);
        const copy = await outboxRows('contact-confirmation', `Batch message ${n}`);
        expect(copy.map((row) => row.recipient)).toEqual([`batch${n}@example.com`]);
        await caughtFor([...toStaff, ...copy]);
      }
    });
  });

  describe('header safety', () => {
    it('keeps a line break in a name or subject out of the headers, and escapes it in HTML', async () => {
      const response = await post('/api/contacts', {
        data: contactForm({
          firstName: `Eve <b>${INJECTED}`,
          lastName: 'Mallory',
          email: 'eve@example.com',
          subject: `Injected${INJECTED}`,
          message: `<script>alert(1)</script>${INJECTED}`,
        }),
      });
      expect(response.statusCode).toBe(200);
      const rows = await contactRows('Injected');
      expect(rows.map((row) => row.audience ?? row.recipient)).toEqual([
        'staff',
        'eve@example.com',
      ]);
      const caught = await caughtFor(rows);
      expect(caught.map((c) => c.envelopeTo).sort()).toEqual([
        ['admin@example.com', 'staff@example.com'],
        ['eve@example.com'],
      ]);
      for (const { envelopeTo, mail } of caught) {
        expect(mail.headers.has('bcc')).toBe(false);
        expect(mail.bcc).toBeUndefined();
        expect(mail.cc).toBeUndefined();
        expect(addressesOf(mail.to)).toEqual(envelopeTo);
        expect(mail.subject).not.toMatch(/[\r\n]/);
        expect(mail.subject).toMatch(/Injected Bcc: evil@example\.com$/);
        expect(mail.html).not.toContain('<script>');
        expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      }
      const toStaff = caught.find((c) => c.envelopeTo.includes('admin@example.com'))!;
      expect(toStaff.mail.html).toContain('Eve &lt;b&gt;');
      expect(toStaff.mail.html).not.toContain('Eve <b>');
      expect(smtp.received.some((c) => c.envelopeTo.includes('evil@example.com'))).toBe(false);
    });

    it('keeps a line break in a new account name out of the subject of the Admins’ mail', async () => {
      const response = await post('/api/auth/local/register', {
        username: `Mallory${INJECTED}`,
        email: 'mallory@example.com',
        password: 'Example-123',
      });
      expect(response.statusCode).toBe(200);
      const rows = await outboxRows('signup-to-admins', 'Mallory');
      expect(rows.map((row) => row.audience)).toEqual(['admins']);
      const [{ envelopeTo, mail }] = (await caughtFor(rows)) as [CaughtMail];
      expect(envelopeTo).toEqual(['admin@example.com']);
      expect(mail.headers.has('bcc')).toBe(false);
      expect(mail.subject).toBe('New account waiting for approval: Mallory Bcc: evil@example.com');
      expect(smtp.received.some((c) => c.envelopeTo.includes('evil@example.com'))).toBe(false);
    });
  });

  describe('accounts', () => {
    it('tells every notified, active Admin of a sign-up, with a link to Users', async () => {
      const response = await post('/api/auth/local/register', {
        username: 'Nadia Malik',
        email: 'nadia.malik@example.com',
        password: 'Example-123',
      });
      expect(response.statusCode).toBe(200);
      const rows = await outboxRows('signup-to-admins', 'Nadia Malik');
      expect(rows.map((row) => row.audience)).toEqual(['admins']);
      const [{ mail }] = (await caughtFor(rows)) as [CaughtMail];
      expect(await sentTo(rows)).toEqual(['admin@example.com']);
      expect(mail.subject).toBe('New account waiting for approval: Nadia Malik');
      expect(mail.text).toContain('Nadia Malik (nadia.malik@example.com) signed up.');
      expect(mail.text).toContain(`${PUBLIC_URL}/manage/users?role=Registered`);
    });

    it('writes nothing for a sign-up that is refused', async () => {
      const response = await post('/api/auth/local/register', {
        username: 'Someone Else',
        email: 'nadia.malik@example.com',
        password: 'Example-123',
      });
      expect(response.statusCode).toBe(400);
      expect(await outboxRows('signup-to-admins', 'Someone Else')).toEqual([]);
    });

    it('mails an account that an Admin approves (Registered to Staff) with a link to sign in, and no other change', async () => {
      const user = await account('Registered', 'approved-user');
      const put = (data: Record<string, unknown>) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/users/${user.userId}`,
          payload: { data },
          headers: admin,
        });
      expect((await put({ role: 'Staff' })).statusCode).toBe(200);
      const rows = await t.app.db
        .selectFrom('outbox')
        .selectAll()
        .where('kind', '=', 'account-approved')
        .execute();
      expect(rows.map((row) => row.recipient)).toEqual(['approved-user@example.com']);
      const [{ envelopeTo, mail }] = (await caughtFor(rows)) as [CaughtMail];
      expect(envelopeTo).toEqual(['approved-user@example.com']);
      expect(mail.subject).toBe('Your account is approved');
      expect(mail.text).toContain(`Sign in: ${PUBLIC_URL}/login`);

      // Staff to Admin, disabled, back to Staff: no more approval mails.
      expect((await put({ role: 'Admin' })).statusCode).toBe(200);
      expect((await put({ disabled: true })).statusCode).toBe(200);
      expect((await put({ role: 'Staff' })).statusCode).toBe(200);
      expect(
        await t.app.db
          .selectFrom('outbox')
          .select('id')
          .where('kind', '=', 'account-approved')
          .execute(),
      ).toHaveLength(1);
    });
  });

  describe('a mail server that is down', () => {
    /** Time passes: the retries fall due. */
    async function retryNow() {
      await t.app.db
        .updateTable('outbox')
        .set({ next_attempt_at: new Date().toISOString() })
        .where('state', '=', 'pending')
        .execute();
      t.app.mail.wake();
    }

    it('answers the visitor at once and delivers the mails once the server is back', async () => {
      await smtp.stop();
      try {
        const started = performance.now();
        const response = await post('/api/contacts', {
          data: contactForm({ email: 'patient@example.com', subject: 'While it was down' }),
        });
        expect(response.statusCode).toBe(200);
        expect(performance.now() - started).toBeLessThan(1_000);

        const rows = await contactRows('While it was down');
        expect(rows).toHaveLength(2);
        // The worker tries, fails, and keeps each for a later attempt.
        await expect
          .poll(
            async () =>
              (await deliveryOf(rows)).every((row) => row.state === 'pending' && row.attempts >= 1),
            { timeout: 10_000 },
          )
          .toBe(true);
      } finally {
        await smtp.start();
      }
      await retryNow();
      const rows = await contactRows('While it was down');
      const caught = await caughtFor(rows);
      expect(caught.flatMap((c) => c.envelopeTo).sort()).toEqual([
        'admin@example.com',
        'patient@example.com',
        'staff@example.com',
      ]);
      await expect
        .poll(async () => (await deliveryOf(rows)).map((row) => row.state))
        .toEqual(['sent', 'sent']);
    });

    it('sends a notification that waited to the staff notified when it goes, not when it was written', async () => {
      const subject = 'Waited for the mail server';
      await smtp.stop();
      try {
        expect((await post('/api/contacts', { data: contactForm({ subject }) })).statusCode).toBe(
          200,
        );
        const rows = await outboxRows('contact-to-staff', subject);
        await expect
          .poll(async () => (await deliveryOf(rows))[0]!.attempts, { timeout: 10_000 })
          .toBe(1);
        // While it waits, one more member of staff turns notifications on.
        await change('/api/users/me', { notifications: true }, mover.authorization);
      } finally {
        await smtp.start();
      }
      await retryNow();
      const rows = await outboxRows('contact-to-staff', subject);
      const [{ envelopeTo }] = (await caughtFor(rows)) as [CaughtMail];
      const notified = ['admin@example.com', 'staff@example.com', 'mover@example.com'];
      expect(envelopeTo).toEqual(notified);
      expect(await sentTo(rows)).toEqual([notified.join(', ')]);
      await change('/api/users/me', { notifications: false }, mover.authorization);
    });
  });

  describe('when accounts and the company settings change', () => {
    /** The recipients of the staff mail about a new message with this subject. */
    async function notifiedOf(subject: string): Promise<string[]> {
      const response = await post('/api/contacts', { data: contactForm({ subject }) });
      expect(response.statusCode).toBe(200);
      const [recipient] = await sentTo(await outboxRows('contact-to-staff', subject));
      return recipient!.split(', ');
    }

    it('notifies from the next event on whoever turns notifications on, and stops for an account disabled or turned off', async () => {
      const address = 'mover@example.com';
      expect(await notifiedOf('Before the change')).not.toContain(address);

      await change('/api/users/me', { notifications: true }, mover.authorization);
      expect(await notifiedOf('Mover turned on')).toContain(address);

      await change(`/api/users/${mover.userId}`, { disabled: true }, admin);
      expect(await notifiedOf('Mover disabled')).not.toContain(address);

      await change(`/api/users/${mover.userId}`, { disabled: false }, admin);
      expect(await notifiedOf('Mover enabled again')).toContain(address);

      await change('/api/users/me', { notifications: false }, mover.authorization);
      expect(await notifiedOf('Mover turned off')).not.toContain(address);
    });

    it('signs a mail with the company details as they stand when it is written', async () => {
      /** The text of the confirmation of a new message with this subject, as delivered. */
      const confirmationOf = async (subject: string) => {
        await notifiedOf(subject);
        const [copy] = await caughtFor(await outboxRows('contact-confirmation', subject));
        return copy!.mail.text ?? '';
      };
      // The settings are still the examples here.
      const before = EXAMPLE_COMPANY_SETTINGS.legalName;
      expect(await confirmationOf('Signed before')).toContain(before);

      const legalName = 'Ravi Labs GmbH';
      await change('/api/company/settings', { ...EXAMPLE_COMPANY_SETTINGS, legalName }, admin);
      const after = await confirmationOf('Signed after');
      expect(after).toContain(legalName);
      expect(after).not.toContain(before);
    });
  });

  it('never mailed an account with notifications off, a disabled one, or a Registered one', () => {
    expect(smtp.received.length).toBeGreaterThan(0);
    const reached = new Set(smtp.received.flatMap((c) => c.envelopeTo));
    for (const name of [
      'quiet-staff',
      'quiet-admin',
      'disabled-admin',
      'disabled-staff',
      'waiting',
    ])
      expect(reached.has(`${name}@example.com`)).toBe(false);
  });
});
