import { ClientLogoStrip } from '../../features/home/components/client-logo-strip';
import { ClosingCta } from '../../features/home/components/closing-cta';
import { Hero } from '../../features/home/components/hero';
import { Testimonials } from '../../features/home/components/testimonials';
import { WhatWeOffer } from '../../features/home/components/what-we-offer';

export default function HomePage() {
  return (
    <>
      <Hero />
      <WhatWeOffer />
      <ClientLogoStrip />
      <Testimonials />
      <ClosingCta />
    </>
  );
}
