import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { MESSAGES } from '@app/shared/messages';
import type { ApplicationStatus } from '@app/shared/options';
import { applicationRoutes, type ApplicationAttributes } from '@app/shared/application';
import { callRoute } from '../../../lib/api-client';
import type { StrapiList } from '../../../lib/strapi';
import type { Application } from '../types';
import { applicationKeys } from './get-applications';

/** Staff change one of three fields at a time (SPEC.md section 7). */
export type ApplicationChange =
  { applicationStatus: ApplicationStatus } | { interviewTime: string } | { remarks: string };

export interface UpdateApplicationInput {
  id: number;
  data: ApplicationChange;
}

export function updateApplication({ id, data }: UpdateApplicationInput) {
  return callRoute(applicationRoutes.update, { id, body: { data } });
}

/** SPEC.md section 8's message for a failed change of this field. */
export function updateFailedMessage(data: ApplicationChange): string {
  if ('applicationStatus' in data) return MESSAGES.updateStatusFailed;
  if ('interviewTime' in data) return MESSAGES.updateInterviewTimeFailed;
  return MESSAGES.updateRemarksFailed;
}

export function updateSavedMessage(data: ApplicationChange): string {
  if ('applicationStatus' in data) return `Status set to ${data.applicationStatus}.`;
  if ('interviewTime' in data) return 'Interview time saved.';
  return 'Remarks saved.';
}

type ListSnapshot = [readonly unknown[], StrapiList<ApplicationAttributes> | undefined][];
type EntrySnapshot = { data: Application; meta: object };

/**
 * Saves a change. The tables and the application's page show it at once; if the server refuses,
 * the stored value comes back and a toast says what failed. The lists, the page and its history
 * are reloaded afterwards either way.
 */
export function useUpdateApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateApplication,
    onMutate: async ({
      id,
      data,
    }): Promise<{ snapshot: ListSnapshot; entry: EntrySnapshot | undefined }> => {
      await queryClient.cancelQueries({ queryKey: applicationKeys.lists() });
      await queryClient.cancelQueries({ queryKey: applicationKeys.detail(id) });
      const snapshot = queryClient.getQueriesData<StrapiList<ApplicationAttributes>>({
        queryKey: applicationKeys.lists(),
      });
      const entry = queryClient.getQueryData<EntrySnapshot>(applicationKeys.detail(id));
      if (entry) {
        queryClient.setQueryData<EntrySnapshot>(applicationKeys.detail(id), {
          ...entry,
          data: { ...entry.data, attributes: { ...entry.data.attributes, ...data } },
        });
      }
      queryClient.setQueriesData<StrapiList<ApplicationAttributes>>(
        { queryKey: applicationKeys.lists() },
        (list) =>
          list
            ? {
                ...list,
                data: list.data.map((row) =>
                  row.id === id ? { ...row, attributes: { ...row.attributes, ...data } } : row,
                ),
              }
            : list,
      );
      return { snapshot, entry };
    },
    onError: (_error, { id, data }, context) => {
      context?.snapshot.forEach(([key, list]) => queryClient.setQueryData(key, list));
      if (context?.entry) queryClient.setQueryData(applicationKeys.detail(id), context.entry);
      toast.error(updateFailedMessage(data));
    },
    onSuccess: (_answer, { data }) => {
      toast.success(updateSavedMessage(data));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
  });
}
