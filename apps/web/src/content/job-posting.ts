import { SCHEMA_ORG_EMPLOYMENT_TYPE, type JobAttributes } from '@app/shared/job';
import { jobPagePath, type SiteContent } from '@app/shared/site-content';
import type { PostalAddress } from '@app/shared/company';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** schema.org asks for the description as HTML: the summary and the three lists. */
function descriptionHtml(job: JobAttributes): string {
  const lists = [
    ['Qualifications', job.qualifications],
    ['Responsibilities', job.responsibilities],
    ['Perks', job.perks],
  ] as const;
  return [
    job.summary ? `<p>${escapeHtml(job.summary)}</p>` : '',
    ...lists
      .filter(([, items]) => items.length > 0)
      .map(
        ([title, items]) =>
          `<h3>${title}</h3><ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`,
      ),
  ].join('');
}

const postalAddress = (address: PostalAddress) => ({
  '@type': 'PostalAddress',
  streetAddress: address.street,
  postalCode: address.postalCode,
  addressLocality: address.city,
  addressCountry: address.country,
});

/**
 * The schema.org `JobPosting` of a job's page, so that search engines can list the job; null
 * on every other page. The job is at the Lahore office, which the location text describes.
 */
export function jobPostingFor(
  pathname: string,
  content: SiteContent,
  publicUrl?: string,
): Record<string, unknown> | null {
  const job = content.jobs.find((entry) => jobPagePath(entry.attributes.slug) === pathname);
  if (!job) return null;
  const { attributes } = job;
  const { company } = content;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: attributes.title,
    description: descriptionHtml(attributes),
    datePosted: (attributes.publishedAt ?? attributes.createdAt).slice(0, 10),
    employmentType: SCHEMA_ORG_EMPLOYMENT_TYPE[attributes.employmentType],
    hiringOrganization: {
      '@type': 'Organization',
      name: company.legalName,
      ...(publicUrl ? { sameAs: publicUrl } : {}),
    },
    jobLocation: { '@type': 'Place', address: postalAddress(company.office) },
    identifier: { '@type': 'PropertyValue', name: company.legalName, value: String(job.id) },
    ...(publicUrl ? { url: new URL(pathname, publicUrl).toString() } : {}),
  };
}
