import { useLocale } from '../../i18n/i18n';
import { GermanHint } from '../../components/layout/german-hint';
import { useHomeContent } from '../../features/home/api/get-home-content';
import { ClientLogoStrip } from '../../features/home/components/client-logo-strip';
import { ClosingCta } from '../../features/home/components/closing-cta';
import { Hero } from '../../features/home/components/hero';
import { Testimonials } from '../../features/home/components/testimonials';
import { WhatWeOffer } from '../../features/home/components/what-we-offer';

/** The parts Staff keep (figures, clients, testimonials) are left out while they are empty. */
export default function HomePage() {
  const home = useHomeContent();
  const locale = useLocale();
  return (
    <>
      {locale === 'en' ? <GermanHint /> : null}
      <Hero figures={home?.figures ?? null} />
      <WhatWeOffer />
      <ClientLogoStrip clients={home?.clients ?? []} />
      <Testimonials testimonials={home?.testimonials ?? []} />
      <ClosingCta />
    </>
  );
}
