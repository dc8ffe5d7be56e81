import type { ReactNode } from 'react';
import { DataTableSearchInput } from '../ui/data-table-search-input';
import { DataTableToolbar } from '../ui/data-table-toolbar';
import type { TableUrlState } from '../ui/data-table-url-state';
import { FormField } from '../ui/form-field';
import { Select, type SelectProps } from '../ui/select';

/** What every filter field takes: the table's URL state and which of its filters the field sets. */
interface FilterFieldProps<Key extends string> {
  table: TableUrlState<Key>;
  name: Key;
  label: string;
}

export interface FilterBarProps {
  table: Pick<TableUrlState<string>, 'clearFilters' | 'hasFilters'>;
  /** Accessible name of the filter area, e.g. `Filter applications`. */
  label: string;
  /** Things at the end of the bar, such as an Add button. */
  actions?: ReactNode;
  /** The filter fields below. */
  children: ReactNode;
}

/** An admin list's filter bar, whose Clear filters button clears the table's filters. */
export function FilterBar({ table, label, actions, children }: FilterBarProps) {
  return (
    <DataTableToolbar
      label={label}
      onClear={table.clearFilters}
      canClear={table.hasFilters}
      actions={actions}
    >
      {children}
    </DataTableToolbar>
  );
}

/** A text filter, set once typing pauses. */
export function SearchFilter<Key extends string>({
  table,
  name,
  label,
  placeholder,
}: FilterFieldProps<Key> & { placeholder: string }) {
  return (
    <FormField label={label}>
      <DataTableSearchInput
        data-list-search
        placeholder={placeholder}
        value={table.filters[name]}
        onValueChange={(value) => table.setFilter(name, value)}
      />
    </FormField>
  );
}

/** A filter picked from a list, its placeholder (e.g. `All statuses`) standing for no filter. */
export function SelectFilter<Key extends string>({
  table,
  name,
  label,
  placeholder,
  options,
}: FilterFieldProps<Key> & Pick<SelectProps, 'options'> & { placeholder: string }) {
  return (
    <FormField label={label}>
      <Select
        placeholder={placeholder}
        options={options}
        value={table.filters[name]}
        onChange={(event) => table.setFilter(name, event.target.value)}
      />
    </FormField>
  );
}

/**
 * A day filter. An empty `min` or `max` is no bound, so the other end of a range can be passed as
 * the table holds it.
 */
export function DateFilter<Key extends string>({
  table,
  name,
  label,
  min,
  max,
}: FilterFieldProps<Key> & { min?: string; max?: string }) {
  return (
    <FormField label={label}>
      <input
        className="input"
        type="date"
        value={table.filters[name]}
        min={min || undefined}
        max={max || undefined}
        onChange={(event) => table.setFilter(name, event.target.value)}
      />
    </FormField>
  );
}
