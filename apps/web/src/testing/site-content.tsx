import type { I18n } from '@lingui/core';
import type { ReactNode } from 'react';
import { EXAMPLE_COMPANY_SETTINGS } from '@app/shared/company';
import type { Job } from '@app/shared/job';
import type { SiteContent } from '@app/shared/site-content';
import { SiteContentProvider } from '../content/site-content';
import { WithMessages } from './with-messages';

const {
  bank: _bank,
  paymentTermDays: _term,
  logo: _logo,
  ...publicSettings
} = EXAMPLE_COMPANY_SETTINGS;

/** A job as `GET /api/jobs` answers it: a published Engineering position unless told otherwise. */
export function testJob(
  id: number,
  title: string,
  overrides: Partial<Job['attributes']> = {},
): Job {
  const published = overrides.published ?? true;
  return {
    id,
    attributes: {
      title,
      slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      department: 'Engineering',
      location: 'Lahore, on site',
      employmentType: 'Full-time',
      summary: `Work as ${title}.`,
      qualifications: ['TypeScript'],
      responsibilities: ['Ship features'],
      perks: ['Health insurance'],
      published,
      order: id,
      publishedAt: published ? '2026-11-01T09:00:00.000Z' : null,
      createdAt: '2026-10-01T09:00:00.000Z',
      updatedAt: '2026-11-01T09:00:00.000Z',
      ...overrides,
    },
  };
}

/** What the server would render a page from: the example company and two open jobs. */
export const TEST_SITE_CONTENT: SiteContent = {
  company: { ...publicSettings, logo: { data: null }, isExample: true, updatedAt: null },
  jobs: [testJob(1, 'Frontend Developer'), testJob(2, 'QA Engineer')],
  policy: { dataRetentionDays: 365 },
};

/**
 * Wraps a component under test in what every public component reads: the content, and the
 * messages of the page's language (English unless a test passes German ones).
 */
export function WithSiteContent({
  content = TEST_SITE_CONTENT,
  i18n,
  children,
}: {
  content?: SiteContent;
  i18n?: I18n;
  children: ReactNode;
}) {
  return (
    <WithMessages i18n={i18n}>
      <SiteContentProvider content={content}>{children}</SiteContentProvider>
    </WithMessages>
  );
}
