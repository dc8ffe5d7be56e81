import { expect, test } from '@playwright/test';
import { adminHeaders, uniqueTag } from './support/admin-helpers';
import { dismissCookieBanner, waitForHydration } from './support/public-helpers';

const SMALL_PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

test.beforeEach(async ({ page }) => dismissCookieBanner(page));

test('the contact form checks its fields, sends the message, thanks the visitor and clears itself', async ({
  page,
  request,
}) => {
  const tag = uniqueTag('Ctc');
  const email = `${tag.toLowerCase()}@example.com`;
  await page.goto('/contact');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Send us a message' });

  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('First name is required.')).toBeVisible();
  await expect(form.getByLabel('First name')).toBeFocused();

  await form.getByLabel('First name').fill('Zara');
  await form.getByLabel('Last name').fill(tag);
  await form.getByLabel('Email').fill('zara@example');
  await form.getByLabel('Phone').fill('+92 300 7654321');
  await form.getByLabel('Topic').selectOption('Inquiry');
  await form.getByLabel('Subject').fill('A question about your services');
  await form.getByLabel('Message').fill('Do you also maintain software that others built?');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('Please enter a valid email address.')).toBeVisible();

  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByRole('status')).toContainText('Your message has been sent');
  await expect(form.getByLabel('First name')).toHaveValue('');
  await expect(form.getByLabel('Topic')).toHaveValue('');

  const stored = await request.get(
    `/api/contacts?filters[email][$eq]=${encodeURIComponent(email)}`,
    {
      headers: await adminHeaders(request),
    },
  );
  expect(stored.status()).toBe(200);
  const { data } = (await stored.json()) as { data: { attributes: Record<string, string> }[] };
  expect(data).toHaveLength(1);
  expect(data[0]!.attributes).toMatchObject({
    firstName: 'Zara',
    lastName: tag,
    email,
    phone: '+92 300 7654321',
    topic: 'Inquiry',
    subject: 'A question about your services',
    message: 'Do you also maintain software that others built?',
  });
});

test('the apply form, opened from Careers, uploads the resume and sends the application', async ({
  page,
  request,
}) => {
  const tag = uniqueTag('Apf');
  await page.goto('/career');
  await waitForHydration(page);
  await page.getByRole('button', { name: /QA Engineer/ }).click();
  await page
    .getByRole('region', { name: /QA Engineer/ })
    .getByRole('link', { name: /Apply Now/ })
    .click();
  await expect(page).toHaveURL(/\/apply\?position=QA\+Engineer$/);
  const form = page.getByRole('form', { name: 'Job application' });
  await expect(form.getByLabel('Position')).toHaveValue('QA Engineer');

  const submit = form.getByRole('button', { name: 'Submit application' });
  await expect(submit).toBeDisabled();
  await form.getByRole('checkbox').check();
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(form.getByText('Resume is required (PDF only).')).toBeVisible();

  await form.getByLabel('First name').fill('Omar');
  await form.getByLabel('Last name').fill(tag);
  await form.getByLabel('Email').fill(`${tag.toLowerCase()}@example.com`);
  await form.getByLabel('Phone').fill('+92-333-1112223');
  await form.getByLabel('Address').fill('7 Mall Road, Lahore');
  await form.getByLabel('Experience').selectOption('Mid-Level (4-10 years)');
  await form.getByLabel('Start date').fill('2026-02-01');
  await form.getByLabel('Expected salary (PKR)').fill('320000');
  await form.getByLabel('Cover letter').fill('I have tested payment systems for six years.');
  await form
    .getByLabel('Resume')
    .setInputFiles({ name: 'omar-resume.pdf', mimeType: 'application/pdf', buffer: SMALL_PDF });
  await submit.click();

  await expect(form.getByRole('status')).toContainText('Your application has been sent');
  await expect(form.getByLabel('First name')).toHaveValue('');
  await expect(form.getByLabel('Position')).toHaveValue('');
  expect(
    await form.getByLabel('Resume').evaluate((input: HTMLInputElement) => input.files?.length),
  ).toBe(0);
  await expect(form.getByRole('checkbox')).not.toBeChecked();
  await expect(submit).toBeDisabled();

  const stored = await request.get(
    `/api/carrers?populate=*&filters[$or][0][lastName][$containsi]=${tag}`,
    {
      headers: await adminHeaders(request),
    },
  );
  expect(stored.status()).toBe(200);
  const { data } = (await stored.json()) as {
    data: {
      attributes: Record<string, unknown> & {
        resume: { data: { attributes: { ext: string; mime: string } }[] };
      };
    }[];
  };
  expect(data).toHaveLength(1);
  expect(data[0]!.attributes).toMatchObject({
    firstName: 'Omar',
    lastName: tag,
    email: `${tag.toLowerCase()}@example.com`,
    phone: '+92-333-1112223',
    address: '7 Mall Road, Lahore',
    startDate: '2026-02-01',
    experience: 'Mid-Level (4-10 years)',
    salaryExpect: 320000,
    position: 'QA Engineer',
    coverLetter: 'I have tested payment systems for six years.',
    consent: true,
    applicationStatus: 'Pending',
  });
  expect(data[0]!.attributes.resume.data).toHaveLength(1);
  expect(data[0]!.attributes.resume.data[0]!.attributes.mime).toBe('application/pdf');
});

test('a failing server tells the visitor, on both forms', async ({ page }) => {
  await page.route('**/api/contacts', (route) => route.fulfill({ status: 503, body: '{}' }));
  await page.route('**/api/upload', (route) => route.fulfill({ status: 503, body: '{}' }));

  await page.goto('/contact');
  await waitForHydration(page);
  const contact = page.getByRole('form', { name: 'Send us a message' });
  await contact.getByLabel('First name').fill('Zara');
  await contact.getByLabel('Last name').fill('Khan');
  await contact.getByLabel('Email').fill('zara@example.com');
  await contact.getByLabel('Phone').fill('+92 300 7654321');
  await contact.getByLabel('Topic').selectOption('Business');
  await contact.getByLabel('Subject').fill('Hello');
  await contact.getByLabel('Message').fill('Hello there');
  await contact.getByRole('button', { name: 'Send message' }).click();
  await expect(contact.getByRole('alert')).toHaveText(
    'Something went wrong. Please try again later.',
  );

  await page.goto('/apply?position=Frontend+Developer');
  await waitForHydration(page);
  const apply = page.getByRole('form', { name: 'Job application' });
  await apply.getByLabel('First name').fill('Omar');
  await apply.getByLabel('Last name').fill('Ali');
  await apply.getByLabel('Email').fill('omar@example.com');
  await apply.getByLabel('Phone').fill('+92-333-1112223');
  await apply.getByLabel('Address').fill('7 Mall Road, Lahore');
  await apply.getByLabel('Experience').selectOption('Junior (2-3 years)');
  await apply.getByLabel('Start date').fill('2026-02-01');
  await apply.getByLabel('Expected salary (PKR)').fill('100000');
  await apply.getByLabel('Cover letter').fill('Hello');
  await apply
    .getByLabel('Resume')
    .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: SMALL_PDF });
  await apply.getByRole('checkbox').check();
  await apply.getByRole('button', { name: 'Submit application' }).click();
  await expect(apply.getByRole('alert').last()).toHaveText(
    'Your application could not be sent. Please try again later.',
  );
  await expect(apply.getByLabel('First name')).toHaveValue('Omar');
});
