import { expect, test } from '@playwright/test';
import {
  expectNoSeriousAxeViolations,
  openForAxe,
  PUBLIC_PAGES,
  waitForHydration,
} from './support/public-helpers';

for (const { path, name } of PUBLIC_PAGES) {
  test(`axe finds no serious or critical problem on ${name} (${path})`, async ({ browser }) => {
    const { context, page } = await openForAxe(browser);
    try {
      await page.goto(path);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      // With the cookie banner showing, as a first-time visitor sees the page.
      await expect(page.getByRole('region', { name: 'Cookies on this site' })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    } finally {
      await context.close();
    }
  });
}

test('axe finds no serious or critical problem in the open phone menu, the careers accordion or the media dialog', async ({
  browser,
}) => {
  const phone = await openForAxe(browser, { width: 390, height: 844 });
  try {
    await phone.page.goto('/');
    await waitForHydration(phone.page);
    await phone.page.getByRole('button', { name: 'Menu' }).click();
    await expectNoSeriousAxeViolations(phone.page);
  } finally {
    await phone.context.close();
  }

  const { context, page } = await openForAxe(browser);
  try {
    await page.goto('/career');
    await waitForHydration(page);
    await page.getByRole('button', { name: /Frontend Developer/ }).click();
    await expectNoSeriousAxeViolations(page);

    await page.goto('/events');
    await waitForHydration(page);
    await page
      .getByRole('button', { name: /View Media/ })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  } finally {
    await context.close();
  }
});
