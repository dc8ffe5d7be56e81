import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleFiles } from '../support/upload-test-helpers';
import { applicationForm, contactForm } from '../public-forms';
import { runOnClients } from './support/concurrent-clients';
import { REVEALING_HEADERS } from './support/error-shape';
import { httpClient, PROCESS_ADMIN, readWholeList, signedInClient } from './support/http-client';
import { startServerProcess, type ServerProcess } from './support/server-process';

/**
 * The real server process on 127.0.0.1, rate limits off, taking the public forms from 50
 * concurrent clients: every message and every application (each with its own resume) is stored
 * exactly once, and nothing fails.
 */

const CLIENTS = 50;
const CONTACT_MESSAGES = 2000;
const APPLICATIONS = 500;

describe('load without loss', () => {
  let dataDir: string;
  let server: ServerProcess;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'load-'));
    server = await startServerProcess({ DATA_DIR: dataDir, ...PROCESS_ADMIN });
  });
  afterAll(async () => {
    // A clean shutdown after the load: in-flight work finished, exit code 0.
    if (server) expect(await server.stop()).toBe(0);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    `stores ${CONTACT_MESSAGES} contact messages from ${CLIENTS} concurrent clients exactly once`,
    { timeout: 120_000 },
    async () => {
      const visitor = httpClient(server.url);
      const subject = (index: number) => `Load message ${index}`;
      await runOnClients(CONTACT_MESSAGES, CLIENTS, async (index) => {
        const answer = await visitor.send<{ data: { attributes: { subject: string } } }>(
          'POST',
          '/api/contacts',
          {
            data: contactForm({ subject: subject(index), email: `visitor${index}@example.com` }),
          },
        );
        if (answer.status !== 200)
          throw new Error(`message ${index}: ${answer.status} ${JSON.stringify(answer.body)}`);
        expect(answer.body.data.attributes.subject).toBe(subject(index));
      });

      const stored = await readWholeList<{ subject: string }>(
        await signedInClient(server.url),
        '/api/contacts?sort=id:asc',
      );
      const subjects = stored.map((row) => row.attributes.subject);
      expect(subjects).toHaveLength(CONTACT_MESSAGES);
      expect(new Set(subjects)).toEqual(
        new Set(Array.from({ length: CONTACT_MESSAGES }, (_, index) => subject(index))),
      );
    },
  );

  it(
    `stores ${APPLICATIONS} applications, each with its own uploaded resume, from ${CLIENTS} concurrent clients exactly once`,
    { timeout: 120_000 },
    async () => {
      const visitor = httpClient(server.url);
      const email = (index: number) => `applicant${index}@example.com`;
      const resume = (index: number) => sampleFiles.pdf(index);
      const resumeIdByEmail = new Map<string, number>();
      await runOnClients(APPLICATIONS, CLIENTS, async (index) => {
        const uploaded = await visitor.upload<{ id: number }[]>([
          { name: `resume-${index}.pdf`, type: 'application/pdf', data: resume(index) },
        ]);
        if (uploaded.status !== 200)
          throw new Error(`resume ${index}: ${uploaded.status} ${JSON.stringify(uploaded.body)}`);
        const resumeId = uploaded.body[0]!.id;
        const applied = await visitor.send('POST', '/api/carrers', {
          data: applicationForm(resumeId, { email: email(index) }),
        });
        if (applied.status !== 200)
          throw new Error(
            `application ${index}: ${applied.status} ${JSON.stringify(applied.body)}`,
          );
        resumeIdByEmail.set(email(index), resumeId);
      });

      const staff = await signedInClient(server.url);
      const stored = await readWholeList<{
        email: string;
        resume: { data: { id: number; attributes: { name: string } }[] };
      }>(staff, '/api/carrers?populate=*&sort=id:asc');
      expect(stored).toHaveLength(APPLICATIONS);
      expect(new Set(stored.map((row) => row.attributes.email))).toEqual(
        new Set(resumeIdByEmail.keys()),
      );
      for (const { attributes } of stored) {
        expect(attributes.resume.data.map((file) => file.id)).toEqual([
          resumeIdByEmail.get(attributes.email),
        ]);
      }
      // Every stored resume is the very file its applicant sent.
      await runOnClients(APPLICATIONS, CLIENTS, async (index) => {
        const file = await staff.download(
          `/api/files/${resumeIdByEmail.get(email(index))}/download`,
        );
        expect(file.status).toBe(200);
        expect(file.body.equals(resume(index))).toBe(true);
      });
    },
  );

  it('answered over the network without headers that tell what runs it', async () => {
    for (const url of ['/healthz', '/api/no-such-thing', '/api/contacts']) {
      const response = await fetch(`${server.url}${url}`);
      for (const header of REVEALING_HEADERS)
        expect(response.headers.get(header), `${url} ${header}`).toBeNull();
    }
  });
});
