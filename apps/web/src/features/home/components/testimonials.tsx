import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import type { ClientTestimonialAttributes } from '@app/shared/client-testimonial';
import type { Entity } from '@app/shared/contract';
import { Section, SectionHeading } from '../../../components/ui/section';
import { TestimonialCard } from './testimonial-card';

// The carousel library loads in its own chunk, after the page is on screen.
const TestimonialCarousel = lazy(() => import('./testimonial-carousel'));

/** What our clients say: one card, or a carousel of several; nothing without testimonials. */
export function Testimonials({
  testimonials,
}: {
  testimonials: readonly Entity<ClientTestimonialAttributes>[];
}) {
  const [first] = testimonials;
  const { t } = useLingui();
  if (!first) return null;
  return (
    <Section labelledBy="testimonials-title" tone="warm">
      <SectionHeading
        id="testimonials-title"
        eyebrow={t`Testimonials`}
        title={t`What our clients say`}
        lead={t`Long partnerships are the best proof of our work.`}
        align="center"
      />
      {testimonials.length === 1 ? (
        <TestimonialCard testimonial={first.attributes} />
      ) : (
        <Suspense fallback={<TestimonialCard testimonial={first.attributes} />}>
          <TestimonialCarousel testimonials={testimonials} />
        </Suspense>
      )}
    </Section>
  );
}
