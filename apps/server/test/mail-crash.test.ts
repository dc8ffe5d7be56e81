import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database';
import { messageIdDomainOf, messageIdOf } from '../src/modules/mail/outbox.repository';
import { contactForm } from './public-forms';
import { PROCESS_ADMIN } from './reliability/support/http-client';
import { startServerProcess, type ServerProcess } from './reliability/support/server-process';
import { startSmtpCatcher, type SmtpCatcher } from './smtp-catcher';
import { createPostgresDatabase } from './test-app';

/**
 * The real server process killed (SIGKILL) while the mails of a contact message wait for a mail
 * server that is down, then started again on the same data once the mail server is back: each
 * mail is delivered, exactly once.
 */
describe('mail across a crash', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mail-crash-'));
  const servers: ServerProcess[] = [];
  let smtp: SmtpCatcher | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;

  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGKILL');
    await Promise.all(servers.map((server) => server.exited));
    await smtp?.stop().catch(() => undefined);
    await dropDatabase?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'delivers the mails written before a SIGKILL once, after the restart',
    { timeout: 90_000 },
    async () => {
      const postgres = process.env.TEST_DATABASE_URL
        ? await createPostgresDatabase(process.env.TEST_DATABASE_URL)
        : undefined;
      dropDatabase = postgres?.drop;
      smtp = await startSmtpCatcher();
      // Down when the message comes: its mails stay pending.
      await smtp.stop();
      const env = {
        DATA_DIR: dataDir,
        SMTP_URL: smtp.url,
        MAIL_FROM: '"Ravi Software" <no-reply@ravi.example>',
        ...PROCESS_ADMIN,
        ...(postgres
          ? { DATABASE_URL: postgres.url, JWT_SECRET: 'mail-crash-'.padEnd(32, 'x') }
          : {}),
      };
      const openData = () => openDatabase({ dataDir, databaseUrl: postgres?.url });

      const first = await startServerProcess(env);
      servers.push(first);
      const response = await fetch(`${first.url}/api/contacts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          data: contactForm({ email: 'crash.sender@example.com', subject: 'Before the crash' }),
        }),
      });
      expect(response.status).toBe(200);

      // The worker has tried once and failed: the mails wait for their retry.
      const database = openData();
      try {
        await expect
          .poll(
            async () =>
              (await database.db.selectFrom('outbox').select(['state', 'attempts']).execute()).map(
                (row) => `${row.state} ${row.attempts}`,
              ),
            { timeout: 15_000 },
          )
          .toEqual(['pending 1', 'pending 1']);
      } finally {
        await database.db.destroy();
      }

      first.child.kill('SIGKILL');
      expect(await first.exited).toBeNull();

      // Time passes while the server is down: the retries fall due.
      const after = openData();
      let messageIds: string[];
      try {
        await after.db
          .updateTable('outbox')
          .set({ next_attempt_at: new Date().toISOString() })
          .execute();
        const rows = await after.db
          .selectFrom('outbox')
          .select(['id', 'created_at', 'audience', 'recipient', 'kind'])
          .orderBy('id')
          .execute();
        expect(rows.map((row) => [row.kind, row.audience ?? row.recipient])).toEqual([
          ['contact-to-staff', 'staff'],
          ['contact-confirmation', 'crash.sender@example.com'],
        ]);
        messageIds = rows.map((row) => messageIdOf(row, messageIdDomainOf(env.MAIL_FROM)));
      } finally {
        await after.db.destroy();
      }

      await smtp.start();
      const second = await startServerProcess(env);
      servers.push(second);
      const caught = await Promise.all(
        messageIds.map((id) => smtp!.waitFor((c) => c.mail.messageId === id, 20_000)),
      );
      expect(caught.map((c) => c.envelopeTo)).toEqual([
        [PROCESS_ADMIN.ADMIN_EMAIL],
        ['crash.sender@example.com'],
      ]);
      // A short wait: a second delivery of either would arrive by now.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      for (const id of messageIds)
        expect(smtp.received.filter((c) => c.mail.messageId === id)).toHaveLength(1);

      expect(await second.stop()).toBe(0);
      const last = openData();
      try {
        expect(
          (await last.db.selectFrom('outbox').select('state').execute()).map((row) => row.state),
        ).toEqual(['sent', 'sent']);
      } finally {
        await last.db.destroy();
      }
    },
  );
});
