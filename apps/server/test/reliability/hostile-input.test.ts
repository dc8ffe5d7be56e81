import { EXAMPLE_COMPANY_SETTINGS } from '@app/shared/company';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestRateSource, type TestRateSource } from '../support/test-rate-source';
import { contactForm } from '../public-forms';
import { loginAs } from '../test-app';
import { testAppSuite } from '../test-suite';
import { fixtureMaker } from './support/fixtures';
import { errorShapeProblem, seenFromInject } from './support/error-shape';
import {
  hostileRequestsFor,
  type BodyShape,
  type Caller,
  type Endpoint,
  type HostileRequest,
} from './support/hostile-requests';
import { registeredRoutes, routeKey, type RegisteredRoute } from './support/route-recorder';

vi.mock('fastify', async () => (await import('./support/route-recorder')).recordingFastify());

/**
 * Thousands of malformed requests against every API endpoint, sent anonymously and as Staff (as
 * Admin on the routes only Admin may use, so that their input is read at all): the server must
 * answer each with a 4xx in the JSON error shape (or a success, where the request is harmless as
 * sent), never a 5xx, and still be healthy afterwards.
 */

const json = (fields: Record<string, unknown>, wrapped = true): BodyShape => ({
  kind: 'json',
  wrapped,
  fields,
});

/** What each route that takes a body takes, as a valid example the mutations start from. */
const BODIES: Record<string, BodyShape> = {
  'POST /api/auth/local/register': json(
    { username: 'Hostile Tester', email: 'hostile@example.com', password: 'hostile-password' },
    false,
  ),
  'POST /api/auth/local': json(
    { identifier: 'hostile@example.com', password: 'hostile-password' },
    false,
  ),
  'POST /api/auth/forgot-password': json({ email: 'hostile@example.com' }, false),
  'POST /api/auth/reset-password': json(
    {
      code: 'hostile-code',
      password: 'hostile-password',
      passwordConfirmation: 'hostile-password',
    },
    false,
  ),
  // Not the signed-in user's password: no mutation can change it and end the token.
  'POST /api/auth/change-password': json(
    {
      currentPassword: 'hostile-password',
      password: 'hostile-password',
      passwordConfirmation: 'hostile-password',
    },
    false,
  ),
  'PUT /api/users/me': json({ notifications: true }),
  'PUT /api/users/:id': json({ role: 'Registered', disabled: false }),
  'POST /api/contacts': json(contactForm()),
  'POST /api/carrers': json({ ...contactForm(), resume: [1] }),
  'PUT /api/contacts/:id': json({ handled: true }),
  'PUT /api/carrers/:id': json({
    applicationStatus: 'Shortlisted',
    interviewTime: '2025-07-01T10:00:00.000Z',
    remarks: 'Strong',
  }),
  'POST /api/upload': { kind: 'multipart' },
  'POST /api/events': json({
    title: 'Picnic',
    date: '2025-05-01',
    description: 'At the park',
    images: [],
    videos: [],
  }),
  'PUT /api/events/:id': json({ title: 'Picnic', date: '2025-05-01', images: [], videos: [] }),
  'POST /api/employees': json({ name: 'Sana Tariq', message: 'Great team', photo: null }),
  'PUT /api/employees/:id': json({ name: 'Sana Tariq', photo: null }),
  'POST /api/jobs': json({
    title: 'Hostile Engineer',
    department: 'Engineering',
    employmentType: 'Contract',
    qualifications: ['Patience'],
    published: false,
  }),
  'PUT /api/jobs/:id': json({ title: 'Hostile Engineer', slug: 'hostile-engineer', perks: [] }),
  'PUT /api/jobs/order': json({ ids: [1, 2] }),
  'POST /api/clients': json({ name: 'Hostile Freight', logo: 1 }),
  'PUT /api/clients/:id': json({ name: 'Hostile Freight' }),
  'PUT /api/clients/order': json({ ids: [1] }),
  'POST /api/client-testimonials': json({
    quote: 'Hostile but fair.',
    name: 'Mara Lind',
    role: 'CTO',
    company: 'Hostile Freight',
    photo: null,
  }),
  'PUT /api/client-testimonials/:id': json({ role: 'CEO', photo: null }),
  'PUT /api/client-testimonials/order': json({ ids: [1] }),
  'PUT /api/key-figures': json({
    facts: [{ value: '10+', label: 'years' }],
    highlights: [{ value: '99%', label: 'Uptime' }],
  }),
  'POST /api/services': json({
    item: 'Fibre',
    type: 'Internet',
    tax: 'GST',
    rate: 1,
    price_pkr: 1,
    remarks: 'x',
    date: '2025-06-01',
  }),
  'PUT /api/services/:id': json({ item: 'Fibre', price_pkr: 2 }),
  'POST /api/invoices': json({
    customer_name: 'Hostile GmbH',
    customer_email: 'billing@hostile.example',
    invoice_date: '2025-06-02',
    status: 'Draft',
    services: [{ id: 1 }],
  }),
  'PUT /api/invoices/:id': json({
    customer_name: 'Hostile GmbH',
    eur_rate: 300,
    services: [{ item: 'Work', price_pkr: 10 }],
  }),
  'POST /api/invoices/bulk': json({ ids: [1], action: 'status', status: 'Paid' }),
  // Mails the invoice its path names: it reads no body.
  'POST /api/invoices/:id/send': { kind: 'none' },
  'POST /api/invoices/:id/unlock': json({ reason: 'The customer asked for a new address.' }),
  // Copies the invoice its path names: it reads no body.
  'POST /api/invoices/:id/duplicate': { kind: 'none' },
  // Records the caller's visit: it reads no body.
  'POST /api/dashboard/visit': { kind: 'none' },
  'POST /api/carrers/:id/notes': json({ text: 'Called back; interview on Friday.' }),
  'PUT /api/company/settings': json(EXAMPLE_COMPANY_SETTINGS),
  'POST /api/data-protection/erase': json({ email: 'nobody.here@example.com' }),
  // An action on the mail its path names: it reads no body.
  'POST /api/outbox/:id/resend': { kind: 'none' },
};

/** Routes served by the API documentation viewer's own files, not by our code. */
const isDocsViewer = (route: RegisteredRoute) => route.url.startsWith('/api/docs');

describe('hostile input', () => {
  let rateSource: TestRateSource;
  beforeAll(async () => {
    rateSource = await startTestRateSource({ pkr: 300.25 });
  });
  afterAll(async () => {
    await rateSource.close();
  });
  const suite = testAppSuite('Staff', () => ({ env: { EXCHANGE_RATE_URL: rateSource.url } }));
  let anonymous: Record<string, string>;
  let admin: { authorization: string };
  let realIds: Record<string, number>;

  beforeAll(async () => {
    anonymous = {};
    admin = (await loginAs(suite.t, 'Admin')).authorization;
    const make = fixtureMaker(suite.t, suite.auth);
    realIds = {
      users: (await loginAs(suite.t, 'Registered')).userId,
      contacts: await make.contact(),
      carrers: await make.application(),
      services: await make.service(),
      invoices: await make.invoice(),
      events: await make.event(),
      employees: await make.employee(),
      jobs: await make.job(),
      clients: await make.client(),
      'client-testimonials': await make.clientTestimonial(),
      files: await make.privateFile(),
      upload: await make.privateFile(),
      outbox: await make.mail(),
    };
  });

  function endpoints(): Endpoint[] {
    return registeredRoutes()
      .filter((route) => route.url.startsWith('/api/') && !isDocsViewer(route))
      .map((route) => {
        const resource = route.url.split('/')[2]!;
        const body = BODIES[routeKey(route)] ?? { kind: 'none' };
        if (
          !(routeKey(route) in BODIES) &&
          (route.method === 'POST' || route.method === 'PUT') &&
          !route.url.includes('*')
        ) {
          throw new Error(`${routeKey(route)} takes a body: add an example of it to BODIES`);
        }
        if (route.url.includes(':id') && realIds[resource] === undefined) {
          throw new Error(`${routeKey(route)}: add a real ${resource} id to realIds`);
        }
        return { ...route, realId: realIds[resource], body };
      });
  }

  /**
   * Anonymous, and the least privileged caller the route lets in (Staff, or Admin where only Admin
   * may), each with whether the route refuses them.
   */
  async function callersOf(endpoint: Endpoint): Promise<Caller[]> {
    // An id no record has, so that the probes change nothing.
    const probe = (headers: Record<string, string>) =>
      suite.t.app.inject({
        method: endpoint.method,
        url: endpoint.url.replace(':id', '2147483647'),
        headers,
      });
    const staffRefused = (await probe(suite.auth)).statusCode === 403;
    const anonymousRefused = [401, 403].includes((await probe(anonymous)).statusCode);
    return [
      { headers: anonymous, refused: anonymousRefused },
      { headers: staffRefused ? admin : suite.auth, refused: false },
    ];
  }

  const send = (request: HostileRequest) =>
    suite.t.app.inject({
      method: request.method,
      url: request.url,
      headers: request.headers,
      payload: request.payload,
    });

  it(
    'answers at least 5,000 malformed requests across every endpoint with no 5xx, each error in the JSON error shape',
    { timeout: 240_000 },
    async () => {
      const prototypeKeysBefore = Object.getOwnPropertyNames(Object.prototype).sort();
      const problems: string[] = [];
      let sent = 0;
      let refused = 0;
      for (const endpoint of endpoints()) {
        for (const caller of await callersOf(endpoint)) {
          const { headers } = caller;
          for (const request of hostileRequestsFor(endpoint, caller)) {
            const response = await send(request);
            sent += 1;
            if (response.statusCode >= 400 && response.statusCode < 500) refused += 1;
            const where = `${request.method} ${request.url.slice(0, 120)} (${request.label}, ${headers.authorization ? 'signed in' : 'anonymous'})`;
            if (response.statusCode >= 500)
              problems.push(`${where}: ${response.statusCode} ${response.body.slice(0, 200)}`);
            const requestText = `${decodeURIComponentSafely(request.url)}\n${request.payload?.toString() ?? ''}`;
            const problem = errorShapeProblem(seenFromInject(response), requestText, [
              suite.t.dataDir,
            ]);
            if (problem) problems.push(`${where}: ${problem}`);
            // An oversized body is refused as such; a caller the route refuses is told only that,
            // its body never read.
            const oversizedAnswers = headers.authorization ? [413] : [413, 403];
            if (
              /^a (1 MB string|300 KB body)$/.test(request.label) &&
              !oversizedAnswers.includes(response.statusCode)
            ) {
              problems.push(
                `${where}: answered ${response.statusCode} instead of ${oversizedAnswers.join(' or ')}`,
              );
            }
          }
        }
      }
      expect(problems).toEqual([]);
      expect(sent).toBeGreaterThanOrEqual(5000);
      // Nearly all are refused; the rest are harmless as sent (SQL as a search text, a byte order mark).
      expect(refused / sent).toBeGreaterThan(0.9);
      // Nothing a request sent became a property of every object.
      expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeKeysBefore);
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    },
  );

  it('is healthy afterwards: the database is intact and a message round-trips', async () => {
    expect((await suite.t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    if (suite.t.app.dbKind === 'sqlite') {
      const { rows } = await sql<{ integrity_check: string }>`PRAGMA integrity_check`.execute(
        suite.t.app.db,
      );
      expect(rows).toEqual([{ integrity_check: 'ok' }]);
    }
    const created = await suite.t.app.inject({
      method: 'POST',
      url: '/api/contacts',
      payload: { data: contactForm({ subject: 'After the storm' }) },
    });
    expect(created.statusCode).toBe(200);
    const read = await suite.t.app.inject({
      url: `/api/contacts/${created.json().data.id}`,
      headers: suite.auth,
    });
    expect(read.json().data.attributes.subject).toBe('After the storm');
    // Sign-ups among the requests may have made Registered users; none became Staff or Admin.
    const users = await suite.t.app.db
      .selectFrom('users')
      .select(['role'])
      .where('role', '<>', 'Registered')
      .orderBy('id')
      .execute();
    expect(users.map((user) => user.role)).toEqual(['Staff', 'Admin']);
  });

  it('stores SQL and HTML as plain text and answers it back byte for byte', async () => {
    const sqlText = `Robert'); DROP TABLE contacts; -- " OR 1=1 /* \\ %_ */ UNION SELECT password_hash FROM users`;
    const htmlText = `<script>alert('x')</script><img src=x onerror="alert(1)"> &lt;b&gt; </textarea><!--`;
    const payload = `${sqlText}\n${htmlText}`;
    const readBack = async (url: string, field: string) => {
      const response = await suite.t.app.inject({ url, headers: suite.auth });
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      return response.json().data.attributes[field] as string;
    };

    const contact = await suite.t.app.inject({
      method: 'POST',
      url: '/api/contacts',
      payload: { data: contactForm({ message: payload, subject: htmlText }) },
    });
    expect(contact.statusCode).toBe(200);
    expect(await readBack(`/api/contacts/${contact.json().data.id}`, 'message')).toBe(payload);
    expect(await readBack(`/api/contacts/${contact.json().data.id}`, 'subject')).toBe(htmlText);

    const remarks = await suite.t.app.inject({
      method: 'PUT',
      url: `/api/carrers/${realIds.carrers}`,
      headers: suite.auth,
      payload: { data: { remarks: payload } },
    });
    expect(remarks.statusCode).toBe(200);
    expect(await readBack(`/api/carrers/${realIds.carrers}`, 'remarks')).toBe(payload);

    const item = sqlText.slice(0, 200);
    const service = await suite.t.app.inject({
      method: 'POST',
      url: '/api/services',
      headers: suite.auth,
      payload: {
        data: {
          item,
          type: 'Internet',
          rate: 1,
          price_pkr: 1,
          remarks: htmlText,
          date: '2025-06-01',
        },
      },
    });
    expect(service.statusCode).toBe(200);
    expect(await readBack(`/api/services/${service.json().data.id}`, 'item')).toBe(item);
    expect(await readBack(`/api/services/${service.json().data.id}`, 'remarks')).toBe(htmlText);
    // Searching for the SQL text finds exactly that service: it is a value, never part of the query.
    const search = await suite.t.app.inject({
      url: `/api/services?filters[item][$containsi]=${encodeURIComponent(item)}`,
      headers: suite.auth,
    });
    expect(search.json().data.map((row: { id: number }) => row.id)).toEqual([
      service.json().data.id,
    ]);
  });
});

function decodeURIComponentSafely(text: string): string {
  try {
    return `${text}\n${decodeURIComponent(text)}`;
  } catch {
    return text;
  }
}
