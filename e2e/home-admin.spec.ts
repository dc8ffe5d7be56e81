import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import {
  checkAtEveryViewport,
  expectNoAxeViolations,
  uniqueTag,
  useAdminSession,
} from './support/admin-helpers';

// The Home tab keeps what the home page states about the firm: its key figures, its clients and
// what clients say. Each test leaves the demo content as it found it for the public page tests.
const clientName = `Indus Freight ${uniqueTag('Cl')}`;
const person = `Mara Lind ${uniqueTag('Ct')}`;

test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ page, request }) => useAdminSession(page, request));

const png = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

const part = (page: Page, name: RegExp) => page.getByRole('region', { name });

test('the Home tab shows the three parts, is accessible at both widths, and moves by keyboard', async ({
  page,
}) => {
  await page.goto('/manage/home');
  const clients = part(page, /^Clients/);
  // The first visit loads the admin area's code and the tab's three lists.
  await expect(clients.getByRole('listitem')).toHaveCount(7, { timeout: 20_000 });
  await expect(part(page, /^Client testimonials/).getByRole('listitem')).toHaveCount(2);
  const figures = part(page, /^Key figures/);
  await expect(figures.getByLabel(/Value of fact 1/)).toHaveValue('10+');

  await checkAtEveryViewport(page, 'admin-home');

  // The second client moves up with Enter; focus stays on it, and it moves back the same way.
  const alpenwerkUp = clients.getByRole('button', { name: 'Move up: Alpenwerk' });
  await alpenwerkUp.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Alpenwerk moved to place 1 of 7.')).toBeAttached();
  await expect(clients.getByRole('listitem').first()).toContainText('Alpenwerk');
  const alpenwerkDown = clients.getByRole('button', { name: 'Move down: Alpenwerk' });
  await expect(alpenwerkDown).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(clients.getByRole('listitem').first()).toContainText('Nordhafen Logistics');
});

test('a client added with its logo shows in the home page’s strip at once, and goes when deleted', async ({
  page,
}) => {
  await page.goto('/manage/home');
  const clients = part(page, /^Clients/);
  await clients.getByRole('button', { name: 'Add Client' }).click();
  const editor = page.getByRole('dialog', { name: 'Add Client' });
  await editor.getByLabel('Name').fill(clientName);
  await editor.getByRole('button', { name: 'Save Client' }).click();
  await expect(editor.getByRole('alert')).toContainText('Logo');
  await editor.getByLabel('Upload logo').setInputFiles({
    name: 'indus.png',
    mimeType: 'image/png',
    buffer: await png(360, 96, '#0f3d3e'),
  });
  await expect(editor.getByText('1 file uploaded.')).toBeVisible();
  await expect(editor.getByLabel('Replace logo')).toBeVisible();
  await expectNoAxeViolations(page);
  await editor.getByRole('button', { name: 'Save Client' }).click();
  await expect(page.getByText('Client added.')).toBeVisible();
  await expect(clients.getByRole('listitem').last()).toContainText(clientName);

  await page.goto('/');
  const strip = page.getByRole('region', { name: 'Trusted by teams across Europe' });
  await expect(strip.getByRole('img', { name: clientName })).toHaveAttribute(
    'src',
    /^\/uploads\/small_/,
  );

  await page.goto('/manage/home');
  await clients.getByRole('button', { name: `Delete: ${clientName}` }).click();
  await page
    .getByRole('dialog', { name: `Delete ${clientName}?` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Client deleted.')).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('img', { name: clientName })).toHaveCount(0);
});

test('a client testimonial with a photo and a changed figure show on the home page', async ({
  page,
}) => {
  await page.goto('/manage/home');
  const testimonials = part(page, /^Client testimonials/);
  await testimonials.getByRole('button', { name: 'Add Client testimonial' }).click();
  const editor = page.getByRole('dialog', { name: 'Add Client testimonial' });
  await editor.getByLabel('Quote').fill('Clear contracts and releases every second week.');
  await editor.getByLabel('Name').fill(person);
  await editor.getByLabel('Role').fill('CTO');
  await editor.getByLabel('Company').fill('Indus Freight');
  await editor.getByLabel('Upload photo').setInputFiles({
    name: 'mara.png',
    mimeType: 'image/png',
    buffer: await png(400, 400, '#1b6b6c'),
  });
  await expect(editor.getByText('1 file uploaded.')).toBeVisible();
  await editor.getByRole('button', { name: 'Save Client testimonial' }).click();
  await expect(page.getByText('Client testimonial added.')).toBeVisible();

  const figures = part(page, /^Key figures/);
  await figures.getByLabel(/Value of fact 1/).fill('11+');
  await figures.getByRole('button', { name: 'Save key figures' }).click();
  await expect(page.getByText('Key figures saved.')).toBeVisible();

  await page.goto('/');
  const hero = page.getByRole('region', { name: 'Software that moves your business forward' });
  await expect(hero.getByRole('definition').first()).toHaveText('11+');
  const carousel = page.getByRole('region', { name: 'Client testimonials' });
  await expect(carousel.locator('.carousel__slide')).toHaveCount(3);
  await expect(
    carousel.locator('.carousel__slide').filter({ hasText: person }).locator('img'),
  ).toHaveAttribute('src', /^\/uploads\/small_/);

  // Back to the demo content the public page tests expect.
  await page.goto('/manage/home');
  await figures.getByLabel(/Value of fact 1/).fill('10+');
  await figures.getByRole('button', { name: 'Save key figures' }).click();
  await expect(page.getByText('Key figures saved.')).toBeVisible();
  await part(page, /^Client testimonials/)
    .getByRole('button', { name: `Delete: ${person}` })
    .click();
  await page
    .getByRole('dialog', { name: `Delete ${person}?` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Client testimonial deleted.')).toBeVisible();
});
