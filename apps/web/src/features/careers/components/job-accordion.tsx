import { Trans } from '@lingui/react/macro';
import * as Accordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import { useSiteContent } from '../../../content/site-content';
import { JobDetails, JobFacts } from './job-details';

/** The open positions; each opens to its qualifications, responsibilities, perks and Apply Now. */
export function JobAccordion() {
  const { jobs } = useSiteContent();
  if (jobs.length === 0)
    return (
      <p className="jobs__empty">
        <Trans>There are no open positions at the moment.</Trans>
      </p>
    );
  return (
    <Accordion.Root type="single" collapsible className="jobs">
      {jobs.map(({ id, attributes: job }) => (
        <Accordion.Item key={id} value={job.slug} className="job">
          <Accordion.Header asChild>
            <h3 className="job__header">
              <Accordion.Trigger className="job__trigger">
                <span className="job__heading">
                  <span className="job__title">{job.title}</span>
                  <JobFacts job={job} />
                </span>
                <ChevronDown className="job__chevron" aria-hidden="true" size={22} />
              </Accordion.Trigger>
            </h3>
          </Accordion.Header>
          <Accordion.Content className="job__content">
            <JobDetails job={job} headingLevel={4} />
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
