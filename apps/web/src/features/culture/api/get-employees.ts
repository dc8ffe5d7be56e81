import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useSiteContent } from '../../../content/site-content';
import { apiRequest } from '../../../lib/api-client';
import { toStrapiQuery, type StrapiList } from '../../../lib/strapi';
import type { EmployeeAttributes } from '@app/shared/employee';
import { nextPageAfter } from './pages';
import { TESTIMONIALS_PAGE_SIZE } from '@app/shared/site-content';

/** `GET /api/employees?populate=*`, one page of `TESTIMONIALS_PAGE_SIZE` testimonials. */
export function getEmployees(
  page: number,
  signal?: AbortSignal,
): Promise<StrapiList<EmployeeAttributes>> {
  const query = toStrapiQuery({ populate: '*', page, pageSize: TESTIMONIALS_PAGE_SIZE });
  return apiRequest('/api/employees', { query, signal });
}

/** The testimonials of What Our Employees Say, a page at a time; Show more asks for the next one. */
export const employeesQuery = infiniteQueryOptions({
  queryKey: ['employees', 'public', { pageSize: TESTIMONIALS_PAGE_SIZE }],
  queryFn: ({ pageParam, signal }) => getEmployees(pageParam, signal),
  initialPageParam: 1,
  getNextPageParam: nextPageAfter,
});

/** Starts from the first page the server rendered the Culture page with, when it did. */
export function useEmployees() {
  const firstPage = useSiteContent().culture?.testimonials;
  return useInfiniteQuery({
    ...employeesQuery,
    initialData: firstPage ? { pages: [firstPage], pageParams: [1] } : undefined,
  });
}
