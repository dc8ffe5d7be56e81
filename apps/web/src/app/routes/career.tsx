import { GraduationCap, HeartPulse, Plane, Timer } from 'lucide-react';
import { Section, SectionHeading } from '../../components/ui/section';
import { careersIntro } from '../../content/careers';
import { office } from '../../content/site';
import { JobAccordion } from '../../features/careers/components/job-accordion';

const HIGHLIGHTS = [
  { icon: HeartPulse, text: 'Family health insurance' },
  { icon: GraduationCap, text: 'Learning budget' },
  { icon: Timer, text: 'Flexible hours' },
  { icon: Plane, text: 'Client visits in Europe' },
] as const;

export default function CareerPage() {
  return (
    <>
      <Section labelledBy="careers-title" tone="dark" className="careers-hero">
        <SectionHeading
          id="careers-title"
          level={1}
          eyebrow={careersIntro.eyebrow}
          title={careersIntro.title}
          lead={careersIntro.lead}
        />
        <ul className="careers-perks" aria-label="Why work with us">
          {HIGHLIGHTS.map(({ icon: Icon, text }) => (
            <li key={text}>
              <Icon aria-hidden="true" size={18} />
              {text}
            </li>
          ))}
        </ul>
      </Section>
      <Section labelledBy="jobs-title">
        <h2 id="jobs-title" className="visually-hidden">
          All open positions
        </h2>
        <JobAccordion />
        <p className="careers-contact">
          No position that fits? Send your resume to{' '}
          <a href={`mailto:${office.email}`}>{office.email}</a> and tell us what you would like to
          work on.
        </p>
      </Section>
    </>
  );
}
