import { brotliDecompressSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLE_COMPANY_SETTINGS } from '@app/shared/company';
import { loginAs } from '../../../test/test-app';
import { inlineScriptSource } from '../../plugins/security-headers';
import { testAppSuite } from '../../../test/test-suite';
import { pagesFromSource } from '../../../test/web-source';

/** The JSON of every `<script type="application/ld+json">` in a page. */
const structuredData = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );

/** The content the page embeds for the browser to hydrate with. */
const embeddedContent = (html: string) =>
  JSON.parse(
    /<script type="application\/json" id="site-content">([^<]*)<\/script>/.exec(html)![1]!,
  );

describe('pages rendered on the server from the content staff keep', () => {
  const suite = testAppSuite('Admin', () =>
    pagesFromSource({ PUBLIC_URL: 'https://www.example.com' }),
  );
  let staff: { authorization: string };
  const page = (url: string, headers: Record<string, string> = {}) =>
    suite.t.app.inject({ url, headers });
  const legalName = async () =>
    (await suite.t.app.inject({ url: '/api/company' })).json().data.attributes.legalName as string;

  beforeAll(async () => {
    staff = (await loginAs(suite.t, 'Staff')).authorization;
  });

  it('serves every public page as HTML that is never cached, with its head and its content', async () => {
    for (const [url, heading] of [
      ['/', 'Ravi Software'],
      ['/about', 'Meet the Team'],
      ['/events', 'Our Events'],
      ['/career', 'Open Positions'],
      ['/career/', 'Open Positions'],
      ['/contact', 'Visit Us'],
      ['/apply', 'Position'],
      ['/imprint', 'Imprint'],
      ['/privacy', 'Privacy Policy'],
    ] as const) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body, url).toContain(heading);
      expect(response.body).toMatch(/<title>[^<]+ Ravi Software<\/title>|<title>Ravi Software/);
      expect(embeddedContent(response.body).company.legalName).toBe('Ravi Software GmbH');
    }
    const about = await page('/about');
    expect(about.body).toContain('<link rel="canonical" href="https://www.example.com/about" />');
  });

  it("allows each inline script of every page, and only those, by its hash in the page's CSP", async () => {
    for (const url of ['/', '/de/contact', '/login', '/manage', '/no-such-page']) {
      const response = await page(url);
      const scripts = [...response.body.matchAll(/<script>([^<]*)<\/script>/g)].map((match) =>
        inlineScriptSource(match[1]!),
      );
      expect(scripts, url).toHaveLength(1);
      const scriptSources = /script-src ([^;]*)/.exec(
        String(response.headers['content-security-policy']),
      )![1]!;
      expect(scriptSources.split(' ').sort(), url).toEqual(["'self'", ...scripts].sort());
    }
  });

  it('serves the shell for sign-in and every admin path, and the not-found page with 404', async () => {
    for (const url of ['/login', '/signup', '/manage', '/manage/invoices/new']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).toContain('<meta name="robots" content="noindex" />');
      expect(embeddedContent(response.body).jobs.length).toBeGreaterThan(0);
    }
    for (const url of ['/no-such-page', '/career/no-such-job', '/career/Frontend', '/career/a/b']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('Page not found');
    }
  });

  it('sends pages compressed as the browser asks and answers 304 when its copy is current', async () => {
    const plain = await page('/imprint');
    const br = await page('/imprint', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const etag = plain.headers['etag'] as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await page('/imprint', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('shows saved company settings in the imprint, the footer and the contact page at once', async () => {
    const before = await page('/imprint');
    expect(before.body).toContain('HRB 241873 B');
    const saved = await suite.t.app.inject({
      method: 'PUT',
      url: '/api/company/settings',
      headers: suite.auth,
      payload: {
        data: {
          ...EXAMPLE_COMPANY_SETTINGS,
          legalName: 'Indus Code GmbH',
          registerNumber: 'HRB 777001 B',
          email: 'hello@induscode.example',
          managingDirectors: ['Ayesha Khan', 'Jonas Weber'],
        },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const imprint = await page('/imprint');
    expect(imprint.headers['etag']).not.toBe(before.headers['etag']);
    expect(imprint.body).toContain('Indus Code GmbH');
    expect(imprint.body).toContain('Amtsgericht Berlin-Charlottenburg, HRB 777001 B');
    expect(imprint.body).toContain('Ayesha Khan, Jonas Weber');
    expect(imprint.body).not.toContain('HRB 241873 B');
    // The footer of every page, the contact page and what the browser hydrates with.
    const home = await page('/');
    // React marks where one text node ends and the next begins.
    expect(home.body.replaceAll('<!-- -->', '')).toMatch(
      /© \d{4} Indus Code GmbH\. All rights reserved\./,
    );
    expect(embeddedContent(home.body).company.isExample).toBe(false);
    expect((await page('/contact')).body).toContain('mailto:hello@induscode.example');
    // Bank details are never on a public page.
    expect(home.body).not.toContain(EXAMPLE_COMPANY_SETTINGS.bank.iban);
  });

  it('follows a job from creation to publication, edit and closing, on Careers and its own page', async () => {
    const careers = async () => (await page('/career')).body;
    const created = await suite.t.app.inject({
      method: 'POST',
      url: '/api/jobs',
      headers: staff,
      payload: {
        data: {
          title: 'Site Reliability Engineer',
          summary: 'Keep our clients’ platforms fast & available.',
          qualifications: ['Linux <and> networking'],
        },
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id, attributes } = created.json().data as { id: number; attributes: { slug: string } };
    expect(attributes.slug).toBe('site-reliability-engineer');
    const jobPage = `/career/${attributes.slug}`;
    // A draft is on no page.
    expect(await careers()).not.toContain('Site Reliability Engineer');
    expect((await page(jobPage)).statusCode).toBe(404);

    const publish = await suite.t.app.inject({
      method: 'PUT',
      url: `/api/jobs/${id}`,
      headers: staff,
      payload: { data: { published: true } },
    });
    expect(publish.statusCode, publish.body).toBe(200);
    expect(await careers()).toContain('Site Reliability Engineer');
    const own = await page(jobPage);
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain('<title>Site Reliability Engineer – Ravi Software</title>');
    expect(own.body).toContain('Linux &lt;and&gt; networking');
    expect((await page('/apply')).body).toContain('<option value="Site Reliability Engineer">');

    const [posting] = structuredData(own.body);
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Site Reliability Engineer',
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: await legalName() },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'Lahore',
          addressCountry: 'Pakistan',
        },
      },
      url: `https://www.example.com${jobPage}`,
    });
    expect(posting!.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(posting!.description).toContain('<li>Linux &lt;and&gt; networking</li>');

    await suite.t.app.inject({
      method: 'PUT',
      url: `/api/jobs/${id}`,
      headers: staff,
      payload: { data: { title: 'Senior Site Reliability Engineer' } },
    });
    expect(await careers()).toContain('Senior Site Reliability Engineer');
    // The slug stays, so links to the page keep working.
    expect((await page(jobPage)).body).toContain('Senior Site Reliability Engineer');

    await suite.t.app.inject({
      method: 'PUT',
      url: `/api/jobs/${id}`,
      headers: staff,
      payload: { data: { published: false } },
    });
    expect(await careers()).not.toContain('Site Reliability Engineer');
    expect((await page(jobPage)).statusCode).toBe(404);
    expect((await page('/apply')).body).not.toContain('Site Reliability Engineer');
  });

  it('renders the Culture page with the newest events and drops it when an event changes', async () => {
    const created = await suite.t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: staff,
      payload: {
        data: { title: 'Lahore Hackathon Night', date: '2026-11-20', description: 'Pizza.' },
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const culture = await page('/events');
    expect(culture.body).toContain('Lahore Hackathon Night');
    expect(embeddedContent(culture.body).culture.events.data[0].attributes.title).toBe(
      'Lahore Hackathon Night',
    );
    // Other pages do not carry the Culture page's lists.
    expect(embeddedContent((await page('/')).body).culture).toBeUndefined();
  });
});
