import { useTranslate } from '../../../i18n/i18n';
import { useLingui } from '@lingui/react/macro';
import { BrainCircuit, Check, CloudCog, CodeXml, type LucideIcon } from 'lucide-react';
import { HeadedSection } from '../../../components/ui/section';
import { offers, offersIntro, type OfferIcon } from '../../../content/home';

const ICONS: Record<OfferIcon, LucideIcon> = { code: CodeXml, cloud: CloudCog, ai: BrainCircuit };

export function WhatWeOffer() {
  const { t } = useLingui();
  const translate = useTranslate();
  return (
    <HeadedSection
      id="offers-title"
      eyebrow={t`Services`}
      {...translate(offersIntro)}
      align="center"
    >
      <ul className="offer-grid">
        {translate(offers).map((offer) => {
          const Icon = ICONS[offer.icon];
          return (
            <li key={offer.title} className="offer-card">
              <span className="offer-card__icon">
                <Icon aria-hidden="true" size={26} />
              </span>
              <h3>{offer.title}</h3>
              <p>{offer.text}</p>
              <ul className="offer-card__points">
                {offer.points.map((point) => (
                  <li key={point}>
                    <Check aria-hidden="true" size={16} />
                    {point}
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </HeadedSection>
  );
}
