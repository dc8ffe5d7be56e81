import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'wouter';
import { DEFAULT_PAGE_SIZE } from '@app/shared/constants';
import type { SortState } from './data-table';
import { PAGE_SIZE_OPTIONS } from './pagination';

export interface TableUrlStateOptions<F extends string> {
  /** Query-string keys of the table's filters, e.g. `['position', 'status', 'q']`. */
  filterKeys: readonly F[];
  /** Column ids the server can sort by; anything else in the URL falls back to `defaultSort`. */
  sortableFields: readonly string[];
  defaultSort: SortState;
}

export interface TableUrlState<F extends string> {
  /** Each filter's text ('' when unset). */
  filters: Record<F, string>;
  hasFilters: boolean;
  sort: SortState;
  page: number;
  pageSize: number;
  setFilter: (key: F, value: string) => void;
  clearFilters: () => void;
  setSort: (sort: SortState) => void;
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
}

const SORT_KEY = 'sort';
const PAGE_KEY = 'page';
const PAGE_SIZE_KEY = 'pageSize';

function parseSort(
  raw: string | null,
  sortableFields: readonly string[],
  fallback: SortState,
): SortState {
  const [field, direction] = (raw ?? '').split(':');
  if (field && sortableFields.includes(field) && (direction === 'asc' || direction === 'desc'))
    return { field, direction };
  return fallback;
}

function parsePositiveInt(raw: string | null): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const value = Number(raw);
  return value >= 1 ? value : null;
}

/**
 * A server-side table's filters, sort, page and page size, kept in the URL's query string so that
 * reload, Back and a shared link show the same rows. Defaults are left out of the URL; changes
 * replace the history entry instead of adding one per keystroke. Changing a filter, the sort or
 * the page size goes back to page 1. A change that arrives once the table is off screen (a search
 * that waited for a pause in typing, after a click on another admin tab) is dropped: it would
 * otherwise write the old page's address over the new one.
 */
export function useTableUrlState<F extends string>({
  filterKeys,
  sortableFields,
  defaultSort,
}: TableUrlStateOptions<F>): TableUrlState<F> {
  const [params, setParams] = useSearchParams();

  const state = useMemo(() => {
    const filters = Object.fromEntries(
      filterKeys.map((key) => [key, params.get(key)?.trim() ?? '']),
    ) as Record<F, string>;
    const size = parsePositiveInt(params.get(PAGE_SIZE_KEY));
    return {
      filters,
      hasFilters: Object.values<string>(filters).some((value) => value !== ''),
      sort: parseSort(params.get(SORT_KEY), sortableFields, defaultSort),
      page: parsePositiveInt(params.get(PAGE_KEY)) ?? 1,
      pageSize:
        size !== null && (PAGE_SIZE_OPTIONS as readonly number[]).includes(size)
          ? size
          : DEFAULT_PAGE_SIZE,
    };
  }, [params, filterKeys, sortableFields, defaultSort]);

  // Layout effects are also cleaned up while Suspense hides the table (the next tab still loading).
  const onScreen = useRef(false);
  useLayoutEffect(() => {
    onScreen.current = true;
    return () => {
      onScreen.current = false;
    };
  }, []);

  const update = useCallback(
    (change: (next: URLSearchParams) => void) => {
      if (!onScreen.current) return;
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          change(next);
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const setFilter = useCallback(
    (key: F, value: string) =>
      update((next) => {
        if (value.trim()) next.set(key, value.trim());
        else next.delete(key);
        next.delete(PAGE_KEY);
      }),
    [update],
  );

  const clearFilters = useCallback(
    () =>
      update((next) => {
        filterKeys.forEach((key) => next.delete(key));
        next.delete(PAGE_KEY);
      }),
    [update, filterKeys],
  );

  const setSort = useCallback(
    (sort: SortState) =>
      update((next) => {
        if (sort.field === defaultSort.field && sort.direction === defaultSort.direction)
          next.delete(SORT_KEY);
        else next.set(SORT_KEY, `${sort.field}:${sort.direction}`);
        next.delete(PAGE_KEY);
      }),
    [update, defaultSort],
  );

  const setPage = useCallback(
    (page: number) =>
      update((next) => {
        if (page > 1) next.set(PAGE_KEY, String(page));
        else next.delete(PAGE_KEY);
      }),
    [update],
  );

  const setPageSize = useCallback(
    (pageSize: number) =>
      update((next) => {
        if (pageSize === DEFAULT_PAGE_SIZE) next.delete(PAGE_SIZE_KEY);
        else next.set(PAGE_SIZE_KEY, String(pageSize));
        next.delete(PAGE_KEY);
      }),
    [update],
  );

  return { ...state, setFilter, clearFilters, setSort, setPage, setPageSize };
}

/** What the server reported of a list's pages. */
export interface PageRange {
  pageCount: number;
}

/**
 * Moves to the last page when the page in the URL is past it (rows were deleted, or an old link).
 * `pages` is what the server reported, undefined while loading.
 */
export function useKeepPageInRange(
  page: number,
  pages: PageRange | undefined,
  setPage: (page: number) => void,
) {
  const pageCount = pages?.pageCount;
  useEffect(() => {
    if (pageCount !== undefined && pageCount > 0 && page > pageCount) setPage(pageCount);
  }, [page, pageCount, setPage]);
}
