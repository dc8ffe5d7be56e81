import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmployeeAttributes } from '@app/shared/employee';
import { apiRequest } from '../../../lib/api-client';
import type { StrapiSingle } from '../../../lib/strapi';
import type { TestimonialData } from './testimonial-data';
import { testimonialKeys } from './testimonial-keys';

export interface UpdateTestimonialInput {
  id: number;
  data: TestimonialData;
}

/** `PUT /api/employees/:id` (Staff): a photo replaced or removed is deleted by the server. */
export function updateTestimonial({ id, data }: UpdateTestimonialInput): Promise<StrapiSingle<EmployeeAttributes>> {
  return apiRequest(`/api/employees/${id}`, { method: 'PUT', body: { data }, query: { populate: '*' } });
}

export function useUpdateTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTestimonial,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: testimonialKeys.all }),
  });
}
