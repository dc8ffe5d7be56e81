import { useQuery } from '@tanstack/react-query';
import {
  applicationKeys,
  getApplications,
  useApplications,
  type ApplicationListParams,
} from './get-applications';

/** An application next to the current one in the list, and the list page it is on. */
export interface Neighbour {
  id: number;
  page: number;
}

export interface ApplicationNeighbours {
  previous?: Neighbour;
  next?: Neighbour;
  /** Where the application stands in the list (from 1), and how many the list holds. */
  position?: { index: number; total: number };
}

/** A page of the list, asked for only when `enabled` (the neighbour is across a page boundary). */
function useListPage(params: ApplicationListParams, enabled: boolean) {
  return useQuery({
    queryKey: applicationKeys.list(params),
    queryFn: ({ signal }) => getApplications(params, signal),
    enabled,
  });
}

/**
 * The applications before and after `id` in the list with these filters, sort and page: on the
 * same page, or the last of the page before and the first of the page after. The page itself is
 * the list's own query (cached when the page was opened from the list). Nothing when the list no
 * longer holds the application (its status changed out of the filter).
 */
export function useApplicationNeighbours(
  id: number,
  params: ApplicationListParams,
): ApplicationNeighbours {
  const current = useApplications(params);
  const rows = current.isPlaceholderData ? [] : (current.data?.data ?? []);
  const pagination = current.data?.meta.pagination;
  const index = rows.findIndex((row) => row.id === id);
  const found = index >= 0 && pagination !== undefined;
  const pageCount = pagination?.pageCount ?? 1;
  const atStart = found && index === 0 && params.page > 1;
  const atEnd = found && index === rows.length - 1 && params.page < pageCount;
  const before = useListPage({ ...params, page: params.page - 1 }, atStart).data?.data;
  const after = useListPage({ ...params, page: params.page + 1 }, atEnd).data?.data;
  if (!found) return {};

  const previousRow = index > 0 ? rows[index - 1] : before?.at(-1);
  const nextRow = index < rows.length - 1 ? rows[index + 1] : after?.[0];
  return {
    previous: previousRow && {
      id: previousRow.id,
      page: index > 0 ? params.page : params.page - 1,
    },
    next: nextRow && {
      id: nextRow.id,
      page: index < rows.length - 1 ? params.page : params.page + 1,
    },
    position: {
      index: (params.page - 1) * params.pageSize + index + 1,
      total: pagination.total,
    },
  };
}
