import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicationHistoryRoutes } from '@app/shared/application-history';
import { callRoute } from '../../../lib/api-client';
import { applicationKeys } from './get-applications';

export function addApplicationNote({ id, text }: { id: number; text: string }) {
  return callRoute(applicationHistoryRoutes.addNote, { id, body: { data: { text } } });
}

/** Adds a note; the timeline is read again so it shows the note in its place. */
export function useAddApplicationNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addApplicationNote,
    onSettled: (_note, _error, { id }) =>
      queryClient.invalidateQueries({ queryKey: applicationKeys.history(id) }),
  });
}
