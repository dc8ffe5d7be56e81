import { APPLICATION_STATUSES, POSITIONS } from '@app/shared/options';
import { DataTableSearchInput } from '../../../components/ui/data-table-search-input';
import { DataTableToolbar } from '../../../components/ui/data-table-toolbar';
import type { TableUrlState } from '../../../components/ui/data-table-url-state';
import { FormField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/select';
import type { ApplicationFilterKey } from '../api/get-applications';

/** Name search (first or last name), position, start date and status. */
export function ApplicationFilters({ table }: { table: TableUrlState<ApplicationFilterKey> }) {
  const { filters, setFilter } = table;
  return (
    <DataTableToolbar label="Filter applications" onClear={table.clearFilters} canClear={table.hasFilters}>
      <FormField label="Search by name">
        <DataTableSearchInput
          placeholder="First or last name"
          value={filters.name}
          onValueChange={(value) => setFilter('name', value)}
        />
      </FormField>
      <FormField label="Position">
        <Select
          placeholder="All positions"
          options={POSITIONS}
          value={filters.position}
          onChange={(event) => setFilter('position', event.target.value)}
        />
      </FormField>
      <FormField label="Start date">
        <input
          className="input"
          type="date"
          value={filters.startDate}
          onChange={(event) => setFilter('startDate', event.target.value)}
        />
      </FormField>
      <FormField label="Status">
        <Select
          placeholder="All statuses"
          options={APPLICATION_STATUSES}
          value={filters.status}
          onChange={(event) => setFilter('status', event.target.value)}
        />
      </FormField>
    </DataTableToolbar>
  );
}
