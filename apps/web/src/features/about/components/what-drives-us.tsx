import { useTranslate } from '../../../i18n/i18n';
import { useLingui } from '@lingui/react/macro';
import { Handshake, Lightbulb, Rocket, type LucideIcon } from 'lucide-react';
import { HeadedSection } from '../../../components/ui/section';
import { drivers, driversIntro, type DriverIcon } from '../../../content/about';

const ICONS: Record<DriverIcon, LucideIcon> = {
  innovation: Lightbulb,
  agility: Rocket,
  partnership: Handshake,
};

export function WhatDrivesUs() {
  const { t } = useLingui();
  const translate = useTranslate();
  return (
    <HeadedSection
      id="drivers-title"
      tone="muted"
      eyebrow={t`Our values`}
      {...translate(driversIntro)}
    >
      <ul className="driver-grid">
        {translate(drivers).map((driver) => {
          const Icon = ICONS[driver.icon];
          return (
            <li key={driver.title} className="driver">
              <Icon className="driver__icon" aria-hidden="true" size={28} />
              <h3>{driver.title}</h3>
              <p>{driver.text}</p>
            </li>
          );
        })}
      </ul>
    </HeadedSection>
  );
}
