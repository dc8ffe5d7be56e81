import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EmployeeAttributes } from '@app/shared/employee';
import type { SortState } from '../../../components/ui/data-table';
import { apiRequest } from '../../../lib/api-client';
import { toStrapiQuery, type StrapiEntity, type StrapiList } from '../../../lib/strapi';
import { testimonialKeys } from './testimonial-keys';

export type Testimonial = StrapiEntity<EmployeeAttributes>;

export const TESTIMONIAL_FILTER_KEYS = ['name'] as const;
/** Columns the API sorts testimonials by. */
export const TESTIMONIAL_SORT_FIELDS = ['name', 'createdAt'] as const;
export const DEFAULT_TESTIMONIAL_SORT: SortState = { field: 'createdAt', direction: 'desc' };

export interface TestimonialListParams {
  /** Case-insensitive part of the name. */
  name: string;
  sort: SortState;
  page: number;
  pageSize: number;
}

/** `GET /api/employees?populate=*`: a page of testimonials with their photos. */
export function getTestimonials({ name, sort, page, pageSize }: TestimonialListParams, signal?: AbortSignal) {
  const query = toStrapiQuery({
    filters: name.trim() ? { name: { $containsi: name.trim() } } : {},
    sort,
    page,
    pageSize,
    populate: '*',
  });
  // The public list may be kept by the browser for a few seconds; Staff must see their change at once.
  return apiRequest<StrapiList<EmployeeAttributes>>('/api/employees', { query, signal, cache: 'no-store' });
}

/** One page of testimonials; the previous page stays on screen while the next one loads. */
export function useTestimonials(params: TestimonialListParams) {
  return useQuery({
    queryKey: testimonialKeys.list(params),
    queryFn: ({ signal }) => getTestimonials(params, signal),
    placeholderData: keepPreviousData,
  });
}
