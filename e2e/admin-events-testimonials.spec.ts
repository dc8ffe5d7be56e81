import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import {
  checkAtEveryViewport,
  expectNoAxeViolations,
  uniqueTag,
  useAdminSession,
  VIEWPORTS,
} from './support/admin-helpers';
import { saveScreenshot } from './support/screenshots';

// The Testimonials tab feeds What Our Employees Say on the Culture page, beside the events.
const name = `Mahnoor ${uniqueTag('Tst')}`;
const message = 'I shipped to production in my first week, with a mentor beside me.';

test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ page, request }) => useAdminSession(page, request));

test('staff add a testimonial with a photo, and it shows on the Culture page', async ({ page }) => {
  await page.goto('/manage/testimonials');
  await page.getByRole('button', { name: 'Add Testimonial' }).click();
  const editor = page.getByRole('dialog', { name: 'Add Testimonial' });
  await editor.getByLabel('Name').fill(name);
  await editor.getByLabel('Message').fill(message);
  const portrait = await sharp({
    create: { width: 400, height: 400, channels: 3, background: '#1b6b6c' },
  })
    .png()
    .toBuffer();
  await editor
    .getByLabel('Upload photo')
    .setInputFiles({ name: 'mahnoor.png', mimeType: 'image/png', buffer: portrait });
  await expect(editor.getByText('1 file uploaded.')).toBeVisible();
  await expect(editor.locator('.testimonial-avatar img')).toHaveAttribute(
    'src',
    /^\/uploads\/thumbnail_/,
  );
  await expect(editor.getByLabel('Replace photo')).toBeVisible();

  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, `admin-testimonials-editor-${viewport.width}`, { fullPage: false });
  }
  await page.setViewportSize(VIEWPORTS[0]);

  await editor.getByRole('button', { name: 'Save Testimonial' }).click();
  await expect(page.getByText('Testimonial created.')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText(message);

  await page.goto('/events');
  const card = page.getByRole('figure').filter({ hasText: name });
  await expect(card).toContainText(message);
  await expect(card.locator('img')).toHaveAttribute('src', /^\/uploads\/small_/);
});

test('the Testimonials tab lists it, removes its photo and deletes it after confirmation', async ({
  page,
}) => {
  await page.goto('/manage/testimonials');
  await page.getByLabel('Name').fill(name);
  await expect(page.getByRole('row')).toHaveCount(2);
  const row = page.getByRole('row', { name: new RegExp(name) });

  await checkAtEveryViewport(page, 'admin-testimonials');

  await row.getByRole('button', { name: `Edit: ${name}` }).click();
  const editor = page.getByRole('dialog', { name: 'Edit Testimonial' });
  await editor.getByRole('button', { name: 'Remove photo' }).click();
  await expect(editor.getByLabel('Upload photo')).toBeFocused();
  await editor.getByRole('button', { name: 'Save Testimonial' }).click();
  await expect(page.getByText('Testimonial saved.')).toBeVisible();
  await expect(row.locator('img')).toHaveCount(0);

  await row.getByRole('button', { name: `Delete: ${name}` }).click();
  await page
    .getByRole('dialog', { name: `Delete the testimonial of ${name}?` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Testimonial deleted.')).toBeVisible();
  await expect(page.getByText('No testimonials match this name.')).toBeVisible();
});
