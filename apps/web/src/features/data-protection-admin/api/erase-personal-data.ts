import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { formatErasureCounts, type ErasureCounts } from '@app/shared/data-protection';
import { apiRequest } from '../../../lib/api-client';

export const ERASE_FAILED_MESSAGE = 'Failed to erase the data. Please try again.';

export function erasePersonalData(email: string) {
  return apiRequest<{ data: ErasureCounts }>('/api/data-protection/erase', {
    method: 'POST',
    body: { data: { email } },
  });
}

/**
 * Erases everything sent with one e-mail. Applications, messages, the audit log and the preview
 * all change, so every cached list is reloaded when it is next shown.
 */
export function useErasePersonalData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: erasePersonalData,
    onSuccess: ({ data }) => {
      toast.success(`Erased ${formatErasureCounts(data)}.`);
    },
    onError: () => {
      toast.error(ERASE_FAILED_MESSAGE);
    },
    onSettled: () => queryClient.invalidateQueries(),
  });
}
