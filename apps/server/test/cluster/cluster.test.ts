import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import { multipart, sampleFiles } from '../support/upload-test-helpers';
import { applicationForm, contactForm } from '../public-forms';
import { startRedisServer, type RedisTestServer } from '../redis-server';
import { startS3Server, type S3TestServer } from '../s3-server';
import { startSmtpCatcher, type SmtpCatcher } from '../smtp-catcher';
import {
  SERVER_MAIN,
  startAppServer,
  startNginx,
  startPostgres,
  type AppServer,
  type Nginx,
  type PostgresCluster,
} from './processes';

/**
 * README "Scaling out", proven: three built servers on one PostgreSQL, one Redis and one
 * S3-compatible store, behind Debian's nginx configured by deploy/nginx.conf. Run `npm run build`
 * first; `npm run test:cluster` does both.
 */
const ADMIN = { email: 'cluster.admin@example.com', password: 'cluster-admin-password-1' };
const RETENTION_DAYS = 30;
const OLD_MESSAGES = 5;
const PROPAGATION_LIMIT_MS = 2_000;
const CONTENT_PROPAGATION_LIMIT_MS = 1_000;

describe('three servers behind nginx', () => {
  let postgres: PostgresCluster;
  let redis: RedisTestServer;
  let s3: S3TestServer;
  let smtp: SmtpCatcher;
  let database: DatabaseHandle;
  let dataDirs: string[];
  let servers: AppServer[];
  let nginx: Nginx;

  beforeAll(async () => {
    if (!existsSync(SERVER_MAIN))
      throw new Error('Run `npm run build` first (or npm run test:cluster).');
    [postgres, redis, s3, smtp] = await Promise.all([
      startPostgres(),
      startRedisServer(),
      startS3Server(),
      startSmtpCatcher(),
    ]);
    database = openDatabase({ dataDir: tmpdir(), databaseUrl: postgres.url });
    await migrateToLatest(database.db);
    // Messages older than the retention period, for the servers' first retention run.
    const longAgo = new Date(Date.now() - (RETENTION_DAYS + 10) * 86_400_000).toISOString();
    await database.db
      .insertInto('contacts')
      .values(
        Array.from({ length: OLD_MESSAGES }, (_, index) => ({
          first_name: 'Old',
          last_name: `Message ${index}`,
          email: `old${index}@example.com`,
          phone: '+92 300 1234567',
          topic: 'Business' as const,
          subject: 'Long ago',
          message: 'Past its retention period.',
          created_at: longAgo,
          updated_at: longAgo,
        })),
      )
      .execute();
    dataDirs = await Promise.all([1, 2, 3].map(() => mkdtemp(path.join(tmpdir(), 'cluster-app-'))));
    // All three at once, as a deployment starts them.
    servers = await Promise.all(
      dataDirs.map((dataDir) =>
        startAppServer({
          DATA_DIR: dataDir,
          DATABASE_URL: postgres.url,
          REDIS_URL: redis.url,
          JWT_SECRET: 'cluster-test-secret-'.padEnd(48, 'x'),
          ADMIN_EMAIL: ADMIN.email,
          ADMIN_PASSWORD: ADMIN.password,
          TRUST_PROXY: '1',
          RATE_LIMIT_FACTOR: '1',
          DATA_RETENTION_DAYS: String(RETENTION_DAYS),
          SMTP_URL: smtp.url,
          ...s3.env,
        }),
      ),
    );
    nginx = await startNginx(servers.map((server) => server.port));
  }, 120_000);

  afterAll(async () => {
    await nginx?.stop();
    await Promise.all((servers ?? []).map((server) => server.stop()));
    await database?.db.destroy();
    await Promise.all([redis?.stop(), s3?.close(), postgres?.stop(), smtp?.stop()]);
    await Promise.all((dataDirs ?? []).map((dir) => rm(dir, { recursive: true, force: true })));
  }, 60_000);

  const json = (method: string, body: unknown, token?: string): RequestInit => ({
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const bearer = (token: string): RequestInit => ({
    headers: { authorization: `Bearer ${token}` },
  });
  const signIn = async (base: string, identifier: string, password: string) => {
    const response = await fetch(`${base}/api/auth/local`, json('POST', { identifier, password }));
    expect(response.status).toBe(200);
    return ((await response.json()) as { jwt: string }).jwt;
  };
  const waitFor = async (check: () => Promise<boolean>) => {
    const started = Date.now();
    while (!(await check())) {
      if (Date.now() - started > PROPAGATION_LIMIT_MS) return null;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return Date.now() - started;
  };

  it('reports every dependency healthy through nginx', async () => {
    const response = await fetch(`${nginx.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'ok',
      database: { ok: true },
      redis: { ok: true },
      storage: { ok: true },
    });
  });

  it('created one Admin although the three servers started together', async () => {
    const admins = await database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', ADMIN.email)
      .execute();
    expect(admins).toHaveLength(1);
  });

  it('ran the retention job once: one deletion of the old messages, audited once', async () => {
    const expiries = await database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'expire')
      .execute();
    expect(expiries).toHaveLength(1);
    expect(JSON.parse(String(expiries[0]!.details))).toMatchObject({ contacts: OLD_MESSAGES });
    const left = await database.db.selectFrom('contacts').select('id').execute();
    expect(left).toEqual([]);
  });

  it('accepts a token signed by one server on every server', async () => {
    const token = await signIn(servers[0]!.url, ADMIN.email, ADMIN.password);
    for (const server of servers) {
      const response = await fetch(`${server.url}/api/users/me`, bearer(token));
      expect(response.status).toBe(200);
    }
  });

  it('keeps a resume in the bucket: uploaded on one server, claimed on another, downloaded on the third', async () => {
    const resume = sampleFiles.pdf(50_000);
    const upload = multipart([
      { filename: 'cv.pdf', data: resume, contentType: 'application/pdf' },
    ]);
    const uploaded = await fetch(`${servers[0]!.url}/api/upload`, {
      method: 'POST',
      headers: upload.headers,
      body: upload.payload,
    });
    expect(uploaded.status).toBe(200);
    const [{ id: resumeId }] = (await uploaded.json()) as [{ id: number }];
    const applied = await fetch(
      `${servers[1]!.url}/api/carrers`,
      json('POST', { data: applicationForm(resumeId) }),
    );
    expect(applied.status).toBe(200);

    const token = await signIn(servers[2]!.url, ADMIN.email, ADMIN.password);
    const downloaded = await fetch(
      `${servers[2]!.url}/api/files/${resumeId}/download`,
      bearer(token),
    );
    expect(downloaded.status).toBe(200);
    expect(Buffer.from(await downloaded.arrayBuffer()).equals(resume)).toBe(true);
    const anonymous = await fetch(`${nginx.url}/api/files/${resumeId}/download`);
    expect(anonymous.status).toBe(403);

    const client = new S3Client({
      endpoint: s3.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    });
    const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
    client.destroy();
    expect(listed.Contents?.some((object) => object.Size === resume.length)).toBe(true);
    // Nothing under any server's own DATA_DIR/uploads.
    for (const dataDir of dataDirs) {
      const uploads = path.join(dataDir, 'uploads');
      const stored = existsSync(uploads) ? readdirSync(uploads, { recursive: true }) : [];
      expect(stored.filter((entry) => String(entry).includes('.'))).toEqual([]);
    }
  });

  it('serves a promoted user as Staff on another server within 2 s, and refuses a disabled one everywhere within 2 s', async () => {
    const registered = await fetch(
      `${servers[0]!.url}/api/auth/local/register`,
      json('POST', {
        username: 'Promoted Person',
        email: 'promoted@example.com',
        password: 'promoted-password-1',
      }),
    );
    expect(registered.status).toBe(200);
    const { jwt, user } = (await registered.json()) as { jwt: string; user: { id: number } };
    const adminToken = await signIn(servers[0]!.url, ADMIN.email, ADMIN.password);
    const staffList = (server: AppServer) =>
      fetch(`${server.url}/api/services`, bearer(jwt)).then((response) => response.status);
    expect(await staffList(servers[1]!)).toBe(403);

    const promoted = await fetch(
      `${servers[0]!.url}/api/users/${user.id}`,
      json('PUT', { data: { role: 'Staff' } }, adminToken),
    );
    expect(promoted.status).toBe(200);
    expect(await waitFor(async () => (await staffList(servers[1]!)) === 200)).not.toBeNull();

    const disabled = await fetch(
      `${servers[2]!.url}/api/users/${user.id}`,
      json('PUT', { data: { disabled: true } }, adminToken),
    );
    expect(disabled.status).toBe(200);
    for (const server of servers)
      expect(await waitFor(async () => (await staffList(server)) === 401)).not.toBeNull();
  });

  it("shows a job published on one server on the other servers' Careers page within a second", async () => {
    const title = 'Cluster Reliability Engineer';
    const careers = (server: AppServer) =>
      fetch(`${server.url}/career`).then((response) => response.text());
    // Each server renders the page now and keeps it until it hears of a change.
    for (const server of servers) expect(await careers(server)).not.toContain(title);
    const adminToken = await signIn(servers[0]!.url, ADMIN.email, ADMIN.password);
    const created = await fetch(
      `${servers[0]!.url}/api/jobs`,
      json('POST', { data: { title, published: true } }, adminToken),
    );
    expect(created.status).toBe(200);
    for (const server of servers.slice(1)) {
      const waited = await waitFor(async () => (await careers(server)).includes(title));
      expect(waited).not.toBeNull();
      expect(waited!).toBeLessThanOrEqual(CONTENT_PROPAGATION_LIMIT_MS);
    }
  });

  it('notifies a member of staff promoted on one server of messages sent through the others within a second, and stops once it is disabled', async () => {
    const address = 'notified@example.com';
    const registered = await fetch(
      `${servers[0]!.url}/api/auth/local/register`,
      json('POST', {
        username: 'Notified Person',
        email: address,
        password: 'notified-password-1',
      }),
    );
    expect(registered.status).toBe(200);
    const { user } = (await registered.json()) as { user: { id: number } };
    const adminToken = await signIn(servers[0]!.url, ADMIN.email, ADMIN.password);
    let sent = 0;
    /** Whether the staff mail about a new message sent through this server reaches the person. */
    const notifiedThrough = async (server: AppServer) => {
      sent += 1;
      const subject = `Who hears of this ${sent}`;
      const response = await fetch(`${server.url}/api/contacts`, {
        ...json('POST', { data: contactForm({ subject }) }),
        // A sender of its own each time: the per-address limit is not what this is about.
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${sent}` },
      });
      expect(response.status).toBe(200);
      const { envelopeTo } = await smtp.waitFor(
        (caught) => caught.mail.subject === `New message (Business): ${subject}`,
        5_000,
      );
      return envelopeTo.includes(address);
    };
    for (const server of servers) expect(await notifiedThrough(server)).toBe(false);

    const changeAccount = (data: object) =>
      fetch(`${servers[0]!.url}/api/users/${user.id}`, json('PUT', { data }, adminToken));
    expect((await changeAccount({ role: 'Staff' })).status).toBe(200);
    for (const server of servers.slice(1)) {
      const waited = await waitFor(() => notifiedThrough(server));
      expect(waited).not.toBeNull();
      expect(waited!).toBeLessThanOrEqual(CONTENT_PROPAGATION_LIMIT_MS);
    }

    expect((await changeAccount({ disabled: true })).status).toBe(200);
    for (const server of servers.slice(1)) {
      const waited = await waitFor(async () => !(await notifiedThrough(server)));
      expect(waited).not.toBeNull();
      expect(waited!).toBeLessThanOrEqual(CONTENT_PROPAGATION_LIMIT_MS);
    }
  });

  it('meets the per-address limit of the contact form once over all servers', async () => {
    const statuses: number[] = [];
    for (let message = 0; message < 30; message += 1) {
      const response = await fetch(
        `${nginx.url}/api/contacts`,
        json('POST', { data: contactForm({ subject: `Message ${message}` }) }),
      );
      statuses.push(response.status);
    }
    const accepted = statuses.filter((status) => status === 200).length;
    // The strict tier: 10 a minute from one address, as on a single server.
    expect(accepted).toBe(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
  });

  it('loses no acknowledged write when a server is killed under load, and nginx serves on', async () => {
    const adminToken = await signIn(nginx.url, ADMIN.email, ADMIN.password);
    const acknowledged: number[] = [];
    const failures: number[] = [];
    let afterKill = 0;
    let killed = false;
    const client = async (clientNumber: number) => {
      for (let write = 0; write < 5; write += 1) {
        const response = await fetch(
          `${nginx.url}/api/services`,
          json(
            'POST',
            {
              data: {
                item: `Load ${clientNumber}-${write}`,
                type: 'Internet',
                rate: 1000,
                price_pkr: 1000,
                date: '2025-06-01',
              },
            },
            adminToken,
          ),
        ).catch(() => null);
        if (response?.status === 200) {
          acknowledged.push(((await response.json()) as { data: { id: number } }).data.id);
          if (killed) afterKill += 1;
        } else failures.push(response?.status ?? 0);
      }
    };
    const load = Promise.all(Array.from({ length: 50 }, (_, index) => client(index)));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await servers[2]!.kill();
    killed = true;
    await load;

    const stored = new Set(
      (await database.db.selectFrom('services').select('id').execute()).map((row) => row.id),
    );
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    // Only a request in flight on the killed server may fail, with nginx's 502.
    expect(failures.every((status) => status === 502)).toBe(true);
    expect(afterKill).toBeGreaterThan(0);
    const page = await fetch(`${nginx.url}/`);
    expect(page.status).toBe(200);
  }, 120_000);
});
