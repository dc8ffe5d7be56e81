import type { MediaEntity } from '@app/shared/media';
import { pagination } from '../../admin/testing/fixtures';
import type { Testimonial } from '../api/get-testimonials';

const STAMP = '2025-06-01T10:00:00.000Z';

/** A testimonial as `GET /api/employees?populate=*` answers it. */
export function testimonialEntity(id: number, name: string, message: string, photo: MediaEntity | null = null): Testimonial {
  return { id, attributes: { name, message, createdAt: STAMP, updatedAt: STAMP, photo: { data: photo } } };
}

export function testimonialList(testimonials: Testimonial[], total = testimonials.length) {
  return { data: testimonials, meta: pagination(total) };
}
