import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { StrapiList } from '../../../lib/strapi';
import type { Media } from './media';

export interface EmployeeAttributes {
  name: string;
  message: string;
  photo?: { data: Media | null } | null;
}

/** `GET /api/employees?populate=*`: the testimonials of What Our Employees Say. */
export const employeesQuery = queryOptions({
  queryKey: ['employees', 'public'],
  queryFn: ({ signal }) => apiRequest<StrapiList<EmployeeAttributes>>('/api/employees', { query: { populate: '*' }, signal }),
});

export function useEmployees() {
  return useQuery(employeesQuery);
}
