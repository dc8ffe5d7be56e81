import { Quote } from 'lucide-react';
import type { Testimonial } from '../../../content/home';

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const initials = testimonial.name
    .split(' ')
    .map((part) => part[0])
    .join('');
  return (
    <figure className="testimonial">
      <Quote className="testimonial__mark" aria-hidden="true" size={40} />
      <blockquote className="testimonial__quote">
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption className="testimonial__author">
        <span className="testimonial__avatar" aria-hidden="true">
          {initials}
        </span>
        <span>
          <strong>{testimonial.name}</strong>
          <span className="testimonial__role">
            {testimonial.role}, {testimonial.company}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
