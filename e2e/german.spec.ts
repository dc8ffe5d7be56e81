import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import {
  dismissCookieBanner,
  expectNoSeriousAxeViolations,
  openForAxe,
  waitForHydration,
} from './support/public-helpers';

/** Every German public page with the heading that opens it. */
const GERMAN_PAGES = [
  { path: '/de', heading: 'Software, die Ihr Unternehmen voranbringt' },
  { path: '/de/about', heading: 'Wer wir sind' },
  { path: '/de/events', heading: 'Arbeiten bei Ravi Software' },
  { path: '/de/career', heading: 'Offene Stellen' },
  { path: '/de/contact', heading: 'Lassen Sie uns über Ihr Projekt sprechen' },
  { path: '/de/apply', heading: 'Jetzt bewerben' },
  { path: '/de/imprint', heading: 'Impressum' },
  { path: '/de/privacy', heading: 'Datenschutzerklärung' },
] as const;

test('the header’s switcher keeps the visitor on the same page, both ways, and remembers the choice', async ({
  page,
}) => {
  await dismissCookieBanner(page);
  await page.goto('/about');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/de\/about$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wer wir sind');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('de');

  // The German navigation stays in German.
  await waitForHydration(page);
  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Karriere' })
    .click();
  await expect(page).toHaveURL(/\/de\/career$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Offene Stellen');
  // A job's fixed facts are translated; what Staff wrote (its title, location) is not.
  await expect(page.locator('.job__meta').first()).toContainText('Vollzeit');

  // By keyboard back to English, on the same page.
  const english = page.getByRole('link', { name: 'English' });
  await english.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/career$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Open Positions');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
});

/** The built catalogs' files: `de/home` → `assets/home-….js`, from the build's manifest. */
function catalogFiles(): Map<string, string> {
  const manifest = JSON.parse(
    readFileSync(new URL('../apps/web/dist/.vite/manifest.json', import.meta.url), 'utf8'),
  ) as Record<string, { file: string }>;
  const catalogs = new Map<string, string>();
  for (const [key, { file }] of Object.entries(manifest)) {
    const match = /^src\/locales\/(\w+\/[\w-]+)\.po$/.exec(key);
    if (match) catalogs.set(`/${file}`, match[1]!);
  }
  return catalogs;
}

test('a page loads only its own language’s catalogs, and a page reached in the app brings its own texts and title', async ({
  page,
}) => {
  const catalogs = catalogFiles();
  const loaded: string[] = [];
  page.on('request', (request) => {
    const catalog = catalogs.get(new URL(request.url()).pathname);
    if (catalog) loaded.push(catalog);
  });
  await dismissCookieBanner(page);
  await page.goto('/de');
  await waitForHydration(page);
  expect(loaded.sort()).toEqual(['de/home', 'de/site']);

  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Über uns' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wer wir sind');
  await expect(page).toHaveTitle('Über uns – Ravi Software');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /^Wer wir sind/,
  );
  expect(loaded.sort()).toEqual(['de/about', 'de/home', 'de/site']);
});

test('a browser that prefers German is offered the German site on /, never redirected, and can say no', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  try {
    await dismissCookieBanner(page);
    await page.goto('/');
    await waitForHydration(page);
    const hint = page.getByRole('complementary', { name: 'Sprache' });
    await expect(hint).toContainText('Diese Website gibt es auch auf Deutsch.');
    await expect(page).toHaveURL(/\/$/);
    await hint.getByRole('button', { name: 'Hinweis schließen und auf Englisch bleiben' }).click();
    await expect(hint).toBeHidden();
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Software that moves your business forward',
    );
    await expect(page.getByRole('complementary', { name: 'Sprache' })).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('the German contact form says what is wrong in German, in the browser and from the server', async ({
  page,
}) => {
  await dismissCookieBanner(page);
  await page.goto('/de/contact');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(page.getByText('Vorname ist erforderlich.')).toBeVisible();
  await expect(page.getByLabel('Vorname')).toHaveAccessibleDescription('Vorname ist erforderlich.');

  await page.getByLabel('Vorname').fill('Jonas');
  await page.getByLabel('Nachname').fill('Weber');
  await page.getByLabel('E-Mail').fill('jonas@example');
  await page.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(page.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeVisible();

  // The server answers a German page in German.
  const answer = await page.evaluate(async () => {
    const response = await fetch('/api/contacts', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'de' },
      body: JSON.stringify({ data: { firstName: 'Jonas' } }),
    });
    return (await response.json()) as { error: { details: { errors: { message: string }[] } } };
  });
  expect(answer.error.details.errors.map((error) => error.message)).toContain(
    'Nachname ist erforderlich.',
  );
});

test('each page’s sitemap entry names its other language, and every alternate answers in its language', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const entries = [
    ...sitemap.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>[^<]*<\/lastmod>)?(.*?)<\/url>/g),
  ];
  expect(entries.length).toBeGreaterThan(16);
  for (const [, loc, links] of entries) {
    const alternates = Object.fromEntries(
      [...links!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((match) => [
        match[1],
        match[2],
      ]),
    );
    expect(Object.keys(alternates).sort(), loc).toEqual(['de', 'en', 'x-default']);
    // The page is one of its own alternates, and the other language links back to it.
    expect(Object.values(alternates), loc).toContain(loc);
    const other = alternates[new URL(loc!).pathname.startsWith('/de') ? 'en' : 'de']!;
    const otherEntry = entries.find(([, candidate]) => candidate === other);
    expect(otherEntry?.[2], other).toContain(`href="${loc}"`);
  }
  for (const [language, path] of [
    ['de', '/de/about'],
    ['en', '/about'],
  ] as const) {
    const page = await request.get(path);
    expect(page.status()).toBe(200);
    expect(await page.text()).toContain(`<html lang="${language}">`);
  }
});

for (const { path, heading } of GERMAN_PAGES) {
  test(`axe finds no serious or critical problem on ${path}`, async ({ browser }) => {
    const { context, page } = await openForAxe(browser);
    try {
      await page.goto(path);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      // With the cookie banner showing, in German, as a first-time visitor sees the page.
      await expect(page.getByRole('region', { name: 'Cookies auf dieser Website' })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    } finally {
      await context.close();
    }
  });
}
