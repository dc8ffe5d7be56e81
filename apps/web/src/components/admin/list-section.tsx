import type { ReactNode } from 'react';
import type { StrapiPagination } from '../../lib/strapi';
import { DataTable, entryRowId, type DataTableProps } from '../ui/data-table';
import {
  useKeepPageInRange,
  useTableUrlState,
  type TableUrlState,
  type TableUrlStateOptions,
} from '../ui/data-table-url-state';
import { Pagination } from '../ui/pagination';
import type { ExportCsv } from './export-button';
import { SectionHeader } from './section-header';

/** The noun a list counts, singular and plural: `['entry', 'entries']`. */
export type ListNoun = readonly [one: string, other: string];

/** What the header and the pagination need of a table's URL state (any filter keys). */
export type ListTableState = Pick<
  TableUrlState<string>,
  'hasFilters' | 'sort' | 'setSort' | 'page' | 'pageSize' | 'setPage' | 'setPageSize'
>;

const count = new Intl.NumberFormat('en-US');

/** A count as the admin area writes it: `1,000`. */
export const formatCount = (value: number) => count.format(value);

/**
 * How many rows there are, as the list headers say it: `30 applications`, `1 user matches the
 * filters`.
 */
export function listCountText(
  { total }: Pick<StrapiPagination, 'total'>,
  [one, other]: ListNoun,
  filtered: boolean,
): string {
  const single = total === 1;
  const matching = filtered ? (single ? ' matches the filters' : ' match the filters') : '';
  return `${count.format(total)} ${single ? one : other}${matching}`;
}

export interface ListPaginationProps {
  table: ListTableState;
  /** What the server said of the current page; nothing is shown until it has. */
  pagination: StrapiPagination | undefined;
  /** Accessible name of the pagination, e.g. `Applications pages`. */
  label: string;
  /** Plural noun of the total, e.g. `applications`. */
  itemLabel: string;
}

/**
 * The Pagination of a table whose page and page size live in the URL. It also moves to the last
 * page when the URL's page is past it (rows were deleted, or an old link).
 */
export function ListPagination({ table, pagination, label, itemLabel }: ListPaginationProps) {
  useKeepPageInRange(table.page, pagination, table.setPage);
  if (!pagination) return null;
  return (
    <Pagination
      label={label}
      itemLabel={itemLabel}
      page={table.page}
      pageSize={table.pageSize}
      pageCount={pagination.pageCount}
      total={pagination.total}
      onPageChange={table.setPage}
      onPageSizeChange={table.setPageSize}
    />
  );
}

/** What a list tab asks the server for: the filters, sort and page the URL holds. */
export type ListTabParams<F extends string> = Pick<
  TableUrlState<F>,
  'filters' | 'sort' | 'page' | 'pageSize'
>;

/**
 * A list tab's URL state and the query of the page it shows: `useList` (the tab's list query hook)
 * is asked for the filters, sort and page the URL holds.
 */
export function useListTab<F extends string, Q>(
  options: TableUrlStateOptions<F>,
  useList: (params: ListTabParams<F>) => Q,
): { table: TableUrlState<F>; query: Q } {
  const table = useTableUrlState(options);
  const { filters, sort, page, pageSize } = table;
  return { table, query: useList({ filters, sort, page, pageSize }) };
}

/** The parts of a list query (TanStack Query's result) the section shows. */
export interface ListQuery<T> {
  data?: { data: T[]; meta: { pagination: StrapiPagination } };
  isPending: boolean;
  /** True while the rows shown are the previous page's, a newer one on its way. */
  isPlaceholderData: boolean;
  isError: boolean;
  refetch: () => unknown;
}

type SectionTableProps<T> = Omit<
  DataTableProps<T>,
  | 'data'
  | 'getRowId'
  | 'sort'
  | 'onSortChange'
  | 'isLoading'
  | 'isFetching'
  | 'errorMessage'
  | 'onRetry'
  | 'emptyMessage'
  | 'footer'
>;

export interface ListSectionProps<T extends { id: number }> extends SectionTableProps<T> {
  /** Id of the title, e.g. `applications-title`. */
  headingId: string;
  title: string;
  /** What the rows are, for the count and the pagination. */
  noun: ListNoun;
  table: ListTableState;
  query: ListQuery<T>;
  /** The filter bar (a DataTableToolbar). */
  filters: ReactNode;
  /** Shown instead of the rows when loading failed, with a Retry button. */
  loadError: ReactNode;
  /** Shown when there are no rows at all, and when none match the filters. */
  emptyMessage: ReactNode;
  noMatchesMessage: ReactNode;
  /** Accessible name of the pagination, e.g. `Applications pages`. */
  paginationLabel: string;
  /**
   * A line under the title built around the count (`undefined` until the first page arrives).
   * Without it the count stands beside the title.
   */
  lead?: (countText: string | undefined) => ReactNode;
  /** The list's CSV export with the filters and sort it shows (an Export button). */
  exportCsv?: ExportCsv;
  /** After the table: the tab's dialogs. */
  children?: ReactNode;
}

/**
 * An admin list tab: the title with the number of rows, the filters, the server-side table and,
 * under its rows, the pagination. Filters, sort and page come from the table's URL state; the rows
 * (API entries, each known by its id) and the count from the list query.
 */
export function ListSection<T extends { id: number }>({
  headingId,
  title,
  noun,
  table,
  query,
  filters,
  loadError,
  emptyMessage,
  noMatchesMessage,
  paginationLabel,
  lead,
  exportCsv,
  children,
  ...tableProps
}: ListSectionProps<T>) {
  const pagination = query.data?.meta.pagination;
  const countText = pagination ? listCountText(pagination, noun, table.hasFilters) : undefined;
  return (
    <section aria-labelledby={headingId}>
      <SectionHeader
        headingId={headingId}
        title={title}
        lead={lead ? lead(countText) : undefined}
        aside={lead ? undefined : countText}
        exportCsv={exportCsv}
      />
      {filters}
      <DataTable
        {...tableProps}
        data={query.data?.data}
        getRowId={entryRowId}
        sort={table.sort}
        onSortChange={table.setSort}
        isLoading={query.isPending}
        isFetching={query.isPlaceholderData}
        errorMessage={query.isError ? loadError : undefined}
        onRetry={() => void query.refetch()}
        emptyMessage={table.hasFilters ? noMatchesMessage : emptyMessage}
        footer={
          pagination && pagination.total > 0 ? (
            <ListPagination
              table={table}
              pagination={pagination}
              label={paginationLabel}
              itemLabel={noun[1]}
            />
          ) : null
        }
      />
      {children}
    </section>
  );
}
