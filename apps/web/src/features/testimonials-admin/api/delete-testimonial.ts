import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { testimonialKeys } from './testimonial-keys';

/** `DELETE /api/employees/:id` (Staff): the testimonial goes, and its photo with it. */
export function deleteTestimonial(id: number): Promise<unknown> {
  return apiRequest(`/api/employees/${id}`, { method: 'DELETE' });
}

export function useDeleteTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTestimonial,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: testimonialKeys.all }),
  });
}
