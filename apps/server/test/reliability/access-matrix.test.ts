import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EXAMPLE_COMPANY_SETTINGS } from '@app/shared/company';
import { startTestRateSource, type TestRateSource } from '../support/test-rate-source';
import { multipart, sampleFiles } from '../support/upload-test-helpers';
import { newResetCode, storeResetCode } from '../../src/modules/auth/account.repository';
import { applicationForm, contactForm, insertUnclaimedResume } from '../public-forms';
import { startSmtpCatcher, type SmtpCatcher } from '../smtp-catcher';
import { loginAs } from '../test-app';
import { testServerSuite } from '../test-suite';
import { pagesFromSource } from '../web-source';
import { CALLERS, createCallers, type Caller, type Callers } from './support/callers';
import { fixtureMaker, type FixtureMaker } from './support/fixtures';
import { registeredRoutes, routeKey } from './support/route-recorder';

vi.mock('fastify', async () => (await import('./support/route-recorder')).recordingFastify());

/**
 * Every route the server registers, called by each kind of caller with a request that succeeds
 * for a caller who may make it: the status must be exactly the table's. The table is keyed by
 * the routes as registered, so a new route without a row fails this test. README.md's
 * "Who may call what" is this table.
 */

type Expected = Record<Caller, number>;

const everyone = (status: number): Expected =>
  Object.fromEntries(CALLERS.map((caller) => [caller, status])) as Expected;
/** Open to all; a token is looked at (to tell Staff uploads apart), so a bad one is refused. */
const anyoneWithHonestToken: Expected = {
  ...everyone(200),
  disabled: 401,
  expired: 401,
  tampered: 401,
  'alg none': 401,
};
const signedIn: Expected = { ...anyoneWithHonestToken, anonymous: 403 };
const staffOnly: Expected = { ...signedIn, Registered: 403 };
const adminOnly: Expected = { ...staffOnly, Staff: 403 };

interface RouteRequest {
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

interface RouteRow {
  expected: Expected;
  /** What the README's table says about the route, in words. */
  who: string;
  /** A request that succeeds for an allowed caller; called anew for every caller. */
  request: () => RouteRequest | Promise<RouteRequest>;
  /** The success answer is a file, not JSON. */
  answersFile?: true;
  /** A success answers a new token for the caller and ends the one it sent. */
  renewsToken?: true;
}

const PUBLIC = 'anyone';
const PUBLIC_UPLOAD = 'anyone (one PDF); Staff and Admin also images and videos';
const PUBLIC_JOBS = 'anyone (published jobs); Staff and Admin also drafts';
const SIGNED_IN = 'any signed-in user';
const STAFF = 'Staff and Admin';
const ADMIN = 'Admin';
const NOWHERE = 'no one (404 in the error shape)';
/** The password of the callers' accounts (`loginAs`'s). */
const CALLER_PASSWORD = 'password-123';

describe('access matrix: every route, every kind of caller', () => {
  let rateSource: TestRateSource;
  let smtp: SmtpCatcher;
  beforeAll(async () => {
    rateSource = await startTestRateSource({ pkr: 300.25 });
    smtp = await startSmtpCatcher();
  });
  afterAll(async () => {
    await rateSource.close();
    await smtp.stop();
  });
  const suite = testServerSuite(() =>
    pagesFromSource({ EXCHANGE_RATE_URL: rateSource.url, SMTP_URL: smtp.url }),
  );
  let callers: Callers;
  let make: FixtureMaker;
  let ids: {
    contact: number;
    application: number;
    service: number;
    invoice: number;
    event: number;
    employee: number;
    client: number;
    clientTestimonial: number;
    job: number;
    /** The account whose password every caller resets, each with a code of its own. */
    resettingUser: number;
    privateFile: number;
    publicImageUrl: string;
    mail: number;
  };
  const login = { email: 'matrix.registered@example.com', password: 'matrix-password' };

  beforeAll(async () => {
    callers = await createCallers(suite.t);
    await loginAs(suite.t, 'Registered', login);
    make = fixtureMaker(suite.t, callers.headers.Staff as { authorization: string });
    ids = {
      contact: await make.contact(),
      application: await make.application(),
      service: await make.service(),
      invoice: await make.invoice(),
      event: await make.event(),
      employee: await make.employee(),
      client: await make.client(),
      clientTestimonial: await make.clientTestimonial(),
      job: await make.job(true),
      resettingUser: (await loginAs(suite.t, 'Registered')).userId,
      privateFile: await make.privateFile(),
      publicImageUrl: (await make.publicImage()).url,
      mail: await make.mail(),
    };
  });

  const rows = (): Record<string, RouteRow> => ({
    // Pages, files and documents outside the API.
    'GET /healthz': { who: PUBLIC, expected: everyone(200), request: () => ({ url: '/healthz' }) },
    'GET /robots.txt': {
      who: PUBLIC,
      expected: everyone(200),
      request: () => ({ url: '/robots.txt' }),
    },
    'GET /sitemap.xml': {
      who: PUBLIC,
      expected: everyone(200),
      request: () => ({ url: '/sitemap.xml' }),
    },
    'GET /*': { who: PUBLIC, expected: everyone(200), request: () => ({ url: '/about' }) },
    'GET /uploads/:name': {
      who: PUBLIC,
      expected: everyone(200),
      request: () => ({ url: ids.publicImageUrl }),
    },
    'GET /api/openapi.json': {
      who: PUBLIC,
      expected: everyone(200),
      request: () => ({ url: '/api/openapi.json' }),
    },
    'GET /api/docs': {
      who: PUBLIC,
      expected: everyone(200),
      request: () => ({ url: '/api/docs' }),
    },
    'GET /api/docs/static/index.html': {
      who: PUBLIC,
      expected: everyone(302),
      request: () => ({ url: '/api/docs/static/index.html' }),
    },
    'GET /api/docs/static/swagger-initializer.js': {
      who: PUBLIC,
      expected: everyone(200),
      request: () => ({ url: '/api/docs/static/swagger-initializer.js' }),
    },
    'GET /api/docs/static/*': {
      who: PUBLIC,
      expected: everyone(200),
      request: () => ({ url: '/api/docs/static/swagger-ui.css' }),
    },
    // The same files again: Swagger UI serves the folder it is given (`baseDir`) under its prefix.
    'GET /api/docs/*': {
      who: PUBLIC,
      expected: everyone(200),
      request: () => ({ url: '/api/docs/swagger-ui.css' }),
    },
    'GET /api/docs/json': {
      who: PUBLIC,
      expected: everyone(200),
      request: () => ({ url: '/api/docs/json' }),
    },
    'GET /api/docs/yaml': {
      who: PUBLIC,
      expected: everyone(200),
      request: () => ({ url: '/api/docs/yaml' }),
    },
    'GET /api/*': {
      who: NOWHERE,
      expected: everyone(404),
      request: () => ({ url: '/api/no-such-thing' }),
    },
    'POST /api/*': {
      who: NOWHERE,
      expected: everyone(404),
      request: () => ({ url: '/api/no-such-thing', payload: {} }),
    },
    'PUT /api/*': {
      who: NOWHERE,
      expected: everyone(404),
      request: () => ({ url: '/api/no-such-thing/1', payload: {} }),
    },
    'PATCH /api/*': {
      who: NOWHERE,
      expected: everyone(404),
      request: () => ({ url: '/api/invoices/1', payload: {} }),
    },
    'DELETE /api/*': {
      who: NOWHERE,
      expected: everyone(404),
      request: () => ({ url: '/api/no-such-thing/1' }),
    },

    // Sign-up and sign-in ignore any token the browser still sends.
    'POST /api/auth/local/register': {
      who: PUBLIC,
      expected: everyone(200),
      request: () => {
        const name = `matrix-${Math.random().toString(36).slice(2, 10)}`;
        return {
          url: '/api/auth/local/register',
          payload: { username: name, email: `${name}@example.com`, password: 'matrix-password' },
        };
      },
    },
    'POST /api/auth/local': {
      who: PUBLIC,
      expected: everyone(200),
      request: () => ({
        url: '/api/auth/local',
        payload: { identifier: login.email, password: login.password },
      }),
    },
    'GET /api/users/me': {
      who: SIGNED_IN,
      expected: signedIn,
      request: () => ({ url: '/api/users/me?populate=role' }),
    },
    'PUT /api/users/me': {
      who: SIGNED_IN,
      expected: signedIn,
      request: () => ({ url: '/api/users/me', payload: { data: { notifications: true } } }),
    },
    'POST /api/auth/forgot-password': {
      who: PUBLIC,
      expected: everyone(200),
      request: () => ({ url: '/api/auth/forgot-password', payload: { email: login.email } }),
    },
    'POST /api/auth/reset-password': {
      who: PUBLIC,
      expected: everyone(200),
      request: async () => {
        const code = newResetCode();
        await storeResetCode(suite.t.app.db, ids.resettingUser, code);
        return {
          url: '/api/auth/reset-password',
          payload: { code, password: 'matrix-password', passwordConfirmation: 'matrix-password' },
        };
      },
    },
    'POST /api/auth/change-password': {
      who: SIGNED_IN,
      expected: signedIn,
      renewsToken: true,
      request: () => ({
        url: '/api/auth/change-password',
        payload: {
          currentPassword: CALLER_PASSWORD,
          password: CALLER_PASSWORD,
          passwordConfirmation: CALLER_PASSWORD,
        },
      }),
    },
    'GET /api/users': { who: ADMIN, expected: adminOnly, request: () => ({ url: '/api/users' }) },
    'GET /api/users/:id': {
      who: ADMIN,
      expected: adminOnly,
      request: () => ({ url: `/api/users/${callers.registeredUserId}` }),
    },
    'PUT /api/users/:id': {
      who: ADMIN,
      expected: adminOnly,
      request: () => ({
        url: `/api/users/${callers.registeredUserId}`,
        payload: { data: { role: 'Registered' } },
      }),
    },

    'POST /api/contacts': {
      who: PUBLIC,
      expected: everyone(200),
      request: () => ({ url: '/api/contacts', payload: { data: contactForm() } }),
    },
    'GET /api/contacts': {
      who: STAFF,
      expected: staffOnly,
      request: () => ({ url: '/api/contacts' }),
    },
    'GET /api/contacts/:id': {
      who: STAFF,
      expected: staffOnly,
      request: () => ({ url: `/api/contacts/${ids.contact}` }),
    },
    'PUT /api/contacts/:id': {
      who: STAFF,
      expected: staffOnly,
      request: () => ({
        url: `/api/contacts/${ids.contact}`,
        payload: { data: { handled: true } },
      }),
    },
    'DELETE /api/contacts/:id': {
      who: STAFF,
      expected: staffOnly,
      request: async () => ({ url: `/api/contacts/${await make.contact()}` }),
    },

    'POST /api/carrers': {
      who: PUBLIC,
      expected: everyone(200),
      request: async () => ({
        url: '/api/carrers',
        payload: { data: applicationForm(await insertUnclaimedResume(suite.t)) },
      }),
    },
    'GET /api/carrers': {
      who: STAFF,
      expected: staffOnly,
      request: () => ({ url: '/api/carrers?populate=*' }),
    },
    'GET /api/carrers/positions': {
      who: STAFF,
      expected: staffOnly,
      request: () => ({ url: '/api/carrers/positions' }),
    },
    'GET /api/carrers/:id': {
      who: STAFF,
      expected: staffOnly,
      request: () => ({ url: `/api/carrers/${ids.application}?populate=*` }),
    },
    'PUT /api/carrers/:id': {
      who: STAFF,
      expected: staffOnly,
      request: () => ({
        url: `/api/carrers/${ids.application}`,
        payload: { data: { applicationStatus: 'Shortlisted' } },
      }),
    },
    'GET /api/carrers/:id/history': {
      who: STAFF,
      expected: staffOnly,
      request: () => ({ url: `/api/carrers/${ids.application}/history` }),
    },
    'POST /api/carrers/:id/notes': {
      who: STAFF,
      expected: staffOnly,
      request: () => ({
        url: `/api/carrers/${ids.application}/notes`,
        payload: { data: { text: 'Called back' } },
      }),
    },

    'POST /api/upload': {
      who: PUBLIC_UPLOAD,
      expected: anyoneWithHonestToken,
      request: () => {
        const body = multipart([
          { filename: 'resume.pdf', data: sampleFiles.pdf(), contentType: 'application/pdf' },
        ]);
        return { url: '/api/upload', payload: body.payload, headers: body.headers };
      },
    },
    'GET /api/files/:id/download': {
      who: STAFF,
      expected: staffOnly,
      answersFile: true,
      request: () => ({ url: `/api/files/${ids.privateFile}/download` }),
    },
    'DELETE /api/upload/files/:id': {
      who: STAFF,
      expected: staffOnly,
      request: async () => ({ url: `/api/upload/files/${await make.privateFile()}` }),
    },

    'GET /api/events': {
      who: PUBLIC,
      expected: everyone(200),
      request: () => ({ url: '/api/events?populate=*&sort=date:desc' }),
    },
    'GET /api/events/:id': {
      who: PUBLIC,
      expected: everyone(200),
      request: () => ({ url: `/api/events/${ids.event}?populate=*` }),
    },
    'POST /api/events': {
      who: STAFF,
      expected: staffOnly,
      request: () => ({
        url: '/api/events',
        payload: { data: { title: 'Iftar', date: '2025-03-20' } },
      }),
    },
    'PUT /api/events/:id': {
      who: STAFF,
      expected: staffOnly,
      request: () => ({
        url: `/api/events/${ids.event}`,
        payload: { data: { title: 'Team dinner' } },
      }),
    },
    'DELETE /api/events/:id': {
      who: STAFF,
      expected: staffOnly,
      request: async () => ({ url: `/api/events/${await make.event()}` }),
    },

    'GET /api/employees': {
      who: PUBLIC,
      expected: everyone(200),
      request: () => ({ url: '/api/employees?populate=*' }),
    },
    'GET /api/employees/:id': {
      who: PUBLIC,
      expected: everyone(200),
      request: () => ({ url: `/api/employees/${ids.employee}?populate=*` }),
    },
    'POST /api/employees': {
      who: STAFF,
      expected: staffOnly,
      request: () => ({
        url: '/api/employees',
        payload: { data: { name: 'Ali Raza', message: 'Great team.' } },
      }),
    },
    'PUT /api/employees/:id': {
      who: STAFF,
      expected: staffOnly,
      request: () => ({
        url: `/api/employees/${ids.employee}`,
        payload: { data: { name: 'Ali Raza Khan' } },
      }),
    },
    'DELETE /api/employees/:id': {
      who: STAFF,
      expected: staffOnly,
      request: async () => ({ url: `/api/employees/${await make.employee()}` }),
    },

    'GET /api/clients': {
      who: PUBLIC,
      expected: everyone(200),
      request: () => ({ url: '/api/clients?populate=*' }),
    },
    'GET /api/clients/:id': {
      who: PUBLIC,
      expected: everyone(200),
      request: () => ({ url: `/api/clients/${ids.client}?populate=*` }),
    },
    'POST /api/clients': {
      who: STAFF,
      expected: staffOnly,
      request: async () => ({
        url: '/api/clients',
        payload: { data: { name: 'Ravi Foods', logo: (await make.publicImage()).id } },
      }),
    },
    'PUT /api/clients/:id': {
      who: STAFF,
      expected: staffOnly,
      request: () => ({ url: `/api/clients/${ids.client}`, payload: { data: { name: 'Indus' } } }),
    },
    'DELETE /api/clients/:id': {
      who: STAFF,
      expected: staffOnly,
      request: async () => ({ url: `/api/clients/${await make.client()}` }),
    },
    'PUT /api/clients/order': {
      who: STAFF,
      expected: staffOnly,
      request: async () => {
        const rows = await suite.t.app.db
          .selectFrom('clients')
          .select('id')
          .orderBy('id', 'desc')
          .execute();
        return { url: '/api/clients/order', payload: { data: { ids: rows.map((row) => row.id) } } };
      },
    },

    'GET /api/client-testimonials': {
      who: PUBLIC,
      expected: everyone(200),
      request: () => ({ url: '/api/client-testimonials?populate=*' }),
    },
    'GET /api/client-testimonials/:id': {
      who: PUBLIC,
      expected: everyone(200),
      request: () => ({ url: `/api/client-testimonials/${ids.clientTestimonial}?populate=*` }),
    },
    'POST /api/client-testimonials': {
      who: STAFF,
      expected: staffOnly,
      request: () => ({
        url: '/api/client-testimonials',
        payload: {
          data: { quote: 'Clear and fast.', name: 'Jan Novak', role: 'CEO', company: 'Vltava' },
        },
      }),
    },
    'PUT /api/client-testimonials/:id': {
      who: STAFF,
      expected: staffOnly,
      request: () => ({
        url: `/api/client-testimonials/${ids.clientTestimonial}`,
        payload: { data: { role: 'Head of IT' } },
      }),
    },
    'DELETE /api/client-testimonials/:id': {
      who: STAFF,
      expected: staffOnly,
      request: async () => ({ url: `/api/client-testimonials/${await make.clientTestimonial()}` }),
    },
    'PUT /api/client-testimonials/order': {
      who: STAFF,
      expected: staffOnly,
      request: async () => {
        const rows = await suite.t.app.db
          .selectFrom('client_testimonials')
          .select('id')
          .orderBy('id', 'desc')
          .execute();
        return {
          url: '/api/client-testimonials/order',
          payload: { data: { ids: rows.map((row) => row.id) } },
        };
      },
    },

    'GET /api/key-figures': {
      who: PUBLIC,
      expected: everyone(200),
      request: () => ({ url: '/api/key-figures' }),
    },
    'PUT /api/key-figures': {
      who: STAFF,
      expected: staffOnly,
      request: () => ({
        url: '/api/key-figures',
        payload: { data: { facts: [{ value: '12', label: 'engineers' }], highlights: [] } },
      }),
    },

    'GET /api/jobs': {
      who: PUBLIC_JOBS,
      expected: anyoneWithHonestToken,
      request: () => ({ url: '/api/jobs?sort=order:asc' }),
    },
    'GET /api/jobs/:id': {
      who: PUBLIC_JOBS,
      expected: anyoneWithHonestToken,
      request: () => ({ url: `/api/jobs/${ids.job}` }),
    },
    'POST /api/jobs': {
      who: STAFF,
      expected: staffOnly,
      request: () => ({ url: '/api/jobs', payload: { data: { title: 'Data Engineer' } } }),
    },
    'PUT /api/jobs/:id': {
      who: STAFF,
      expected: staffOnly,
      request: () => ({
        url: `/api/jobs/${ids.job}`,
        payload: { data: { summary: 'Pipelines and warehouses.' } },
      }),
    },
    'DELETE /api/jobs/:id': {
      who: STAFF,
      expected: staffOnly,
      request: async () => ({ url: `/api/jobs/${await make.job()}` }),
    },
    'PUT /api/jobs/order': {
      who: STAFF,
      expected: staffOnly,
      request: async () => {
        const jobs = await suite.t.app.db
          .selectFrom('jobs')
          .select('id')
          .orderBy('id', 'desc')
          .execute();
        return { url: '/api/jobs/order', payload: { data: { ids: jobs.map((job) => job.id) } } };
      },
    },

    'GET /api/services': {
      who: STAFF,
      expected: staffOnly,
      request: () => ({ url: '/api/services' }),
    },
    'GET /api/services/:id': {
      who: STAFF,
      expected: staffOnly,
      request: () => ({ url: `/api/services/${ids.service}` }),
    },
    'POST /api/services': {
      who: STAFF,
      expected: staffOnly,
      request: () => ({
        url: '/api/services',
        payload: {
          data: {
            item: 'Fibre line',
            type: 'Internet',
            rate: 5000,
            price_pkr: 5000,
            date: '2025-06-01',
          },
        },
      }),
    },
    'PUT /api/services/:id': {
      who: STAFF,
      expected: staffOnly,
      request: () => ({
        url: `/api/services/${ids.service}`,
        payload: { data: { remarks: 'Yearly' } },
      }),
    },
    'DELETE /api/services/:id': {
      who: STAFF,
      expected: staffOnly,
      request: async () => ({ url: `/api/services/${await make.service()}` }),
    },

    'GET /api/exchange-rate': {
      who: STAFF,
      expected: staffOnly,
      request: () => ({ url: '/api/exchange-rate' }),
    },
    'GET /api/invoices': {
      who: STAFF,
      expected: staffOnly,
      request: () => ({ url: '/api/invoices?populate=services' }),
    },
    'GET /api/invoices/:id': {
      who: STAFF,
      expected: staffOnly,
      request: () => ({ url: `/api/invoices/${ids.invoice}?populate=services` }),
    },
    'POST /api/invoices': {
      who: STAFF,
      expected: staffOnly,
      request: () => ({
        url: '/api/invoices',
        payload: {
          data: {
            customer_name: 'Matrix GmbH',
            invoice_date: '2025-06-02',
            status: 'Draft',
            services: [{ id: ids.service }],
          },
        },
      }),
    },
    'PUT /api/invoices/:id': {
      who: STAFF,
      expected: staffOnly,
      request: () => ({
        url: `/api/invoices/${ids.invoice}`,
        payload: { data: { status: 'Sent' } },
      }),
    },
    'DELETE /api/invoices/:id': {
      who: STAFF,
      expected: staffOnly,
      request: async () => ({ url: `/api/invoices/${await make.invoice()}` }),
    },
    'POST /api/invoices/bulk': {
      who: STAFF,
      expected: staffOnly,
      request: () => ({
        url: '/api/invoices/bulk',
        payload: { data: { ids: [ids.invoice], action: 'status', status: 'Paid' } },
      }),
    },
    'GET /api/invoices/:id/pdf': {
      who: STAFF,
      expected: staffOnly,
      answersFile: true,
      request: () => ({ url: `/api/invoices/${ids.invoice}/pdf` }),
    },
    'POST /api/invoices/:id/unlock': {
      who: ADMIN,
      expected: adminOnly,
      request: async () => {
        const id = await make.invoice();
        await suite.t.app.db
          .updateTable('invoices')
          .set({ status: 'Sent' })
          .where('id', '=', id)
          .execute();
        return { url: `/api/invoices/${id}/unlock`, payload: { data: { reason: 'Matrix' } } };
      },
    },
    'POST /api/invoices/:id/duplicate': {
      who: STAFF,
      expected: staffOnly,
      request: () => ({ url: `/api/invoices/${ids.invoice}/duplicate` }),
    },
    'POST /api/invoices/:id/send': {
      who: STAFF,
      expected: staffOnly,
      request: async () => {
        const id = await make.invoice();
        await suite.t.app.db
          .updateTable('invoices')
          .set({ customer_email: 'matrix.customer@example.com' })
          .where('id', '=', id)
          .execute();
        return { url: `/api/invoices/${id}/send` };
      },
    },

    'GET /api/outbox': {
      who: ADMIN,
      expected: adminOnly,
      request: () => ({ url: '/api/outbox' }),
    },
    'GET /api/outbox/:id': {
      who: ADMIN,
      expected: adminOnly,
      request: () => ({ url: `/api/outbox/${ids.mail}` }),
    },
    'POST /api/outbox/:id/resend': {
      who: ADMIN,
      expected: adminOnly,
      request: () => ({ url: `/api/outbox/${ids.mail}/resend` }),
    },
    'GET /api/company': {
      who: PUBLIC,
      expected: everyone(200),
      request: () => ({ url: '/api/company' }),
    },
    'GET /api/company/settings': {
      who: ADMIN,
      expected: adminOnly,
      request: () => ({ url: '/api/company/settings' }),
    },
    'PUT /api/company/settings': {
      who: ADMIN,
      expected: adminOnly,
      request: () => ({
        url: '/api/company/settings',
        payload: { data: EXAMPLE_COMPANY_SETTINGS },
      }),
    },
    'GET /api/audit-log': {
      who: ADMIN,
      expected: adminOnly,
      request: () => ({ url: '/api/audit-log' }),
    },
    'GET /api/dashboard': {
      who: STAFF,
      expected: staffOnly,
      request: () => ({ url: '/api/dashboard' }),
    },
    'POST /api/dashboard/visit': {
      who: STAFF,
      expected: staffOnly,
      request: () => ({ url: '/api/dashboard/visit' }),
    },
    ...Object.fromEntries(
      [
        ['/api/contacts/export', STAFF],
        ['/api/carrers/export', STAFF],
        ['/api/services/export', STAFF],
        ['/api/invoices/export', STAFF],
        ['/api/jobs/export', STAFF],
        ['/api/events/export', STAFF],
        ['/api/employees/export', STAFF],
        ['/api/users/export', ADMIN],
        ['/api/audit-log/export', ADMIN],
        ['/api/outbox/export', ADMIN],
      ].map(([url, who]): [string, RouteRow] => [
        `GET ${url}`,
        {
          who: who!,
          expected: who === ADMIN ? adminOnly : staffOnly,
          answersFile: true,
          request: () => ({ url: url! }),
        },
      ]),
    ),
    'GET /api/data-protection/retention': {
      who: ADMIN,
      expected: adminOnly,
      request: () => ({ url: '/api/data-protection/retention' }),
    },
    'GET /api/data-protection/preview': {
      who: ADMIN,
      expected: adminOnly,
      request: () => ({ url: '/api/data-protection/preview?email=example.person%40example.com' }),
    },
    'POST /api/data-protection/erase': {
      who: ADMIN,
      expected: adminOnly,
      request: () => ({
        url: '/api/data-protection/erase',
        payload: { data: { email: 'nobody.here@example.com' } },
      }),
    },
  });

  it('has a row for every route the server registers, and none for a route it does not', () => {
    const registered = registeredRoutes().map(routeKey).sort();
    expect(registered.length).toBeGreaterThan(40);
    expect(Object.keys(rows()).sort()).toEqual(registered);
  });

  it(
    'answers exactly the status of the table for every route and caller, refusals in the error shape',
    // Over 90 routes times 8 callers, some 30 of the calls hashing a password with argon2 at its
    // production cost: about a minute alone on a busy machine, more beside the rest of the suite.
    { timeout: 180_000 },
    async () => {
      const actual: string[] = [];
      const wanted: string[] = [];
      for (const [key, row] of Object.entries(rows())) {
        const method = key.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
        for (const caller of CALLERS) {
          const request = await row.request();
          const response = await suite.t.app.inject({
            method,
            url: request.url,
            payload: request.payload as string | object | undefined,
            headers: { ...callers.headers[caller], ...request.headers },
          });
          if (row.renewsToken && response.statusCode === 200) {
            // In place: the fixture maker holds the Staff caller's headers.
            callers.headers[caller].authorization = `Bearer ${response.json().jwt}`;
          }
          actual.push(`${key} as ${caller}: ${response.statusCode}`);
          wanted.push(`${key} as ${caller}: ${row.expected[caller]}`);
          if (response.statusCode === 401 || response.statusCode === 403) {
            expect(response.json(), `${key} as ${caller}`).toEqual({
              data: null,
              error: {
                status: response.statusCode,
                name: response.statusCode === 401 ? 'UnauthorizedError' : 'ForbiddenError',
                message:
                  response.statusCode === 401 ? 'Missing or invalid credentials' : 'Forbidden',
                details: {},
              },
            });
          }
        }
      }
      expect(actual).toEqual(wanted);
    },
  );

  it('documents every API route in the OpenAPI document, JSON answers with their schema', async () => {
    type Operation = {
      responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
    };
    const document = (await suite.t.app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, Operation | undefined>>;
    };
    const table = rows();
    const undocumented = registeredRoutes()
      .filter((route) => route.url.startsWith('/api/') && !route.url.includes('*'))
      .filter((route) => !route.url.startsWith('/api/docs') && route.url !== '/api/openapi.json')
      .filter((route) => {
        const operation =
          document.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
        if (table[routeKey(route)]?.answersFile) return operation?.responses === undefined;
        return operation?.responses?.['200']?.content?.['application/json']?.schema === undefined;
      })
      .map(routeKey);
    expect(undocumented).toEqual([]);
  });
});
