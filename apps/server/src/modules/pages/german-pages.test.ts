import { testServerSuite } from '../../../test/test-suite';
import { describe, expect, it } from 'vitest';
import { pagesFromSource } from '../../../test/web-source';

const SITE = 'https://www.example.com';

/** The `hreflang` alternates a page's head names, by language. */
const alternatesOf = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map(
      (match) => [match[1]!, match[2]!],
    ),
  );

/** The page's visible text without React's text-node markers. */
const textOf = (html: string) => html.replaceAll('<!-- -->', '');

describe('the German pages, rendered on the server through the page renderer', () => {
  const suite = testServerSuite(() => pagesFromSource({ PUBLIC_URL: SITE }));
  const page = (url: string) => suite.t.app.inject({ url });

  // The demo content's open jobs include the Backend Developer.
  it('serves every public page in German with lang="de", a German title and German text', async () => {
    for (const [url, title, text] of [
      [
        '/de',
        'Individualsoftware, Cloud und KI aus Lahore',
        'Software, die Ihr Unternehmen voranbringt',
      ],
      ['/de/about', 'Über uns – Ravi Software', 'Was uns antreibt'],
      ['/de/events', 'Kultur – Ravi Software', 'Unsere Veranstaltungen'],
      ['/de/career', 'Karriere – Ravi Software', 'Offene Stellen'],
      [
        '/de/career/backend-developer',
        'Backend Developer (Node.js/NestJS) – Ravi Software',
        'Jetzt bewerben',
      ],
      ['/de/contact', 'Kontakt – Ravi Software', 'Nachricht senden'],
      ['/de/apply', 'Bewerben – Ravi Software', 'Bewerbung absenden'],
      ['/de/imprint', 'Impressum – Ravi Software', 'Angaben gemäß § 5 Digitale-Dienste-Gesetz'],
      ['/de/privacy', 'Datenschutzerklärung – Ravi Software', 'Stand: 2. Juni 2025'],
    ] as const) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<html lang="de">');
      expect(/<title>([^<]*)<\/title>/.exec(response.body)?.[1], url).toContain(title);
      expect(textOf(response.body), url).toContain(text);
      // The navigation and footer are German too.
      expect(textOf(response.body), url).toContain('Alle Rechte vorbehalten.');
      expect(response.body, url).not.toContain('All rights reserved.');
    }
  });

  it('writes the German privacy policy as its own thirteen sections, dated 2 June 2025', async () => {
    const privacy = textOf((await page('/de/privacy')).body);
    const headings = [...privacy.matchAll(/<h2 id="section-\d+">.*?<\/span> ([^<]+)<\/h2>/g)];
    expect(headings.map((match) => match[1])).toEqual([
      'Welche Daten wir verarbeiten',
      'Zwecke der Verarbeitung',
      'Rechtsgrundlagen der Verarbeitung',
      'Cookies und lokaler Speicher',
      'Dienste Dritter',
      'Empfänger der Daten',
      'Übermittlung in Drittländer',
      'Speicherdauer',
      'Datensicherheit',
      'Ihre Rechte',
      'Daten von Kindern',
      'Änderungen dieser Datenschutzerklärung',
      'Kontakt',
    ]);
    expect(privacy).toContain('Verantwortlicher im Sinne der DSGVO ist die Ravi Software GmbH');
  });

  it('leaves the English pages English', async () => {
    const home = await page('/');
    expect(home.body).toContain('<html lang="en">');
    expect(textOf(home.body)).toContain('All rights reserved.');
  });

  it('links each page to its other language and back, with x-default on the English page', async () => {
    for (const [english, german] of [
      ['/', '/de'],
      ['/about', '/de/about'],
      ['/career/backend-developer', '/de/career/backend-developer'],
      ['/privacy', '/de/privacy'],
    ] as const) {
      const expected = {
        en: `${SITE}${english}`,
        de: `${SITE}${german}`,
        'x-default': `${SITE}${english}`,
      };
      const fromEnglish = (await page(english)).body;
      const fromGerman = (await page(german)).body;
      expect(alternatesOf(fromEnglish), english).toEqual(expected);
      expect(alternatesOf(fromGerman), german).toEqual(expected);
      expect(fromGerman).toContain(`<link rel="canonical" href="${SITE}${german}" />`);
      // Each alternate is a page that answers 200 in its language.
      for (const href of Object.values(expected)) {
        const target = await page(new URL(href).pathname);
        expect(target.statusCode, href).toBe(200);
      }
    }
  });

  it('answers a German path that is no page with the German not-found page', async () => {
    const missing = await page('/de/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<html lang="de">');
    expect(textOf(missing.body)).toContain('Seite nicht gefunden');
    // The account and the admin area exist in English only.
    expect((await page('/de/manage')).statusCode).toBe(404);
    expect((await page('/de/account')).statusCode).toBe(404);
  });

  it('serves the German sign-in and sign-up shells in German', async () => {
    for (const url of ['/de/login', '/de/signup']) {
      const shell = await page(url);
      expect(shell.statusCode, url).toBe(200);
      expect(shell.body, url).toContain('<html lang="de">');
      expect(shell.body, url).toContain('<title>Wird geladen…</title>');
    }
  });

  it('lists both languages in the sitemap, each entry naming its alternates', async () => {
    const sitemap = (await page('/sitemap.xml')).body;
    expect(sitemap).toContain(`<loc>${SITE}/de/about</loc>`);
    expect(sitemap).toContain(`<loc>${SITE}/about</loc>`);
    expect(sitemap).toContain(`<loc>${SITE}/de/career/backend-developer</loc>`);
    expect(sitemap).toContain(
      `<xhtml:link rel="alternate" hreflang="de" href="${SITE}/de/about"/>`,
    );
    expect(sitemap).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/about"/>`,
    );
  });
});
