// Helpers for the sign-in and admin-area browser tests: sessions, data made through the API, checks.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { saveScreenshot } from './screenshots';

export const ADMIN_LOGIN = { identifier: 'admin@example.com', password: 'admin-password-123' };

// The browser's local-storage keys (SPEC.md section 3, packages/shared/src/session-keys.ts).
const KEYS = {
  token: 'jwt',
  email: 'userEmail',
  role: 'userRole',
  user: 'user',
  cookieConsent: 'cookieConsent',
};

export const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

let adminToken: string | null = null;

/** Signs in through the API once per worker: sign-in is rate limited, the tests need it often. */
export async function getAdminToken(request: APIRequestContext): Promise<string> {
  if (adminToken) return adminToken;
  const response = await request.post('/api/auth/local', { data: ADMIN_LOGIN });
  expect(response.status(), await response.text()).toBe(200);
  adminToken = ((await response.json()) as { jwt: string }).jwt;
  return adminToken;
}

export async function adminHeaders(request: APIRequestContext) {
  return { authorization: `Bearer ${await getAdminToken(request)}` };
}

/** Stores the admin's session as the login form would, and closes the cookie banner for good. */
export async function useAdminSession(page: Page, request: APIRequestContext) {
  const token = await getAdminToken(request);
  const me = await request.get('/api/users/me?populate=role', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(me.status()).toBe(200);
  const body = (await me.json()) as {
    id: number;
    username: string;
    email: string;
    role: { name: string };
  };
  const user = { id: body.id, username: body.username, email: body.email, role: body.role.name };
  await page.goto('/imprint');
  await page.evaluate(
    ({ keys, token, user }) => {
      localStorage.setItem(keys.token, token);
      localStorage.setItem(keys.user, JSON.stringify(user));
      localStorage.setItem(keys.email, user.email);
      localStorage.setItem(keys.role, user.role);
      localStorage.setItem(keys.cookieConsent, 'accepted');
    },
    { keys: KEYS, token, user },
  );
}

/** Closes the cookie banner before a page is opened, so it does not cover what a test looks at. */
export async function acceptCookies(page: Page) {
  await page.addInitScript((key) => localStorage.setItem(key, 'accepted'), KEYS.cookieConsent);
}

/** A short text no other test run uses, to find this test's rows among others. */
export function uniqueTag(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`.replace(
    /[0-9]/g,
    (d) => 'abcdefghij'[Number(d)]!,
  );
}

const SMALL_PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

export interface ApplicantFields {
  firstName: string;
  lastName: string;
  position?: string;
  salaryExpect?: number;
  experience?: string;
  startDate?: string;
  coverLetter?: string;
}

/** The resume an application is sent with: its file name and its PDF. */
export interface ResumeFile {
  name: string;
  buffer: Buffer;
}

/**
 * Sends an application as the Apply form does: the PDF resume first (a tiny one unless `resume`
 * says otherwise), then the application naming it.
 */
export async function submitApplication(
  request: APIRequestContext,
  fields: ApplicantFields,
  resume: ResumeFile = {
    name: `resume-${fields.firstName}-${fields.lastName}.pdf`,
    buffer: SMALL_PDF,
  },
) {
  const upload = await request.post('/api/upload', {
    multipart: { files: { ...resume, mimeType: 'application/pdf' } },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const [file] = (await upload.json()) as { id: number }[];
  const response = await request.post('/api/carrers', {
    data: {
      data: {
        email: `${fields.firstName}.${fields.lastName}@example.com`.toLowerCase(),
        address: '12 Main Boulevard, Gulberg, Lahore',
        phone: '+92-321-1234567',
        startDate: '2025-09-01',
        experience: 'Junior (2-3 years)',
        salaryExpect: 250000,
        position: 'Frontend Developer',
        coverLetter: 'I would like to build your clients’ products with you.',
        consent: true,
        ...fields,
        resume: [file!.id],
      },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { data: { id: number } };
}

export interface ContactFields {
  firstName: string;
  lastName: string;
  email: string;
  topic: 'Business' | 'Job' | 'Inquiry' | 'Others';
  subject: string;
  message: string;
}

/** Sends a message as the Contact form does. */
export async function submitContactMessage(request: APIRequestContext, fields: ContactFields) {
  const response = await request.post('/api/contacts', {
    data: { data: { phone: '+92 300 1234567', ...fields } },
  });
  expect(response.status(), await response.text()).toBe(200);
}

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** Runs axe on the page (WCAG 2.1 A and AA) and fails with the rules it reports. */
export async function expectNoAxeViolations(page: Page) {
  // Rows are dimmed while a list refetches and dialogs fade in: measure contrast once settled.
  // An animation cancelled on the way (a toast dismissed) settles too: its promise rejects.
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.data-table--fetching, [aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() =>
    Promise.allSettled(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished),
    ),
  );
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: object,
            options: object,
          ) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(
      { exclude: [['[data-sonner-toaster]']] },
      { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } },
    );
    return result.violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  });
  expect(violations).toEqual([]);
}

/**
 * Checks the page with axe at each viewport, saving its screenshot (`<name>-<width>.png`) when
 * asked for, then goes back to the first viewport for the rest of the test.
 */
export async function checkAtEveryViewport(page: Page, name: string) {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, `${name}-${viewport.width}`);
  }
  await page.setViewportSize(VIEWPORTS[0]);
}
