import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from '../../../test/test-app';
import { pagesFromSource } from '../../../test/web-source';

/**
 * The privacy policy's promises that the product itself can be held to, checked against the
 * server-rendered page and the server's answers.
 */
describe('what the privacy policy promises', () => {
  let t: TestApp;
  afterEach(async () => {
    await t.close();
  });

  async function start(env: Record<string, string>) {
    const pages = pagesFromSource(env);
    t = await createTestApp(pages.env, pages.web);
  }
  // React marks where one text node ends and the next begins with `<!-- -->`.
  const text = (html: string) => html.replace(/<!-- -->/g, '');

  it('quotes the retention period the server deletes messages and applications by', async () => {
    await start({ DATA_RETENTION_DAYS: '90' });
    const page = await t.app.inject({ url: '/privacy' });
    expect(text(page.body)).toContain(
      'Contact messages and job applications, with any resume attached, are deleted automatically 90 days after we receive them.',
    );
    expect(page.body).not.toContain('365 days');
    const embedded = /<script type="application\/json" id="site-content">([^<]*)<\/script>/.exec(
      page.body,
    )![1]!;
    expect(JSON.parse(embedded).policy).toEqual({ dataRetentionDays: 90 });
  });

  it('promises no deletion date when nothing is deleted by age', async () => {
    await start({ DATA_RETENTION_DAYS: '0' });
    const page = text((await t.app.inject({ url: '/privacy' })).body);
    expect(page).toContain('are kept until we erase them, at the latest when you ask us to');
    expect(page).not.toContain('deleted automatically');
  });

  it('with HSTS=1 tells browsers to use HTTPS only, and sets no cookie that could travel without it', async () => {
    await start({ HSTS: '1' });
    const account = { email: 'promises@example.com', password: 'promises-password' };
    const staff = await loginAs(t, 'Staff', account);
    const responses = [
      await t.app.inject({ url: '/' }),
      await t.app.inject({ url: '/privacy' }),
      await t.app.inject({ url: '/api/company' }),
      await t.app.inject({ url: '/api/contacts', headers: staff.authorization }),
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/local',
        payload: { identifier: account.email, password: account.password },
      }),
    ];
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    for (const response of responses) {
      expect(response.headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
      expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests');
      // The sign-in session lives in the browser's local storage: no response sets a cookie.
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('without HSTS sends no HSTS header (a server reached over plain HTTP must not)', async () => {
    await start({ HSTS: '0' });
    const page = await t.app.inject({ url: '/' });
    expect(page.headers['strict-transport-security']).toBeUndefined();
  });
});
