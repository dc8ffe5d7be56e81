import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { HeadedSection, Section } from '../../components/ui/section';
import { useSiteContent } from '../../content/site-content';
import { JobDetails, JobFacts } from '../../features/careers/components/job-details';
import NotFoundPage from './not-found';

/** `/career/{slug}`: one open position, with everything the Careers accordion shows of it. */
export default function JobPage({ params }: { params: { slug: string } }) {
  const { t } = useLingui();
  const job = useSiteContent().jobs.find((entry) => entry.attributes.slug === params.slug);
  if (!job) return <NotFoundPage />;
  const { attributes } = job;
  return (
    <>
      <HeadedSection
        id="job-title"
        tone="dark"
        className="careers-hero"
        level={1}
        eyebrow={t`Careers`}
        title={attributes.title}
      >
        <p className="job-page__facts">
          <JobFacts job={attributes} />
        </p>
      </HeadedSection>
      <Section labelledBy="job-details-title">
        <div className="job-page">
          <h2 id="job-details-title" className="visually-hidden">
            <Trans>About this position</Trans>
          </h2>
          <Link href="/career" className="job-page__back">
            <ArrowLeft aria-hidden="true" size={16} />
            <Trans>All open positions</Trans>
          </Link>
          <JobDetails job={attributes} headingLevel={3} />
        </div>
      </Section>
    </>
  );
}
