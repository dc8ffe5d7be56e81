import { Carousel } from '../../../components/ui/carousel';
import { testimonials } from '../../../content/home';
import { TestimonialCard } from './testimonial-card';

const TESTIMONIAL_AUTOPLAY_MS = 7000;

export default function TestimonialCarousel() {
  return (
    <Carousel
      label="Client testimonials"
      autoplayDelayMs={TESTIMONIAL_AUTOPLAY_MS}
      showDots
      className="testimonial-carousel"
    >
      {testimonials.map((testimonial) => (
        <TestimonialCard key={testimonial.name} testimonial={testimonial} />
      ))}
    </Carousel>
  );
}
