import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { adminHeaders, uniqueTag } from './support/admin-helpers';
import { clickOutsideDialog } from './support/dialog-helpers';
import { dismissCookieBanner, waitForHydration } from './support/public-helpers';

const title = `Rooftop iftar ${uniqueTag('Evt')}`;

/** A plain PNG of one colour, as a photo upload. */
function photo(colour: string) {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

async function upload(request: APIRequestContext, name: string, buffer: Buffer): Promise<number> {
  const response = await request.post('/api/upload', {
    headers: await adminHeaders(request),
    multipart: { files: { name, mimeType: 'image/png', buffer } },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { id: number }[])[0]!.id;
}

test.beforeAll(async ({ request }) => {
  const images = [
    await upload(request, 'iftar-table.png', await photo('#145253')),
    await upload(request, 'iftar-sunset.png', await photo('#f5a524')),
  ];
  // Dated far ahead, so it is the newest event and comes first.
  const created = await request.post('/api/events', {
    headers: await adminHeaders(request),
    data: {
      data: {
        title,
        date: '2099-04-02',
        description: 'Breaking the fast together on the office roof.',
        images,
        videos: [],
      },
    },
  });
  expect(created.status(), await created.text()).toBe(200);
});

test.beforeEach(async ({ page }) => dismissCookieBanner(page));

function eventCard(page: Page) {
  return page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
}

test('an event made by staff shows with its cover, date, description and View Media', async ({
  page,
}) => {
  await page.goto('/events');
  const card = eventCard(page);
  await expect(card).toBeVisible();
  await expect(card.locator('time')).toHaveAttribute('datetime', '2099-04-02');
  await expect(card.locator('time')).toHaveText(/2099/);
  await expect(card).toContainText('Breaking the fast together on the office roof.');
  await expect(card.locator('img')).toHaveAttribute('src', /^\/uploads\//);
  await expect(card.getByRole('button', { name: /View Media/ })).toBeVisible();
});

test('the media dialog works with the mouse: cover opens it, previous/next, close button and backdrop close it', async ({
  page,
}) => {
  await page.goto('/events');
  await waitForHydration(page);
  await eventCard(page).locator('.event-card__cover').click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  // The slide out of view is inert: neither focusable nor read out.
  const slides = dialog.locator('.carousel__slide');
  await expect(slides).toHaveCount(2);
  await expect(slides.nth(0)).not.toHaveAttribute('inert');
  await expect(slides.nth(0).locator('img')).toHaveAttribute('alt', `${title}, 1 of 2`);
  await dialog.getByRole('button', { name: 'Next slide' }).click();
  await expect(slides.nth(1)).not.toHaveAttribute('inert');
  await expect(slides.nth(0)).toHaveAttribute('inert');
  await dialog.getByRole('button', { name: 'Previous slide' }).click();
  await expect(slides.nth(0)).not.toHaveAttribute('inert');

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  await eventCard(page)
    .getByRole('button', { name: /View Media/ })
    .click();
  await clickOutsideDialog(page, dialog);
});

test('the media dialog works with the keyboard: focus stays inside, Escape closes and returns focus', async ({
  page,
}) => {
  await page.goto('/events');
  await waitForHydration(page);
  const viewMedia = eventCard(page).getByRole('button', { name: /View Media/ });
  await viewMedia.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();

  for (let press = 0; press < 8; press += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await dialog.getByRole('button', { name: 'Next slide' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.locator('.carousel__slide').nth(1)).not.toHaveAttribute('inert');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(viewMedia).toBeFocused();
});

test.describe('more events than one page', () => {
  /** Events per page on the Culture page (EVENTS_PAGE_SIZE in features/culture/api/get-events.ts). */
  const PAGE_SIZE = 12;
  const batch = uniqueTag('Outing');
  const seededTitle = (n: number) => `${batch} ${String(n).padStart(2, '0')}`;
  const seededIds: number[] = [];

  // 26 events, dated one day apart in January 2098 (after the demo events, before the iftar):
  // number 1 is the newest of them, number 26 the oldest.
  test.beforeAll(async ({ request }) => {
    const headers = await adminHeaders(request);
    for (let n = 1; n <= 26; n += 1) {
      const date = `2098-01-${String(27 - n).padStart(2, '0')}`;
      const created = await request.post('/api/events', {
        headers,
        data: {
          data: {
            title: seededTitle(n),
            date,
            description: 'A day out together.',
            images: [],
            videos: [],
          },
        },
      });
      expect(created.status(), await created.text()).toBe(200);
      seededIds.push(((await created.json()) as { data: { id: number } }).data.id);
    }
  });

  test.afterAll(async ({ request }) => {
    const headers = await adminHeaders(request);
    for (const id of seededIds) await request.delete(`/api/events/${id}`, { headers });
  });

  test('Show more adds the next page, moves focus to its first event, announces it, and reaches the 26th and last', async ({
    page,
    request,
  }) => {
    const answer = await request.get('/api/events?pagination[pageSize]=1');
    const total = ((await answer.json()) as { meta: { pagination: { total: number } } }).meta
      .pagination.total;
    expect(total).toBeGreaterThan(2 * PAGE_SIZE + 1);

    await page.goto('/events');
    await waitForHydration(page);
    const events = page.getByRole('region', { name: 'Our Events' });
    const items = events.getByRole('listitem');
    await expect(events.getByRole('article')).toHaveCount(PAGE_SIZE);
    await expect(events.getByText(`Showing ${PAGE_SIZE} of ${total} events`)).toBeVisible();
    await expect(events.getByRole('heading', { name: seededTitle(26) })).toHaveCount(0);

    const showMore = events.getByRole('button', { name: 'Show more events' });
    await showMore.focus();
    await page.keyboard.press('Enter');
    await expect(events.getByRole('article')).toHaveCount(2 * PAGE_SIZE);
    await expect(items.nth(PAGE_SIZE)).toBeFocused();
    await expect(events.getByRole('status')).toHaveText(
      `${PAGE_SIZE} more events shown, ${2 * PAGE_SIZE} of ${total}.`,
    );

    for (let shown = 2 * PAGE_SIZE; shown < total; shown += PAGE_SIZE) {
      await showMore.click();
      await expect(events.getByRole('article')).toHaveCount(Math.min(shown + PAGE_SIZE, total));
    }
    await expect(showMore).toBeHidden();
    await expect(events.getByRole('article').nth(25)).toBeVisible();
    for (let n = 1; n <= 26; n += 1)
      await expect(events.getByRole('heading', { name: seededTitle(n) })).toHaveCount(1);
    await expect(events.getByRole('heading', { name: seededTitle(26) })).toBeVisible();
  });
});
