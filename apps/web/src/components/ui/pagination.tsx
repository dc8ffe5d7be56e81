import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { Button } from './button';
import { Select } from './select';
import './pagination.css';

/** The page sizes a table offers. */
export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100] as const;

export interface PaginationProps {
  /** Current page, counted from 1. */
  page: number;
  pageSize: number;
  /** Number of pages the server reports (0 when there are no rows). */
  pageCount: number;
  /** Number of rows matching the filters, over all pages. */
  total: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  /** Plural noun for the total, e.g. `applications`. */
  itemLabel?: string;
  /** Accessible name of the pagination landmark, e.g. `Applications pages`. */
  label?: string;
  disabled?: boolean;
}

const count = new Intl.NumberFormat('en-US');

/** Total count, "Page x of y", previous/next and a page-size choice (10, 25, 50, 100). */
export function Pagination({
  page,
  pageSize,
  pageCount,
  total,
  onPageChange,
  onPageSizeChange,
  itemLabel = 'rows',
  label = 'Pagination',
  disabled = false,
}: PaginationProps) {
  const sizeId = useId();
  const lastPage = Math.max(pageCount, 1);
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  return (
    <nav className="pagination" aria-label={label}>
      <p className="pagination__summary">
        {total === 0 ? (
          <>No {itemLabel}</>
        ) : (
          <>
            <span className="pagination__range">
              {count.format(first)}–{count.format(last)}
            </span>{' '}
            of <strong>{count.format(total)}</strong> {itemLabel}
          </>
        )}
      </p>
      <div className="pagination__controls">
        <label className="pagination__size" htmlFor={sizeId}>
          <span>Rows per page</span>
          <Select
            id={sizeId}
            size="sm"
            value={String(pageSize)}
            disabled={disabled}
            options={PAGE_SIZE_OPTIONS.map(String)}
            onChange={(event) => onPageSizeChange(Number(event.target.value))}
          />
        </label>
        <p className="pagination__status" aria-live="polite">
          Page {count.format(Math.min(page, lastPage))} of {count.format(lastPage)}
        </p>
        <div className="pagination__buttons">
          <Button
            variant="secondary"
            size="sm"
            aria-label="Previous page"
            disabled={disabled || page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            <ChevronLeft aria-hidden="true" size={16} />
            <span className="pagination__button-text">Previous</span>
          </Button>
          <Button
            variant="secondary"
            size="sm"
            aria-label="Next page"
            disabled={disabled || page >= lastPage}
            onClick={() => onPageChange(page + 1)}
          >
            <span className="pagination__button-text">Next</span>
            <ChevronRight aria-hidden="true" size={16} />
          </Button>
        </div>
      </div>
    </nav>
  );
}
