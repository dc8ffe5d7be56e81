import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { toStrapiQuery, type StrapiList } from '../../../lib/strapi';
import type { EmployeeAttributes } from '@app/shared/employee';
import { nextPageAfter } from './pages';

/** Testimonials per page: two rows of the three-column grid, three of two. */
export const EMPLOYEES_PAGE_SIZE = 6;

/** `GET /api/employees?populate=*`, one page of `EMPLOYEES_PAGE_SIZE` testimonials. */
export function getEmployees(
  page: number,
  signal?: AbortSignal,
): Promise<StrapiList<EmployeeAttributes>> {
  const query = toStrapiQuery({ populate: '*', page, pageSize: EMPLOYEES_PAGE_SIZE });
  return apiRequest('/api/employees', { query, signal });
}

/** The testimonials of What Our Employees Say, a page at a time; Show more asks for the next one. */
export const employeesQuery = infiniteQueryOptions({
  queryKey: ['employees', 'public', { pageSize: EMPLOYEES_PAGE_SIZE }],
  queryFn: ({ pageParam, signal }) => getEmployees(pageParam, signal),
  initialPageParam: 1,
  getNextPageParam: nextPageAfter,
});

export function useEmployees() {
  return useInfiniteQuery(employeesQuery);
}
