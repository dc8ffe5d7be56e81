import { chromium } from '@playwright/test';
const base = process.argv[2];
const paths = process.argv.slice(3);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
for (const width of [1280, 390]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(base + '/login');
  await page.getByLabel('Email or username').fill('admin@example.com');
  await page.getByLabel('Password').fill('admin-password-123');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/manage/);
  await page.evaluate(() => localStorage.setItem('cookieConsent', 'accepted'));
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: 'networkidle' });
    await page.waitForTimeout(700);
    const name = `/tmp/shots/admin${p.replace(/\//g, '_')}-${width}.png`;
    await page.screenshot({ path: name, fullPage: true });
    console.log(name);
  }
  await page.close();
}
await browser.close();
