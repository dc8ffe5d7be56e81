import { useTranslate } from '../../../i18n/i18n';
import { useLingui } from '@lingui/react/macro';
import { HeadedSection } from '../../../components/ui/section';
import { expertiseIntro, technologies } from '../../../content/technologies';
import { logoColour } from '../logo-colour';

export function OurExpertise() {
  const { t } = useLingui();
  return (
    <HeadedSection
      id="expertise-title"
      eyebrow={t`Technology`}
      {...useTranslate()(expertiseIntro)}
      align="center"
    >
      <ul className="tech-grid">
        {technologies.map((tech) => (
          <li key={tech.title} className="tech">
            <svg
              className="tech__logo"
              viewBox="0 0 24 24"
              width="36"
              height="36"
              aria-hidden="true"
              focusable="false"
            >
              <path d={tech.path} fill={logoColour(tech.hex)} />
            </svg>
            <span className="tech__name">{tech.title}</span>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
