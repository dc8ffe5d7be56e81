import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight, Briefcase, Clock, MapPin } from 'lucide-react';
import { Link } from 'wouter';
import type { JobAttributes } from '@app/shared/job';
import { jobPagePath } from '@app/shared/site-content';
import { buttonClass } from '../../../components/ui/button';
import { applyHref } from '../../../content/careers';
import { EMPLOYMENT_TYPE_NAMES } from '../../../content/employment-types';
import { useTranslate } from '../../../i18n/i18n';

/** Employment type, location and department of a job, one line under its title. */
export function JobFacts({ job }: { job: JobAttributes }) {
  const translate = useTranslate();
  return (
    <span className="job__meta">
      <span>
        <Clock aria-hidden="true" size={14} />{' '}
        {translate(EMPLOYMENT_TYPE_NAMES[job.employmentType])}
      </span>
      <span>
        <MapPin aria-hidden="true" size={14} /> {job.location}
      </span>
      <span>
        <Briefcase aria-hidden="true" size={14} /> {job.department}
      </span>
    </span>
  );
}

/**
 * A job's full text and its Apply Now button: inside the Careers accordion (where it also links
 * to the job's own page) and on that page.
 */
export function JobDetails({
  job,
  headingLevel,
  linkToPage = headingLevel === 4,
}: {
  job: JobAttributes;
  headingLevel: 3 | 4;
  linkToPage?: boolean;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const { t } = useLingui();
  const { title } = job;
  const lists = [
    { title: t`Qualifications`, items: job.qualifications },
    { title: t`Responsibilities`, items: job.responsibilities },
    { title: t`Perks`, items: job.perks },
  ].filter((list) => list.items.length > 0);
  return (
    <div className="job__details">
      {job.summary ? <p className="job__summary">{job.summary}</p> : null}
      <div className="job__lists">
        {lists.map((list) => (
          <div key={list.title} className="job__list">
            <Heading>{list.title}</Heading>
            <ul>
              {list.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <p className="job__actions">
        <Link href={applyHref(job.title)} className={buttonClass('primary', 'md')}>
          <Trans>
            Apply Now<span className="visually-hidden">: {title}</span>
          </Trans>
          <ArrowRight aria-hidden="true" size={16} />
        </Link>
        {linkToPage ? (
          <Link href={jobPagePath(job.slug)} className={buttonClass('ghost', 'md')}>
            <Trans>
              Open the job’s page<span className="visually-hidden">: {title}</span>
            </Trans>
          </Link>
        ) : null}
      </p>
    </div>
  );
}
