import { testAppSuite } from '../../../test/test-suite';
import { describe, expect, it } from 'vitest';
import { pagesFromSource } from '../../../test/web-source';
import { sampleFiles, uploadOk } from '../../../test/support/upload-test-helpers';

/** The home page as the server renders it from what Staff keep in the Home tab. */
describe('the home page rendered from its content', () => {
  const suite = testAppSuite('Staff', () => pagesFromSource());
  const home = async () => (await suite.t.app.inject({ url: '/' })).body.replace(/<!-- -->/g, '');
  const send = async (method: 'POST' | 'PUT' | 'DELETE', url: string, data?: unknown) => {
    const response = await suite.t.app.inject({
      method,
      url,
      headers: suite.auth,
      ...(data === undefined ? {} : { payload: { data } }),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { id: number };
  };

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
      suite.t,
      [{ filename: 'nordhafen.png', data: await sampleFiles.image('png', 360, 96) }],
      suite.auth,
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
