import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import {
  adminHeaders,
  checkAtEveryViewport,
  expectNoAxeViolations,
  uniqueTag,
  useAdminSession,
  VIEWPORTS,
} from './support/admin-helpers';
import { saveScreenshot } from './support/screenshots';

// Dated after the demo events, so it is on the Culture page's first page.
const EVENT_DATE = '2098-06-15';
const title = `Lantern walk ${uniqueTag('Evt')}`;

/** A plain PNG of one colour, as a photo to upload. */
function photo(colour: string) {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/** A short WebM clip recorded from a canvas by the browser itself: a real video, made on the spot. */
async function recordClip(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 160;
    canvas.height = 120;
    const context = canvas.getContext('2d')!;
    const recorder = new MediaRecorder(canvas.captureStream(10), { mimeType: 'video/webm' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start();
    for (let frame = 0; frame < 8; frame++) {
      context.fillStyle = `hsl(${frame * 45} 70% 45%)`;
      context.fillRect(0, 0, canvas.width, canvas.height);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
    let binary = '';
    bytes.forEach((byte) => (binary += String.fromCharCode(byte)));
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ page, request }) => useAdminSession(page, request));

test('staff create an event with photos and a video, choose the cover, and it shows on the Culture page', async ({
  page,
  request,
}) => {
  await page.goto('/manage/events');
  await expect(page.getByRole('heading', { name: 'Events', level: 2 })).toBeVisible();
  const clip = await recordClip(page);
  expect(clip.length).toBeLessThan(50 * 1024);

  await page.getByRole('button', { name: 'Add Event' }).click();
  const editor = page.getByRole('dialog', { name: 'Add Event' });
  await editor.getByLabel('Title').fill(title);
  await editor.getByLabel('Date').fill(EVENT_DATE);
  await editor.getByLabel('Description').fill('Paper lanterns along the canal after work.');

  // A file that is not an image or a video is refused before anything is sent.
  await editor
    .getByLabel('Add photos or videos')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(editor.getByRole('alert')).toContainText('"notes.txt" is not a supported file.');

  await editor.getByLabel('Add photos or videos').setInputFiles([
    { name: 'canal.png', mimeType: 'image/png', buffer: await photo('#145253') },
    { name: 'lanterns.png', mimeType: 'image/png', buffer: await photo('#f5a524') },
    { name: 'walk.webm', mimeType: 'video/webm', buffer: clip },
  ]);
  await expect(editor.getByText('3 files uploaded.')).toBeVisible();
  const images = editor.getByRole('region', { name: /^Images/ });
  await expect(images.getByRole('listitem')).toHaveCount(2);
  await expect(images.locator('img').first()).toHaveAttribute('src', /^\/uploads\/thumbnail_/);
  await expect(editor.getByRole('region', { name: /^Videos/ }).getByRole('listitem')).toHaveCount(
    1,
  );

  await images.getByRole('button', { name: 'Make cover: lanterns.png' }).press('Enter');
  await expect(images.getByRole('listitem').first()).toContainText('lanterns.png');
  await expect(images.getByRole('listitem').first()).toContainText('Cover');
  await expect(images.getByRole('button', { name: 'Move down: lanterns.png' })).toBeFocused();

  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
    // The dialog floats over the page, so the screenshot is of the window, at the media lists.
    await images.scrollIntoViewIfNeeded();
    await saveScreenshot(page, `admin-events-editor-${viewport.width}`, { fullPage: false });
  }
  await page.setViewportSize(VIEWPORTS[0]);

  await editor.getByRole('button', { name: 'Save Event' }).click();
  await expect(page.getByText('Event created.')).toBeVisible();
  await expect(editor).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('2 images');
  await expect(row).toContainText('1 video');

  // The server stored the order: the chosen cover first, with the small variant the Culture page uses.
  const stored = await request.get('/api/events', {
    params: { 'filters[title][$eq]': title, populate: '*' },
    headers: await adminHeaders(request),
  });
  const [event] = (
    (await stored.json()) as {
      data: {
        attributes: {
          images: { data: { attributes: { name: string; formats: { small: { url: string } } } }[] };
        };
      }[];
    }
  ).data;
  const cover = event!.attributes.images.data[0]!.attributes;
  expect(cover.name).toBe('lanterns.png');

  await page.goto('/events');
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card.locator('img')).toHaveAttribute('src', cover.formats.small.url);
  await card.getByRole('button', { name: /View Media/ }).click();
  const viewer = page.getByRole('dialog', { name: title });
  await expect(viewer).toBeVisible();
  const slides = viewer.locator('.carousel__slide');
  await expect(slides).toHaveCount(3);
  await expect(slides.nth(0).locator('img')).toHaveAttribute('src', /^\/uploads\//);
  await expect(slides.nth(2).locator('video source')).toHaveAttribute('type', 'video/webm');
  await expect(slides.nth(2).locator('video source')).toHaveAttribute(
    'src',
    /^\/uploads\/.+\.webm$/,
  );
  await viewer.getByRole('button', { name: 'Previous slide' }).click();
  await expect(slides.nth(2)).not.toHaveAttribute('inert');
  // The clip plays in the browser: it is a real video.
  await expect
    .poll(() =>
      slides
        .nth(2)
        .locator('video')
        .evaluate((video: HTMLVideoElement) => video.readyState),
    )
    .toBeGreaterThan(0);
});

test('the Events tab lists the event and deletes it after confirmation', async ({ page }) => {
  await page.goto('/manage/events');
  await page.getByLabel('Title').fill(title);
  const row = page.getByRole('row', { name: new RegExp(title) });
  // The header row and this event's: the filtered page has arrived.
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(row.locator('img')).toHaveAttribute('src', /^\/uploads\/thumbnail_/);

  await checkAtEveryViewport(page, 'admin-events');

  await row.getByRole('button', { name: `Delete: ${title}` }).click();
  const question = page.getByRole('dialog', { name: `Delete “${title}”?` });
  await question.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Event deleted.')).toBeVisible();
  await expect(page.getByText('No events match this title.')).toBeVisible();
});
