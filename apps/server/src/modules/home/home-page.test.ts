import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from '../../../test/test-app';
import { webFromSource } from '../../../test/web-source';
import { sampleFiles, uploadOk } from '../files/upload-test-helpers';

/** The home page as the server renders it from what Staff keep in the Home tab. */
describe('the home page rendered from its content', () => {
  let t: TestApp;
  let staff: { authorization: string };
  const home = async () => (await t.app.inject({ url: '/' })).body.replace(/<!-- -->/g, '');
  const send = async (method: 'POST' | 'PUT' | 'DELETE', url: string, data?: unknown) => {
    const response = await t.app.inject({
      method,
      url,
      headers: staff,
      ...(data === undefined ? {} : { payload: { data } }),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { id: number };
  };

  beforeAll(async () => {
    const { webDistDir, web } = webFromSource();
    t = await createTestApp({ WEB_DIST_DIR: webDistDir }, web);
    staff = (await loginAs(t, 'Staff')).authorization;
  });
  afterAll(async () => {
    await t.close();
  });

  it('leaves out every section whose list is empty, with no placeholder in its place', async () => {
    const html = await home();
    expect(html).toContain('Software that moves your business forward');
    expect(html).not.toContain('Trusted by teams across Europe');
    expect(html).not.toContain('logo-strip');
    expect(html).not.toContain('What our clients say');
    expect(html).not.toContain('hero__facts');
    expect(html).not.toContain('hero-art__card');
  });

  it('shows a client, a testimonial and the figures on the next request after each change', async () => {
    const [logo] = await uploadOk(
      t,
      [{ filename: 'nordhafen.png', data: await sampleFiles.image('png', 360, 96) }],
      staff,
    );
    const client = await send('POST', '/api/clients', {
      name: 'Nordhafen Logistics',
      logo: logo!.id,
    });
    let html = await home();
    expect(html).toContain('Trusted by teams across Europe');
    // SPEC.md's media rule: the small rendition of the logo.
    expect(html).toMatch(
      /<img src="\/uploads\/small_[0-9a-f]+\.png" alt="Nordhafen Logistics" width="360" height="96" loading="lazy"/,
    );

    await send('POST', '/api/client-testimonials', {
      quote: 'They shipped every two weeks.',
      name: 'Katrin Vogel',
      role: 'Head of Operations',
      company: 'Nordhafen Logistics',
    });
    await send('PUT', '/api/key-figures', {
      facts: [{ value: '10+', label: 'years of delivery' }],
      highlights: [{ value: '99.98%', label: 'Uptime' }],
    });
    html = await home();
    expect(html).toContain('What our clients say');
    expect(html).toContain('They shipped every two weeks.');
    expect(html).toContain('Head of Operations, Nordhafen Logistics');
    expect(html).toContain('<dt>years of delivery</dt><dd>10+</dd>');
    expect(html).toMatch(/hero-art__label">Uptime<\/span><span class="hero-art__value">99.98%</);

    await send('DELETE', `/api/clients/${client.id}`);
    html = await home();
    expect(html).not.toContain('Trusted by teams across Europe');
    expect(html).toContain('What our clients say');
  });
});
