import { useLingui } from '@lingui/react/macro';
import type { ClientTestimonialAttributes } from '@app/shared/client-testimonial';
import type { Entity } from '@app/shared/contract';
import { Carousel } from '../../../components/ui/carousel';
import { TestimonialCard } from './testimonial-card';

const TESTIMONIAL_AUTOPLAY_MS = 7000;

export default function TestimonialCarousel({
  testimonials,
}: {
  testimonials: readonly Entity<ClientTestimonialAttributes>[];
}) {
  const { t } = useLingui();
  return (
    <Carousel
      label={t`Client testimonials`}
      autoplayDelayMs={TESTIMONIAL_AUTOPLAY_MS}
      showDots
      className="testimonial-carousel"
    >
      {testimonials.map((testimonial) => (
        <TestimonialCard key={testimonial.id} testimonial={testimonial.attributes} />
      ))}
    </Carousel>
  );
}
