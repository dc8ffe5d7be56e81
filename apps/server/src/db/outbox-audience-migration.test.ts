import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Migrator, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from './database';
import { migrations } from './migrations';

describe('migration 0025 on SQLite, which makes the outbox again', () => {
  let dataDir: string | undefined;
  let db: Db | undefined;
  afterEach(async () => {
    await db?.destroy();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every mail with its id, and never reuses the id of a mail deleted before it', async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'outbox-audience-'));
    ({ db } = openDatabase({ dataDir }));
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('0024-invoice-status-counts')).error).toBeUndefined();
    const writtenAt = '2026-11-20T09:00:00.000Z';
    for (const n of [1, 2, 3])
      await sql`insert into outbox (message_id, kind, recipient, subject, data, state, created_at)
        values (${`<${n}@ravi.example>`}, 'contact-confirmation', ${`sender${n}@example.com`},
          ${`Mail ${n}`}, '{}', 'sent', ${writtenAt})`.execute(db);
    // The newest mail is gone (its message erased) before the upgrade.
    await sql`delete from outbox where id = 3`.execute(db);

    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    const kept = await db
      .selectFrom('outbox')
      .select(['id', 'recipient', 'audience', 'subject', 'state', 'created_at'])
      .orderBy('id')
      .execute();
    expect(kept).toEqual([
      {
        id: 1,
        recipient: 'sender1@example.com',
        audience: null,
        subject: 'Mail 1',
        state: 'sent',
        created_at: writtenAt,
      },
      {
        id: 2,
        recipient: 'sender2@example.com',
        audience: null,
        subject: 'Mail 2',
        state: 'sent',
        created_at: writtenAt,
      },
    ]);
    const { id } = await db
      .insertInto('outbox')
      .values({
        kind: 'contact-to-staff',
        audience: 'staff',
        recipient: null,
        subject: 'Mail 4',
        data: '{}',
        state: 'held',
        created_at: writtenAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(id).toBe(4);
  });
});
