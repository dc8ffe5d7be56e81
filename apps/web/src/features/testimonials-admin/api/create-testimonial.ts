import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmployeeAttributes } from '@app/shared/employee';
import { apiRequest } from '../../../lib/api-client';
import type { StrapiSingle } from '../../../lib/strapi';
import type { TestimonialData } from './testimonial-data';
import { testimonialKeys } from './testimonial-keys';

/** `POST /api/employees` (Staff). */
export function createTestimonial(data: TestimonialData): Promise<StrapiSingle<EmployeeAttributes>> {
  return apiRequest('/api/employees', { method: 'POST', body: { data }, query: { populate: '*' } });
}

export function useCreateTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTestimonial,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: testimonialKeys.all }),
  });
}
