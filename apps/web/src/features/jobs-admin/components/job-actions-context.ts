import { createContext, useContext } from 'react';
import type { Job } from '@app/shared/job';

export type JobAction = 'up' | 'down' | 'publish' | 'edit' | 'delete';

export interface JobActions {
  /** Every job's id in order (whatever the page shows), once known: where each job may move. */
  order: readonly number[] | undefined;
  /** The job whose move or publication is on its way. */
  busyId: number | null;
  act: (job: Job, action: JobAction) => void;
}

/**
 * What the rows' buttons do and may do. Held in context, not in the column definitions, so the
 * columns stay the same objects and the cells are not remounted (losing the focus) on a change.
 */
export const JobActionsContext = createContext<JobActions>({
  order: undefined,
  busyId: null,
  act: () => {},
});

export function useJobActions(): JobActions {
  return useContext(JobActionsContext);
}
