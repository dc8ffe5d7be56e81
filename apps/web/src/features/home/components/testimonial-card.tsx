import { Quote } from 'lucide-react';
import type { ClientTestimonialAttributes } from '@app/shared/client-testimonial';
import { previewOf } from '../../../lib/preferred-image';

const PHOTO_SIZE = 48;

export function TestimonialCard({ testimonial }: { testimonial: ClientTestimonialAttributes }) {
  const photo = testimonial.photo?.data;
  const initials = testimonial.name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 3);
  return (
    <figure className="testimonial">
      <Quote className="testimonial__mark" aria-hidden="true" size={40} />
      <blockquote className="testimonial__quote">
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption className="testimonial__author">
        {photo ? (
          <img
            className="testimonial__avatar"
            src={previewOf(photo).url}
            alt=""
            width={PHOTO_SIZE}
            height={PHOTO_SIZE}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <span className="testimonial__avatar" aria-hidden="true">
            {initials}
          </span>
        )}
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
