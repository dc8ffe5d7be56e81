import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type ExpandedState,
  type Row,
  type RowData,
  type RowSelectionState,
} from '@tanstack/react-table';
import { AlertCircle, ArrowDown, ArrowUp, ArrowUpDown, ChevronRight } from 'lucide-react';
import {
  Fragment,
  useEffect,
  useMemo,
  useRef,
  useState,
  type HTMLAttributes,
  type ReactElement,
  type ReactNode,
} from 'react';
import { Button } from './button';
import { DataTableColumnsMenu, useStoredColumnVisibility } from './data-table-columns';
import './data-table.css';

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Alignment of the column's header and cells: `end` for amounts. */
    align?: 'start' | 'center' | 'end';
    /** Extra class on the column's header and cells (widths, wrapping). */
    className?: string;
    /**
     * The column may be shown and hidden from the Columns menu above the table, which the browser
     * remembers per table (by its caption); the value is how it starts.
     */
    visibility?: 'shown' | 'hidden';
  }
}

export type SortDirection = 'asc' | 'desc';

/** The server-side sort: a column id (the API's field name) and a direction. */
export interface SortState {
  field: string;
  direction: SortDirection;
}

/** The row id of an API entry (`{ id, attributes }`): its id, which stays put across pages and sorts. */
export const entryRowId = (entry: { id: number }) => String(entry.id);

/** The next sort after a click on a column header: the sorted column flips, another starts ascending. */
export function nextSort(current: SortState | null | undefined, field: string): SortState {
  if (current?.field === field)
    return { field, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { field, direction: 'asc' };
}

export interface DataTableProps<T> {
  /** The table's accessible name (a visually hidden caption). */
  caption: string;
  /**
   * TanStack column definitions. A column with `enableSorting: true` gets a sort button in its
   * header and is sorted on the server by its `id`. `meta.align` / `meta.className` style it.
   */
  // Columns mix value types; TanStack's own examples type them the same way.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[];
  /** The rows of the current page; `undefined` until the first load. */
  data: T[] | undefined;
  getRowId: (row: T) => string;
  /** A short name of a row for screen readers ("Ali Becker"), used by checkboxes and detail toggles. */
  getRowLabel?: (row: T) => string;
  /** Current server-side sort and what to do when a sortable header is clicked. */
  sort?: SortState | null;
  onSortChange?: (sort: SortState) => void;
  /** True while the first page loads: skeleton rows are shown. */
  isLoading?: boolean;
  /** True while a newer page is on its way: the current rows stay, dimmed. */
  isFetching?: boolean;
  /** Shown instead of the rows when loading failed, with a Retry button if `onRetry` is given. */
  errorMessage?: ReactNode;
  onRetry?: () => void;
  /** Shown when the page has no rows. */
  emptyMessage?: ReactNode;
  /** Selected row ids; giving it adds a checkbox column with select-all for the page. */
  rowSelection?: RowSelectionState;
  onRowSelectionChange?: (selection: RowSelectionState) => void;
  /** Extra attributes per row: handlers for double-click, context menu, keyboard, a class. */
  getRowProps?: (row: T) => HTMLAttributes<HTMLTableRowElement>;
  /** Wraps each row element, e.g. in a Radix `ContextMenu.Trigger asChild`. */
  wrapRow?: (row: T, rowElement: ReactElement) => ReactNode;
  /** Content of a row's expandable details; giving it adds a toggle column at the start. */
  renderDetail?: (row: T) => ReactNode;
  /**
   * What Enter on a focused row does (rows take focus from the `j`/`k` keys): open its page or
   * dialog. Without it Enter shows or hides the row's details, when it has any.
   */
  onRowOpen?: (row: T) => void;
  /** Keeps the header visible while the body scrolls inside `maxHeight`. */
  stickyHeader?: boolean;
  /** Height limit of the scroll area (px number or any CSS length). */
  maxHeight?: number | string;
  /** How many placeholder rows the first load shows. */
  skeletonRows?: number;
  /** Shown under the rows inside the table's frame, typically the Pagination. */
  footer?: ReactNode;
}

interface CheckboxProps {
  checked: boolean;
  indeterminate: boolean;
  onChange: () => void;
  'aria-label': string;
}

/** A checkbox that can also show the "some selected" state, which only exists as a DOM property. */
function IndeterminateCheckbox({ indeterminate, ...props }: CheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return <input ref={ref} type="checkbox" className="data-table__checkbox" {...props} />;
}

function selectionColumn<T>(getRowLabel: (row: T) => string): ColumnDef<T> {
  return {
    id: '__select',
    meta: { className: 'data-table__control-cell' },
    header: ({ table }) => (
      <IndeterminateCheckbox
        aria-label="Select all rows on this page"
        checked={table.getIsAllPageRowsSelected()}
        indeterminate={table.getIsSomePageRowsSelected()}
        onChange={() => table.toggleAllPageRowsSelected()}
      />
    ),
    cell: ({ row }) => (
      <IndeterminateCheckbox
        aria-label={`Select ${getRowLabel(row.original)}`}
        checked={row.getIsSelected()}
        indeterminate={false}
        onChange={() => row.toggleSelected()}
      />
    ),
  };
}

function detailToggleColumn<T>(getRowLabel: (row: T) => string): ColumnDef<T> {
  return {
    id: '__details',
    meta: { className: 'data-table__control-cell' },
    header: () => <span className="visually-hidden">Details</span>,
    cell: ({ row }) => (
      <button
        type="button"
        className="data-table__toggle"
        aria-expanded={row.getIsExpanded()}
        aria-label={`Details of ${getRowLabel(row.original)}`}
        onClick={() => row.toggleExpanded()}
      >
        <ChevronRight aria-hidden="true" size={18} />
      </button>
    ),
  };
}

function alignClass(align: 'start' | 'center' | 'end' | undefined): string | undefined {
  return align && align !== 'start' ? `data-table__cell--${align}` : undefined;
}

/**
 * A table over one page of server data (TanStack Table in manual mode: the server filters,
 * sorts and pages). Sortable headers are buttons with `aria-sort`; loading, empty and error
 * states; optional row selection, expandable details, sticky header and scroll height, and a
 * Columns menu for the columns that may be hidden. On narrow screens the table scrolls sideways inside its container.
 */
export function DataTable<T>({
  caption,
  columns,
  data,
  getRowId,
  getRowLabel = getRowId,
  sort,
  onSortChange,
  isLoading = false,
  isFetching = false,
  errorMessage,
  onRetry,
  emptyMessage = 'Nothing to show.',
  rowSelection,
  onRowSelectionChange,
  getRowProps,
  wrapRow,
  renderDetail,
  onRowOpen,
  stickyHeader = false,
  maxHeight,
  skeletonRows = 5,
  footer,
}: DataTableProps<T>) {
  const [expanded, setExpanded] = useState<ExpandedState>({});
  const [columnVisibility, setColumnVisibility] = useStoredColumnVisibility(caption, columns);
  const selectable = rowSelection !== undefined;
  const allColumns = useMemo(
    () => [
      ...(selectable ? [selectionColumn(getRowLabel)] : []),
      ...(renderDetail ? [detailToggleColumn(getRowLabel)] : []),
      ...columns,
    ],
    [columns, selectable, renderDetail, getRowLabel],
  );
  const rows = useMemo(() => data ?? [], [data]);

  // TanStack Table hands back functions that React Compiler must not memoise; it is not used here.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<T>({
    data: rows,
    columns: allColumns,
    getRowId: (row) => getRowId(row),
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    manualFiltering: true,
    manualExpanding: true,
    autoResetExpanded: false,
    enableRowSelection: selectable,
    getRowCanExpand: () => Boolean(renderDetail),
    state: {
      rowSelection: rowSelection ?? {},
      expanded,
      columnVisibility,
      sorting: sort ? [{ id: sort.field, desc: sort.direction === 'desc' }] : [],
    },
    onColumnVisibilityChange: (updater) =>
      setColumnVisibility(typeof updater === 'function' ? updater(columnVisibility) : updater),
    onRowSelectionChange: (updater) => {
      const next = typeof updater === 'function' ? updater(rowSelection ?? {}) : updater;
      onRowSelectionChange?.(next);
    },
    onExpandedChange: setExpanded,
  });

  const columnCount = table.getVisibleLeafColumns().length;
  const hideableColumns = table
    .getAllLeafColumns()
    .filter((column) => column.id in columnVisibility);
  const showSkeleton = isLoading && data === undefined && !errorMessage;
  const busy = showSkeleton || isFetching;

  function renderBodyMessage(content: ReactNode, kind: 'empty' | 'error') {
    return (
      <tr className="data-table__message-row">
        <td colSpan={columnCount}>
          <div
            className={`data-table__message data-table__message--${kind}`}
            role={kind === 'error' ? 'alert' : undefined}
          >
            {kind === 'error' ? <AlertCircle aria-hidden="true" size={20} /> : null}
            <span>{content}</span>
            {kind === 'error' && onRetry ? (
              <Button variant="secondary" size="sm" onClick={onRetry}>
                Retry
              </Button>
            ) : null}
          </div>
        </td>
      </tr>
    );
  }

  function renderRow(row: Row<T>) {
    const extra = getRowProps?.(row.original) ?? {};
    const rowElement = (
      <tr
        // Focusable by script (the `j`/`k` keys), not a Tab stop of its own unless the tab says so.
        tabIndex={-1}
        {...extra}
        onKeyDown={(event) => {
          extra.onKeyDown?.(event);
          if (event.defaultPrevented || event.key !== 'Enter') return;
          if (event.target !== event.currentTarget) return;
          if (onRowOpen) onRowOpen(row.original);
          else if (row.getCanExpand()) row.toggleExpanded();
          else return;
          event.preventDefault();
        }}
        className={[
          'data-table__row',
          row.getIsSelected() ? 'data-table__row--selected' : '',
          extra.className,
        ]
          .filter(Boolean)
          .join(' ')}
        data-state={row.getIsSelected() ? 'selected' : undefined}
      >
        {row.getVisibleCells().map((cell) => {
          const meta = cell.column.columnDef.meta;
          return (
            <td
              key={cell.id}
              className={
                [alignClass(meta?.align), meta?.className].filter(Boolean).join(' ') || undefined
              }
            >
              {flexRender(cell.column.columnDef.cell, cell.getContext())}
            </td>
          );
        })}
      </tr>
    );
    return (
      <Fragment key={row.id}>
        {wrapRow ? wrapRow(row.original, rowElement) : rowElement}
        {renderDetail && row.getIsExpanded() ? (
          <tr className="data-table__detail-row">
            <td colSpan={columnCount}>
              <div className="data-table__detail-content">{renderDetail(row.original)}</div>
            </td>
          </tr>
        ) : null}
      </Fragment>
    );
  }

  function renderBody() {
    if (errorMessage) return renderBodyMessage(errorMessage, 'error');
    if (showSkeleton) {
      return Array.from({ length: skeletonRows }, (_, index) => (
        <tr key={index} className="data-table__skeleton-row" aria-hidden="true">
          {Array.from({ length: columnCount }, (__, cellIndex) => (
            <td key={cellIndex}>
              <span className="data-table__skeleton" />
            </td>
          ))}
        </tr>
      ));
    }
    const pageRows = table.getRowModel().rows;
    if (pageRows.length === 0) return renderBodyMessage(emptyMessage, 'empty');
    return pageRows.map(renderRow);
  }

  return (
    <div
      className={[
        'data-table',
        stickyHeader ? 'data-table--sticky' : '',
        isFetching && data ? 'data-table--fetching' : '',
      ]
        .filter(Boolean)
        .join(' ')}
    >
      {busy ? (
        <p className="visually-hidden" role="status">
          Loading…
        </p>
      ) : null}
      {hideableColumns.length > 0 ? (
        <div className="data-table__options">
          <DataTableColumnsMenu caption={caption} columns={hideableColumns} />
        </div>
      ) : null}
      <div
        className="data-table__scroll"
        style={maxHeight !== undefined ? { maxHeight } : undefined}
      >
        <table className="data-table__table" aria-busy={busy || undefined}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const column = header.column;
                  const meta = column.columnDef.meta;
                  // Opt-in per column: the server decides what can be sorted, not whether a column has an accessor.
                  const sortable = column.columnDef.enableSorting === true && Boolean(onSortChange);
                  const direction = sort?.field === column.id ? sort.direction : null;
                  const label = header.isPlaceholder
                    ? null
                    : flexRender(column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      colSpan={header.colSpan}
                      className={
                        [alignClass(meta?.align), meta?.className].filter(Boolean).join(' ') ||
                        undefined
                      }
                      aria-sort={
                        direction ? (direction === 'asc' ? 'ascending' : 'descending') : undefined
                      }
                    >
                      {sortable ? (
                        <button
                          type="button"
                          className={[
                            'data-table__sort',
                            direction ? 'data-table__sort--active' : '',
                          ]
                            .filter(Boolean)
                            .join(' ')}
                          onClick={() => onSortChange?.(nextSort(sort, column.id))}
                        >
                          <span>{label}</span>
                          {direction === 'asc' ? (
                            <ArrowUp aria-hidden="true" size={14} />
                          ) : direction === 'desc' ? (
                            <ArrowDown aria-hidden="true" size={14} />
                          ) : (
                            <ArrowUpDown
                              aria-hidden="true"
                              size={14}
                              className="data-table__sort-idle"
                            />
                          )}
                        </button>
                      ) : (
                        label
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>{renderBody()}</tbody>
        </table>
      </div>
      {footer ? <div className="data-table__footer">{footer}</div> : null}
    </div>
  );
}
