import { expect, test } from '@playwright/test';
import { pauseClock } from './support/clock';
import { dismissCookieBanner, PUBLIC_PAGES, waitForHydration } from './support/public-helpers';

test.beforeEach(async ({ page }) => dismissCookieBanner(page));

test('every public page arrives as HTML that already holds its text, with its own title and description', async ({
  request,
}) => {
  const titles = new Set<string>();
  for (const { path, heading } of PUBLIC_PAGES) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).toContain(heading);
    // The content is in place: no inline script is needed to reveal it. The one inline script
    // only keeps the cookie banner's choice.
    expect(html.match(/<script>/g), path).toHaveLength(1);
    expect(html, path).toMatch(/<script>try\{var k="cookieConsent"/);
    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
    expect(title, path).toBeTruthy();
    titles.add(title!);
    expect(html, path).toMatch(/<meta name="description" content="[^"]{40,}"/);
    expect(html, path).toMatch(/<meta property="og:title" content="[^"]+"/);
    expect(html, path).toMatch(/<meta property="og:image" content="[^"]+og-card\.jpg"/);
  }
  expect(titles.size).toBe(PUBLIC_PAGES.length);
});

test('public pages load without a script error or a Content-Security-Policy violation', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  for (const { path } of PUBLIC_PAGES) {
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
  }
  expect(problems).toEqual([]);
});

test('public pages never load the admin area’s code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  for (const { path } of PUBLIC_PAGES) {
    await page.goto(path);
    await waitForHydration(page);
  }
  expect(scripts.filter((url) => /admin-area/.test(url))).toEqual([]);
});

test('home: hero with a call to action, What We Offer, client logos, testimonials and a closing call to action', async ({
  page,
}) => {
  await page.goto('/');
  const hero = page.getByRole('region', { name: 'Software that moves your business forward' });
  await expect(hero.getByRole('link', { name: 'Start your project' })).toHaveAttribute(
    'href',
    '/contact',
  );
  const offers = page.getByRole('region', { name: 'What We Offer' });
  for (const card of ['Custom Software', 'Cloud Solutions', 'AI Innovation']) {
    await expect(offers.getByRole('heading', { name: card })).toBeVisible();
  }
  const logos = page.getByRole('region', { name: 'Trusted by teams across Europe' });
  await expect(logos.getByRole('img')).toHaveCount(7);
  const carousel = page.getByRole('region', { name: 'Client testimonials' });
  await expect(carousel.locator('.carousel__slide')).toHaveCount(2);
  await expect(carousel.getByRole('button', { name: 'Next slide' })).toBeVisible();
  const closing = page.getByRole('region', { name: 'Have a project in mind?' });
  await expect(closing.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
    'href',
    '/contact',
  );
});

test('about: every section, seven partner flags, twenty technologies and twelve team members', async ({
  page,
}) => {
  await page.goto('/about');
  for (const heading of [
    'Who We Are',
    'Global Partners',
    'What Drives Us',
    'Our Mission',
    'Our Office',
    'Our Expertise',
    'Meet the Team',
  ]) {
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  }
  const partners = page.getByRole('region', { name: 'Global Partners' }).getByRole('listitem');
  await expect(partners).toHaveText([
    'Germany',
    'United Kingdom',
    'Netherlands',
    'Switzerland',
    'Denmark',
    'Austria',
    'Czech Republic',
  ]);
  await expect(page.getByRole('region', { name: 'Global Partners' }).locator('img')).toHaveCount(7);
  for (const value of ['Innovation', 'Agility', 'Partnership']) {
    await expect(
      page.getByRole('region', { name: 'What Drives Us' }).getByRole('heading', { name: value }),
    ).toBeVisible();
  }
  await expect(
    page.getByRole('region', { name: 'Our Expertise' }).getByRole('listitem'),
  ).toHaveCount(20);
  await expect(page.getByRole('region', { name: 'Our Office', exact: true })).toContainText(
    'Lahore',
  );
  await expect(
    page
      .getByRole('region', { name: 'Photos of our office in Lahore' })
      .locator('.carousel__slide'),
  ).toHaveCount(3);
  const team = page.getByRole('region', { name: 'Meet the Team' }).getByRole('article');
  await expect(team).toHaveCount(12);
  // The hiring card stands for a real open job and links to its page.
  await expect(team.last()).toContainText('We’re hiring');
  await expect(team.last().getByRole('link', { name: /Read the job/ })).toHaveAttribute(
    'href',
    /^\/career\/[a-z0-9-]+$/,
  );
});

test('culture: introduction, employee testimonials and events from the API', async ({ page }) => {
  await page.goto('/events');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Life at Ravi Software');
  const voices = page.getByRole('region', { name: 'What Our Employees Say' });
  await expect(voices.getByRole('figure').first()).toBeVisible();
  const events = page.getByRole('region', { name: 'Our Events' });
  await expect(events.getByRole('article').first()).toBeVisible();
});

test('careers: six jobs in an accordion, each with its own page; Apply Now chooses that position', async ({
  page,
}) => {
  await page.goto('/career');
  await waitForHydration(page);
  const triggers = page.getByRole('button', { expanded: false });
  await expect(triggers).toHaveCount(6);
  await page.getByRole('button', { name: /Backend Developer \(Node\.js\/NestJS\)/ }).click();
  const panel = page.getByRole('region', { name: /Backend Developer/ });
  for (const heading of ['Qualifications', 'Responsibilities', 'Perks']) {
    await expect(panel.getByRole('heading', { name: heading })).toBeVisible();
  }
  await panel.getByRole('link', { name: /job’s page/ }).click();
  await expect(page).toHaveURL(/\/career\/backend-developer$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Backend Developer (Node.js/NestJS)',
  );
  await expect(page).toHaveTitle('Backend Developer (Node.js/NestJS) – Ravi Software');
  await page.getByRole('link', { name: /Apply Now/ }).click();
  await expect(page).toHaveURL(/\/apply\?position=Backend\+Developer\+%28Node\.js%2FNestJS%29$/);
  await expect(page.getByRole('combobox', { name: 'Position' })).toHaveValue(
    'Backend Developer (Node.js/NestJS)',
  );
});

test('contact: form, emergency notice and the Visit Us block', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('form', { name: 'Send us a message' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Urgent matter?' })).toContainText('e-mail');
  const visit = page.getByRole('region', { name: 'Visit Us' });
  await expect(visit).toContainText('Lahore');
  await expect(visit.getByRole('link', { name: /^\+92/ })).toHaveAttribute('href', /^tel:\+92/);
  await expect(visit.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
});

test('imprint and privacy policy: company details, thirteen numbered sections, last updated when its text last changed', async ({
  page,
}) => {
  await page.goto('/imprint');
  await expect(page.getByText('Ravi Software GmbH').first()).toBeVisible();
  for (const heading of ['Disclaimer', 'Data Protection', 'Copyright'])
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'privacy policy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByText('Last updated: November 25, 2026')).toBeVisible();
  await expect(page.locator('.legal__section h2')).toHaveCount(13);
  await expect(page.locator('.legal__section h2').first()).toHaveText('1. Information We Collect');
  await expect(page.locator('.legal__section h2').last()).toHaveText('13. Contact Us');
});

test('the main navigation and the footer links lead to their pages', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [label, path, heading] of [
    ['About us', '/about', 'Who We Are'],
    ['Culture', '/events', 'Life at Ravi Software'],
    ['Contact us', '/contact', 'Let’s talk about your project'],
    ['Careers', '/career', 'Open Positions'],
    ['Home', '/', 'Software that moves your business forward'],
  ] as const) {
    await nav.getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path === '/' ? '/' : path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  }
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  for (const [label, path] of [
    ['Imprint', '/imprint'],
    ['Privacy', '/privacy'],
    ['Contact', '/contact'],
  ] as const) {
    await footer
      .getByRole('navigation', { name: 'Footer' })
      .getByRole('link', { name: label, exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu button opens and closes the navigation, by pointer and keyboard', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const button = nav.getByRole('button', { name: 'Menu' });
    await expect(nav.getByRole('link', { name: 'Careers' })).toBeHidden();

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Home' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    await expect(nav.getByRole('link', { name: 'Careers' })).toBeHidden();

    await page.keyboard.press('Enter');
    await nav.getByRole('link', { name: 'Careers' }).click();
    await expect(page).toHaveURL(/\/career$/);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Open Positions');
  });

  test('no page scrolls sideways, down to 360 px', async ({ page }) => {
    for (const width of [390, 360]) {
      await page.setViewportSize({ width, height: 800 });
      for (const { path } of PUBLIC_PAGES) {
        await page.goto(path);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0);
      }
    }
  });
});

test.describe('carousels', () => {
  test('the office carousel moves on every 3 seconds, and stops while hovered', async ({
    page,
  }) => {
    await pauseClock(page);
    await page.goto('/about');
    await waitForHydration(page);
    const carousel = page.getByRole('region', { name: 'Photos of our office in Lahore' });
    await carousel.scrollIntoViewIfNeeded();
    const current = carousel.locator('.carousel__dot[aria-current="true"]');
    await expect(current).toHaveAttribute('aria-label', 'Show slide 1 of 3');
    // The slide show starts once the carousel itself has hydrated: the clock moves on in half
    // seconds until the first slide change, after which the next one is due in 2.5 to 3 seconds.
    await expect(async () => {
      await page.clock.runFor(500);
      await expect(current).toHaveAttribute('aria-label', 'Show slide 2 of 3', { timeout: 100 });
    }).toPass({ intervals: [0] });
    await page.clock.runFor(2400);
    await expect(current).toHaveAttribute('aria-label', 'Show slide 2 of 3');
    await page.clock.runFor(700);
    await expect(current).toHaveAttribute('aria-label', 'Show slide 3 of 3');

    await carousel.hover();
    await page.clock.runFor(3600);
    await expect(current).toHaveAttribute('aria-label', 'Show slide 3 of 3');
    await carousel.getByRole('button', { name: 'Stop automatic slide show' }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(3600);
    await expect(current).toHaveAttribute('aria-label', 'Show slide 3 of 3');
  });

  test.describe('for visitors who prefer reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('nothing moves on its own', async ({ page }) => {
      await pauseClock(page);
      await page.goto('/about');
      await waitForHydration(page);
      const carousel = page.getByRole('region', { name: 'Photos of our office in Lahore' });
      await page.clock.runFor(3600);
      await expect(carousel.locator('.carousel__dot[aria-current="true"]')).toHaveAttribute(
        'aria-label',
        'Show slide 1 of 3',
      );
      await expect(carousel.getByRole('button', { name: /automatic slide show/ })).toHaveCount(0);
      await carousel.getByRole('button', { name: 'Next slide' }).click();
      await expect(carousel.locator('.carousel__dot[aria-current="true"]')).toHaveAttribute(
        'aria-label',
        'Show slide 2 of 3',
      );

      await page.goto('/');
      const track = page.locator('.logo-strip__track');
      await expect(track).toHaveCSS('animation-name', 'none');
    });
  });
});

test('no public page moves when its web font arrives after the first paint (phone width, German too)', async ({
  page,
}) => {
  // Sixteen pages, each loaded and hydrated before its font is let through.
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const paths = PUBLIC_PAGES.flatMap(({ path }) => [path, path === '/' ? '/de' : `/de${path}`]);
  for (const path of paths) {
    // The font is held back until the page has painted and hydrated with its fallback font.
    let releaseFont!: () => void;
    const fontHeld = new Promise<void>((resolve) => (releaseFont = resolve));
    await page.route('**/*.woff2', async (route) => {
      await fontHeld;
      await route.continue();
    });
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await waitForHydration(page);
    releaseFont();
    const layoutShift = await page.evaluate(async () => {
      await document.fonts.ready;
      // Two frames after the swap, so that its layout has happened and been reported.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return new Promise<number>((resolve) => {
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          const shifts = list.getEntries() as unknown as {
            value: number;
            hadRecentInput: boolean;
          }[];
          resolve(shifts.filter((s) => !s.hadRecentInput).reduce((sum, s) => sum + s.value, 0));
        }).observe({ type: 'layout-shift', buffered: true });
        // No shift at all reports no entry: the observer then never calls back.
        setTimeout(() => resolve(0), 500);
      });
    });
    // Lighthouse counts a page as stable below 0.1; the swap to Inter must stay far under that.
    expect(layoutShift, path).toBeLessThan(0.02);
    await page.unroute('**/*.woff2');
  }
});
