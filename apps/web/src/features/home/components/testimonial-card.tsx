import { Quote } from 'lucide-react';
import type { ClientTestimonialAttributes } from '@app/shared/client-testimonial';
import { initialsOf, PersonPhoto } from '../../../components/ui/person-photo';

const PHOTO_SIZE = 48;

export function TestimonialCard({ testimonial }: { testimonial: ClientTestimonialAttributes }) {
  return (
    <figure className="testimonial">
      <Quote className="testimonial__mark" aria-hidden="true" size={40} />
      <blockquote className="testimonial__quote">
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption className="testimonial__author">
        <PersonPhoto
          photo={testimonial.photo?.data}
          initials={initialsOf(testimonial.name, 3)}
          size={PHOTO_SIZE}
          className="testimonial__avatar"
        />
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
