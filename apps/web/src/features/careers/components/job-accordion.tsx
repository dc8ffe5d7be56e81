import * as Accordion from '@radix-ui/react-accordion';
import { ArrowRight, Briefcase, ChevronDown, Clock, MapPin } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClass } from '../../../components/ui/button';
import { applyHref, jobs, type Job } from '../../../content/careers';

/** The open positions; each opens to its qualifications, responsibilities, perks and Apply Now. */
export function JobAccordion() {
  return (
    <Accordion.Root type="single" collapsible className="jobs">
      {jobs.map((job) => (
        <Accordion.Item key={job.slug} value={job.slug} className="job">
          <Accordion.Header asChild>
            <h3 className="job__header">
              <Accordion.Trigger className="job__trigger">
                <span className="job__heading">
                  <span className="job__title">{job.title}</span>
                  <span className="job__meta">
                    <span>
                      <Clock aria-hidden="true" size={14} /> {job.type}
                    </span>
                    <span>
                      <MapPin aria-hidden="true" size={14} /> {job.location}
                    </span>
                    <span>
                      <Briefcase aria-hidden="true" size={14} /> {job.experience}
                    </span>
                  </span>
                </span>
                <ChevronDown className="job__chevron" aria-hidden="true" size={22} />
              </Accordion.Trigger>
            </h3>
          </Accordion.Header>
          <Accordion.Content className="job__content">
            <JobDetails job={job} />
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

function JobDetails({ job }: { job: Job }) {
  const lists = [
    { title: 'Qualifications', items: job.qualifications },
    { title: 'Responsibilities', items: job.responsibilities },
    { title: 'Perks', items: job.perks },
  ];
  return (
    <div className="job__details">
      <p className="job__summary">{job.summary}</p>
      <div className="job__lists">
        {lists.map((list) => (
          <div key={list.title} className="job__list">
            <h4>{list.title}</h4>
            <ul>
              {list.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <Link href={applyHref(job.position)} className={buttonClass('primary', 'md')}>
        Apply Now
        <span className="visually-hidden">: {job.title}</span>
        <ArrowRight aria-hidden="true" size={16} />
      </Link>
    </div>
  );
}
