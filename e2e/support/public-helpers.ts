// Helpers for the public-site browser tests: the pages, axe with the browser's own policy lifted,
// screenshots of whole pages with their lazy images loaded.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Browser, type Page } from '@playwright/test';

/** Every public page with the heading that opens it. */
export const PUBLIC_PAGES = [
  { path: '/', name: 'home', heading: 'Software that moves your business forward' },
  { path: '/about', name: 'about', heading: 'Who We Are' },
  { path: '/events', name: 'culture', heading: 'Life at Ravi Software' },
  { path: '/career', name: 'careers', heading: 'Open Positions' },
  { path: '/contact', name: 'contact', heading: 'Let’s talk about your project' },
  { path: '/apply', name: 'apply', heading: 'Apply for a Position' },
  { path: '/imprint', name: 'imprint', heading: 'Imprint' },
  { path: '/privacy', name: 'privacy', heading: 'Privacy Policy' },
] as const;

const COOKIE_CONSENT_KEY = 'cookieConsent';

/** Answers the cookie banner before the page opens, so it covers nothing. */
export async function dismissCookieBanner(page: Page) {
  await page.addInitScript((key) => localStorage.setItem(key, 'accepted'), COOKIE_CONSENT_KEY);
}

/**
 * Waits until React has hydrated the page itself, not just the layout: the page arrives in its
 * own chunk, and an element belongs to React (carries its fiber) only once its part is hydrated.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const heading = document.querySelector('main h1');
    return Boolean(heading && Object.keys(heading).some((key) => key.startsWith('__reactFiber')));
  });
}

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * A page in a context that ignores the site's Content-Security-Policy, so axe can be injected as a
 * script tag; the caller closes the context.
 */
export async function openForAxe(browser: Browser, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ bypassCSP: true, viewport });
  return { context, page: await context.newPage() };
}

/** Runs axe (WCAG 2.2 A/AA and best practices) and fails on any serious or critical violation. */
export async function expectNoSeriousAxeViolations(page: Page) {
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    type AxeResult = {
      violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[];
    };
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<AxeResult> } })
      .axe;
    const result = await axe.run(document);
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
  });
  expect(violations).toEqual([]);
}

/** Scrolls through the page so lazy images load, waits for every image, then goes back to the top. */
export async function loadLazyContent(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  // Slides a carousel keeps off to the side load only when shown; every other image must be in.
  await page.waitForFunction(() =>
    Array.from(document.images)
      .filter((image) => {
        const { left, right } = image.getBoundingClientRect();
        return right > 0 && left < window.innerWidth;
      })
      .every((image) => image.complete),
  );
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.waitForLoadState('networkidle');
}
