import { useTranslate } from '../../i18n/i18n';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { GraduationCap, HeartPulse, Plane, Timer } from 'lucide-react';
import { HeadedSection, Section } from '../../components/ui/section';
import { careersIntro } from '../../content/careers';
import { useCompany } from '../../content/site-content';
import { JobAccordion } from '../../features/careers/components/job-accordion';

const HIGHLIGHTS = [
  { icon: HeartPulse, text: msg`Family health insurance` },
  { icon: GraduationCap, text: msg`Learning budget` },
  { icon: Timer, text: msg`Flexible hours` },
  { icon: Plane, text: msg`Client visits in Europe` },
] as const;

export default function CareerPage() {
  const { email } = useCompany();
  const { t, i18n } = useLingui();
  const translate = useTranslate();
  return (
    <>
      <HeadedSection
        id="careers-title"
        tone="dark"
        className="careers-hero"
        level={1}
        {...translate(careersIntro)}
      >
        <ul className="careers-perks" aria-label={t`Why work with us`}>
          {HIGHLIGHTS.map(({ icon: Icon, text }) => (
            <li key={text.id}>
              <Icon aria-hidden="true" size={18} />
              {i18n._(text)}
            </li>
          ))}
        </ul>
      </HeadedSection>
      <Section labelledBy="jobs-title">
        <h2 id="jobs-title" className="visually-hidden">
          <Trans>All open positions</Trans>
        </h2>
        <JobAccordion />
        <p className="careers-contact">
          <Trans>
            No position that fits? Send your resume to <a href={`mailto:${email}`}>{email}</a> and
            tell us what you would like to work on.
          </Trans>
        </p>
      </Section>
    </>
  );
}
