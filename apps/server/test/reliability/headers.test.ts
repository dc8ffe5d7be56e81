import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { COOKIE_CHOICE_SCRIPT } from '@app/shared/session-keys';
import { multipart, sampleFiles, uploadOk } from '../support/upload-test-helpers';
import { inlineScriptSource } from '../../src/plugins/security-headers';
import { contactForm } from '../public-forms';
import { createTestApp, loginAs } from '../test-app';
import { testAppSuite } from '../test-suite';
import { pagesFromSource, webContentModules } from '../web-source';
import {
  errorShapeProblem,
  findLeak,
  REVEALING_HEADERS,
  seenFromInject,
} from './support/error-shape';

/**
 * Security headers on every kind of answer (pages, API data, refusals, files, internal errors),
 * and nothing in any of them that tells what runs the server or how it is built.
 */

const INTERNAL_ERROR = {
  data: null,
  error: {
    status: 500,
    name: 'InternalServerError',
    message: 'Internal Server Error',
    details: {},
  },
};

const COOKIE_CHOICE_HASH = inlineScriptSource(COOKIE_CHOICE_SCRIPT);

/** Parses a Content-Security-Policy header into its directives. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

/** Why the headers of an answer fall short of the policy, or an empty list. */
function headerProblems(headers: Record<string, unknown>, hsts: boolean): string[] {
  const problems: string[] = [];
  const csp = directives(String(headers['content-security-policy'] ?? ''));
  const scripts = csp.get('script-src') ?? csp.get('default-src') ?? [];
  if (scripts.length === 0) problems.push('no script-src');
  for (const loose of ["'unsafe-inline'", "'unsafe-eval'", '*', 'data:', 'http:', 'https:']) {
    if (scripts.includes(loose)) problems.push(`script-src allows ${loose}`);
  }
  // The one inline script every page carries (the cookie-choice marker) is allowed by its hash;
  // any other hash or a nonce would let more inline code run.
  if (scripts.some((source) => /^'(nonce|sha\d+)-/.test(source) && source !== COOKIE_CHOICE_HASH))
    problems.push('script-src allows inline scripts by nonce or hash');
  if (csp.get('frame-ancestors')?.join(' ') !== "'none'")
    problems.push("frame-ancestors is not 'none'");
  if (csp.get('object-src')?.join(' ') !== "'none'") problems.push("object-src is not 'none'");
  if (headers['x-content-type-options'] !== 'nosniff') problems.push('no nosniff');
  if (headers['x-frame-options'] !== 'DENY') problems.push('X-Frame-Options is not DENY');
  if (
    !['no-referrer', 'strict-origin-when-cross-origin', 'same-origin'].includes(
      String(headers['referrer-policy']),
    )
  ) {
    problems.push(`Referrer-Policy is ${String(headers['referrer-policy'])}`);
  }
  const hstsHeader = headers['strict-transport-security'];
  if (hsts && !/max-age=(\d{8,}|3[1-9]\d{6})\b.*includeSubDomains/.test(String(hstsHeader)))
    problems.push(`HSTS is ${String(hstsHeader)}`);
  if (!hsts && hstsHeader !== undefined) problems.push('HSTS sent although not configured');
  for (const name of REVEALING_HEADERS)
    if (headers[name] !== undefined) problems.push(`sends ${name}`);
  return problems;
}

/** Every text in a value, however deep. */
function textsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value === null || typeof value !== 'object') return [];
  return Object.values(value).flatMap(textsIn);
}

/** Text as React writes it into an element. */
const asHtmlText = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

/** Text as a string of the page's embedded JSON, which escapes `<`. */
const asScriptJson = (text: string) => JSON.stringify(text).replace(/</g, '\\u003c');

/**
 * A page without the site's own words: each of `texts` taken out where it stands whole, as an
 * element's text or a string of the embedded content. A software firm's pages may name a database
 * (a job asks for PostgreSQL, the team lists its stack); anywhere else (markup, attributes, a
 * sentence the server adds) the name still counts as revealing what runs the server.
 */
function withoutSiteTexts(page: string, texts: readonly string[]): string {
  let rest = page;
  for (const text of texts) {
    rest = rest.replaceAll(`>${asHtmlText(text)}<`, '><').replaceAll(asScriptJson(text), '""');
  }
  return rest;
}

describe('security headers and what errors reveal', () => {
  const suite = testAppSuite('Staff', () => pagesFromSource());
  let requests: { name: string; request: InjectOptions & { url: string } }[];
  /** What the pages show: the public API's answers anyone gets, and the web app's own texts. */
  let siteTexts: string[];

  beforeAll(async () => {
    const [resume] = await uploadOk(suite.t, [{ filename: 'cv.pdf', data: sampleFiles.pdf() }]);
    const [photo] = await uploadOk(
      suite.t,
      [{ filename: 'team.png', data: await sampleFiles.image('png', 40, 30) }],
      suite.auth,
    );
    const publicAnswers = await Promise.all(
      ['/api/company', '/api/jobs?pagination[pageSize]=100'].map(
        async (url) => (await suite.t.app.inject({ url })).json() as unknown,
      ),
    );
    siteTexts = [...new Set(textsIn([publicAnswers, await webContentModules()]))];
    const tooLarge = multipart([{ filename: 'big.pdf', data: sampleFiles.pdf(11 * 1024 * 1024) }]);
    requests = [
      { name: 'a server-rendered page', request: { url: '/about' } },
      { name: 'the not-found page', request: { url: '/no-such-page' } },
      { name: 'API data', request: { url: '/api/events' } },
      {
        name: 'a validation error',
        request: { method: 'POST', url: '/api/contacts', payload: { data: {} } },
      },
      {
        name: 'broken JSON',
        request: {
          method: 'POST',
          url: '/api/contacts',
          payload: '{"data":',
          headers: { 'content-type': 'application/json' },
        },
      },
      {
        name: 'a bad token',
        request: { url: '/api/contacts', headers: { authorization: 'Bearer nonsense' } },
      },
      { name: 'no token', request: { url: '/api/contacts' } },
      { name: 'an unknown API path', request: { url: '/api/no-such-thing' } },
      {
        name: 'a body too large',
        request: {
          method: 'POST',
          url: '/api/upload',
          payload: tooLarge.payload,
          headers: tooLarge.headers,
        },
      },
      {
        name: 'a wrong content type',
        request: {
          method: 'POST',
          url: '/api/contacts',
          payload: '<data/>',
          headers: { 'content-type': 'application/xml' },
        },
      },
      {
        name: 'a resume download',
        request: { url: `/api/files/${resume!.id}/download`, headers: suite.auth },
      },
      { name: 'public media', request: { url: photo!.url } },
      { name: 'missing media', request: { url: '/uploads/0123456789abcdef0123456789abcdef.png' } },
      { name: 'the health check', request: { url: '/healthz' } },
      { name: 'robots.txt', request: { url: '/robots.txt' } },
      { name: 'the OpenAPI document', request: { url: '/api/openapi.json' } },
    ];
  });

  it('sends the strict policy on every kind of answer, and no HSTS unless configured', async () => {
    const problems: string[] = [];
    for (const { name, request } of requests) {
      const response = await suite.t.app.inject(request);
      for (const problem of headerProblems(response.headers, false))
        problems.push(`${name}: ${problem}`);
      // API answers keep the JSON error shape; pages answer in HTML or text, files are bytes.
      const isApi = request.url.startsWith('/api/') || request.url === '/healthz';
      const isText = /^(text\/|application\/(json|xml))/.test(
        String(response.headers['content-type']),
      );
      const bodyProblem = isApi
        ? errorShapeProblem(seenFromInject(response), '', [suite.t.dataDir])
        : isText && findLeak(withoutSiteTexts(response.body, siteTexts), '', [suite.t.dataDir]);
      if (bodyProblem) problems.push(`${name}: ${bodyProblem}`);
    }
    expect(problems).toEqual([]);
  });

  it('keeps the API documentation page framed by nothing and free of inline scripts', async () => {
    const response = await suite.t.app.inject({ url: '/api/docs/static/index.html' });
    const csp = directives(String(response.headers['content-security-policy']));
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('answers a database failure with a bare 500 in the error shape, and the same headers', async () => {
    // The contacts table goes missing under the running server, as after a bad migration.
    await sql`ALTER TABLE contacts RENAME TO contacts_moved_away`.execute(suite.t.app.db);
    try {
      const failures = [
        await suite.t.app.inject({
          method: 'POST',
          url: '/api/contacts',
          payload: { data: contactForm() },
        }),
        // A filter whose total is counted from the table: an unfiltered list takes its total from
        // the kept counts, and with none there is no page to read.
        await suite.t.app.inject({
          url: '/api/contacts?sort=createdAt:desc&filters[createdAt][$gte]=2020-01-01',
          headers: suite.auth,
        }),
        await suite.t.app.inject({ url: '/api/contacts/1', headers: suite.auth }),
      ];
      for (const response of failures) {
        expect(response.statusCode).toBe(500);
        expect(response.json()).toEqual(INTERNAL_ERROR);
        expect(headerProblems(response.headers, false)).toEqual([]);
        expect(errorShapeProblem(seenFromInject(response), '', [suite.t.dataDir])).toBeNull();
      }
    } finally {
      await sql`ALTER TABLE contacts_moved_away RENAME TO contacts`.execute(suite.t.app.db);
    }
    expect(
      (await suite.t.app.inject({ url: '/api/contacts', headers: suite.auth })).statusCode,
    ).toBe(200);
  });

  it('answers with the database gone: health 503, API 500, neither revealing why', async () => {
    const broken = await createTestApp();
    try {
      const admin = (await loginAs(broken, 'Admin')).authorization;
      await broken.app.db.destroy();
      const health = await broken.app.inject({ url: '/healthz' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({
        data: null,
        error: {
          status: 503,
          name: 'ServiceUnavailableError',
          message: 'Unreachable: database',
          details: { database: { ok: false } },
        },
      });
      for (const request of [
        { url: '/api/events' },
        { url: '/api/users', headers: admin },
        { method: 'POST' as const, url: '/api/contacts', payload: { data: contactForm() } },
      ]) {
        const response = await broken.app.inject(request);
        expect(response.statusCode, request.url).toBe(500);
        expect(response.json()).toEqual(INTERNAL_ERROR);
        expect(headerProblems(response.headers, false)).toEqual([]);
      }
    } finally {
      await broken.close();
    }
  });

  it('sends HSTS on every kind of answer when configured', async () => {
    const { env, web } = pagesFromSource({ HSTS: '1' });
    const https = await createTestApp(env, web);
    try {
      const problems: string[] = [];
      // The same requests (this app knows neither their files nor their token: refusals need headers too).
      for (const { name, request } of requests) {
        const response = await https.app.inject(request);
        for (const problem of headerProblems(response.headers, true))
          problems.push(`${name}: ${problem}`);
      }
      expect(problems).toEqual([]);
    } finally {
      await https.close();
    }
  });
});
