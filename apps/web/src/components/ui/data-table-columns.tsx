import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { Column, ColumnDef, VisibilityState } from '@tanstack/react-table';
import { Check, Columns3 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { tableColumnsStorageKey } from '@app/shared/session-keys';
import { buttonClass } from './button';

/** The columns that may be shown and hidden (`meta.visibility` set), each as it starts. */
function defaultColumnVisibility<T>(
  // Columns mix value types; TanStack's own examples type them the same way.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: readonly ColumnDef<T, any>[],
): VisibilityState {
  const visibility: VisibilityState = {};
  for (const column of columns) {
    const start = column.meta?.visibility;
    if (column.id && start) visibility[column.id] = start === 'shown';
  }
  return visibility;
}

/**
 * What the browser remembers of a table's hideable columns: the stored choice of each column that
 * is still hideable, the default for the others. Anything else under the key is ignored.
 */
function readStoredVisibility(key: string, defaults: VisibilityState): VisibilityState {
  let stored: unknown;
  try {
    stored = JSON.parse(localStorage.getItem(key) ?? 'null');
  } catch {
    stored = null;
  }
  const choices = stored !== null && typeof stored === 'object' ? stored : {};
  const visibility = { ...defaults };
  for (const [id, shown] of Object.entries(choices)) {
    if (id in defaults && typeof shown === 'boolean') visibility[id] = shown;
  }
  return visibility;
}

/**
 * The shown and hidden columns of a table, kept in local storage under the table's name (its
 * caption) so that the choice outlives the page and the session.
 */
export function useStoredColumnVisibility<T>(
  tableName: string,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: readonly ColumnDef<T, any>[],
): [VisibilityState, (next: VisibilityState) => void] {
  const key = tableColumnsStorageKey(tableName);
  const defaults = useMemo(() => defaultColumnVisibility(columns), [columns]);
  const [visibility, setVisibility] = useState(() => readStoredVisibility(key, defaults));
  return [
    visibility,
    (next) => {
      setVisibility(next);
      localStorage.setItem(key, JSON.stringify(next));
    },
  ];
}

/** A column's name in the menu: its header text, or its id when the header is not text. */
function columnName<T>(column: Column<T>): string {
  const { header } = column.columnDef;
  return typeof header === 'string' ? header : column.id;
}

/**
 * The "Columns" button above a table and its menu, a checkbox item per hideable column. Items keep
 * the menu open, so several columns can be switched in one go; arrows, Space and Enter work it
 * from the keyboard and Escape closes it, returning focus to the button.
 */
export function DataTableColumnsMenu<T>({
  caption,
  columns,
}: {
  /** The table's name, for the button's accessible name. */
  caption: string;
  columns: Column<T>[];
}) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={buttonClass('secondary', 'sm')}
        aria-label={`Columns of the ${caption} table`}
      >
        <Columns3 aria-hidden="true" size={16} />
        Columns
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="data-table-menu" align="end" sideOffset={4}>
          <DropdownMenu.Label className="data-table-menu__label">Show columns</DropdownMenu.Label>
          {columns.map((column) => (
            <DropdownMenu.CheckboxItem
              key={column.id}
              className="data-table-menu__item"
              checked={column.getIsVisible()}
              onCheckedChange={(checked) => column.toggleVisibility(checked)}
              onSelect={(event) => event.preventDefault()}
            >
              <span className="data-table-menu__check" aria-hidden="true">
                <DropdownMenu.ItemIndicator>
                  <Check size={16} />
                </DropdownMenu.ItemIndicator>
              </span>
              {columnName(column)}
            </DropdownMenu.CheckboxItem>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
