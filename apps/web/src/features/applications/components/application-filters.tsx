import { APPLICATION_STATUSES, POSITIONS } from '@app/shared/options';
import {
  DateFilter,
  FilterBar,
  SearchFilter,
  SelectFilter,
} from '../../../components/admin/filter-fields';
import type { TableUrlState } from '../../../components/ui/data-table-url-state';
import type { ApplicationFilterKey } from '../api/get-applications';

/** Name search (first or last name), position, start date and status. */
export function ApplicationFilters({ table }: { table: TableUrlState<ApplicationFilterKey> }) {
  return (
    <FilterBar table={table} label="Filter applications">
      <SearchFilter
        table={table}
        name="name"
        label="Search by name"
        placeholder="First or last name"
      />
      <SelectFilter
        table={table}
        name="position"
        label="Position"
        placeholder="All positions"
        options={POSITIONS}
      />
      <DateFilter table={table} name="startDate" label="Start date" />
      <SelectFilter
        table={table}
        name="status"
        label="Status"
        placeholder="All statuses"
        options={APPLICATION_STATUSES}
      />
    </FilterBar>
  );
}
