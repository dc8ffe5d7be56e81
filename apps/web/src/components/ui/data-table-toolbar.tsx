import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';

export interface DataTableToolbarProps {
  /** Accessible name of the filter area, e.g. `Filter applications`. */
  label: string;
  /** The filters, each usually a FormField; they wrap onto more lines on narrow screens. */
  children: ReactNode;
  /** Shows a `Clear filters` button, enabled while any filter is set. */
  onClear?: () => void;
  canClear?: boolean;
  /** Things at the end of the bar, such as an Add button. */
  actions?: ReactNode;
}

/** The filter bar above a data table. */
export function DataTableToolbar({
  label,
  children,
  onClear,
  canClear = false,
  actions,
}: DataTableToolbarProps) {
  return (
    <div className="data-table-toolbar">
      <div role="search" aria-label={label} className="data-table-toolbar__filters">
        {children}
        {onClear ? (
          <Button
            variant="ghost"
            size="sm"
            className="data-table-toolbar__clear"
            onClick={onClear}
            disabled={!canClear}
          >
            <X aria-hidden="true" size={16} />
            Clear filters
          </Button>
        ) : null}
      </div>
      {actions ? <div className="data-table-toolbar__actions">{actions}</div> : null}
    </div>
  );
}
