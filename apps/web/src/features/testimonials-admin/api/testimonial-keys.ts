import type { TestimonialListParams } from './get-testimonials';

/** Query keys of the Testimonials tab; they start with `employees`, the API's name for testimonials. */
export const testimonialKeys = {
  all: ['employees'] as const,
  lists: () => [...testimonialKeys.all, 'admin-list'] as const,
  list: (params: TestimonialListParams) => [...testimonialKeys.lists(), params] as const,
};
