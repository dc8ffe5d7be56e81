import { lazy, Suspense } from 'react';
import { Section, SectionHeading } from '../../../components/ui/section';
import { testimonials } from '../../../content/home';
import { TestimonialCard } from './testimonial-card';

// The carousel library loads in its own chunk, after the page is on screen.
const TestimonialCarousel = lazy(() => import('./testimonial-carousel'));

export function Testimonials() {
  return (
    <Section labelledBy="testimonials-title" tone="warm">
      <SectionHeading
        id="testimonials-title"
        eyebrow="Testimonials"
        title="What our clients say"
        lead="Long partnerships are the best proof of our work."
        align="center"
      />
      <Suspense fallback={<TestimonialCard testimonial={testimonials[0]!} />}>
        <TestimonialCarousel />
      </Suspense>
    </Section>
  );
}
