import { useTranslate } from '../../../i18n/i18n';
import { useLingui } from '@lingui/react/macro';
import { HeadedSection } from '../../../components/ui/section';
import { partners, partnersIntro } from '../../../content/about';

/** Flag files are 4:3. */
const FLAG_SIZE = { width: 48, height: 36 } as const;

export function GlobalPartners() {
  const { t } = useLingui();
  const translate = useTranslate();
  return (
    <HeadedSection
      id="partners-title"
      eyebrow={t`Where we work`}
      {...translate(partnersIntro)}
      align="center"
    >
      <ul className="partner-list">
        {translate(partners).map((partner) => (
          <li key={partner.country} className="partner">
            <img
              className="partner__flag"
              src={partner.flag}
              alt=""
              width={FLAG_SIZE.width}
              height={FLAG_SIZE.height}
              loading="lazy"
              decoding="async"
            />
            <span>{partner.country}</span>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
