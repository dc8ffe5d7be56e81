import { GraduationCap, HeartPulse, Plane, Timer } from 'lucide-react';
import { HeadedSection, Section } from '../../components/ui/section';
import { careersIntro } from '../../content/careers';
import { useCompany } from '../../content/site-content';
import { JobAccordion } from '../../features/careers/components/job-accordion';

const HIGHLIGHTS = [
  { icon: HeartPulse, text: 'Family health insurance' },
  { icon: GraduationCap, text: 'Learning budget' },
  { icon: Timer, text: 'Flexible hours' },
  { icon: Plane, text: 'Client visits in Europe' },
] as const;

export default function CareerPage() {
  const { email } = useCompany();
  return (
    <>
      <HeadedSection
        id="careers-title"
        tone="dark"
        className="careers-hero"
        level={1}
        {...careersIntro}
      >
        <ul className="careers-perks" aria-label="Why work with us">
          {HIGHLIGHTS.map(({ icon: Icon, text }) => (
            <li key={text}>
              <Icon aria-hidden="true" size={18} />
              {text}
            </li>
          ))}
        </ul>
      </HeadedSection>
      <Section labelledBy="jobs-title">
        <h2 id="jobs-title" className="visually-hidden">
          All open positions
        </h2>
        <JobAccordion />
        <p className="careers-contact">
          No position that fits? Send your resume to <a href={`mailto:${email}`}>{email}</a> and
          tell us what you would like to work on.
        </p>
      </Section>
    </>
  );
}
