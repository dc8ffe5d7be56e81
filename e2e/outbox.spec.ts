import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import {
  expect,
  request as apiRequest,
  test,
  type APIRequestContext,
  type Browser,
  type Page,
} from '@playwright/test';
import { startSmtpCatcher, type SmtpCatcher } from '../apps/server/test/smtp-catcher';
import {
  ADMIN_LOGIN,
  expectNoAxeViolations,
  submitContactMessage,
  uniqueTag,
} from './support/admin-helpers';
import { saveScreenshot } from './support/screenshots';

// The Outbox sends mail, so these tests run their own server (the shared one has no mail server),
// started by the same script with SMTP_URL pointing at a real SMTP server in this process.

test.describe.configure({ mode: 'serial' });

let smtp: SmtpCatcher;
let server: ChildProcess;
let origin: string;
let api: APIRequestContext;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

test.beforeAll(async () => {
  smtp = await startSmtpCatcher();
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['e2e/support/start-test-server.mjs'], {
    env: { ...process.env, E2E_PORT: String(port), SMTP_URL: smtp.url },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  api = await apiRequest.newContext({ baseURL: origin });
  await expect
    .poll(async () => (await api.get('/healthz').catch(() => null))?.status(), {
      timeout: 30_000,
    })
    .toBe(200);
});

test.afterAll(async () => {
  await api?.dispose();
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await smtp?.stop();
});

/** A page of this server's site with the Admin signed in (the session the login form stores). */
async function adminPage(browser: Browser): Promise<Page> {
  const signIn = await api.post('/api/auth/local', { data: ADMIN_LOGIN });
  expect(signIn.status()).toBe(200);
  const { jwt, user } = (await signIn.json()) as {
    jwt: string;
    user: { id: number; username: string; email: string; role: string };
  };
  const context = await browser.newContext({ baseURL: origin });
  await context.addInitScript(
    ({ jwt, user }) => {
      localStorage.setItem('jwt', jwt);
      localStorage.setItem('user', JSON.stringify(user));
      localStorage.setItem('userEmail', user.email);
      localStorage.setItem('userRole', user.role);
      localStorage.setItem('cookieConsent', 'accepted');
    },
    { jwt, user },
  );
  return context.newPage();
}

test('a contact message’s mails show in the Outbox, a mail’s text opens, and Resend sends it again', async ({
  browser,
}) => {
  const tag = uniqueTag('outbox');
  const sender = `${tag}@example.com`;
  const subject = `Quote for ${tag}`;
  await submitContactMessage(api, {
    firstName: 'Sana',
    lastName: 'Mirza',
    email: sender,
    topic: 'Business',
    subject,
    message: 'Could you build us a booking app?',
  });
  const delivered = await smtp.waitFor((caught) => caught.envelopeTo.includes(sender));
  await smtp.waitFor((caught) => caught.envelopeTo.includes(ADMIN_LOGIN.identifier));

  const page = await adminPage(browser);
  await page.goto('/manage/outbox');
  await expect(page.getByRole('heading', { name: 'Outbox', level: 2 })).toBeVisible();
  const staffMail = page.getByRole('row').filter({ hasText: `New message (Business): ${subject}` });
  await expect(staffMail).toContainText(ADMIN_LOGIN.identifier);

  await page.getByLabel('Recipient').fill(tag);
  await expect(page).toHaveURL(new RegExp(`[?&]recipient=${tag}`));
  const copy = page.getByRole('row').filter({ hasText: sender });
  await expect(copy).toHaveCount(1);
  await expect(copy).toContainText('Message received');
  await expect(copy).toContainText('Sent');

  await copy
    .getByRole('button', {
      name: `Details of the mail to ${sender}: We received your message: ${subject}`,
    })
    .click();
  const text = page.locator('.outbox-details__text pre');
  await expect(text).toContainText('> Could you build us a booking app?');
  await expect(page.locator('.outbox-details__answer').first()).toContainText(/^250/);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'outbox-mail-opened');

  await copy
    .getByRole('button', {
      name: `Resend the mail to ${sender}: We received your message: ${subject}`,
    })
    .click();
  const confirm = page.getByRole('dialog', { name: `Send this mail to ${sender} again?` });
  await confirm.getByRole('button', { name: 'Send again' }).click();
  await expect(page.getByText(`The mail to ${sender} is queued to be sent.`)).toBeVisible();
  await expect
    .poll(() => smtp.received.filter((caught) => caught.envelopeTo.includes(sender)).length)
    .toBe(2);
  const again = smtp.received.filter((caught) => caught.envelopeTo.includes(sender))[1]!;
  expect(again.mail.messageId).toBe(delivered.mail.messageId);
  await page.context().close();
});
