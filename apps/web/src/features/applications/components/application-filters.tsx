import { APPLICATION_STATUSES } from '@app/shared/options';
import {
  DateFilter,
  FilterBar,
  SearchFilter,
  SelectFilter,
} from '../../../components/admin/filter-fields';
import type { TableUrlState } from '../../../components/ui/data-table-url-state';
import { UNCHANGED_FOR_DAYS, type ApplicationFilterKey } from '../api/get-applications';
import { usePositionTitles } from '../api/get-position-titles';

const UNCHANGED_OPTIONS = UNCHANGED_FOR_DAYS.map((days) => ({
  value: String(days),
  label: `More than ${days} days`,
}));

/**
 * Name search (first or last name), position, start date, status, and how long an application has
 * gone without a change (last changed more than N days ago). The positions are the jobs'
 * titles, and the one the address asks for when no job has it (any more): a link in a mail about
 * an application names the title it was made for.
 */
export function ApplicationFilters({ table }: { table: TableUrlState<ApplicationFilterKey> }) {
  const titles = usePositionTitles().data ?? [];
  const chosen = table.filters.position;
  const positions = chosen && !titles.includes(chosen) ? [...titles, chosen] : titles;
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
        options={positions}
      />
      <DateFilter table={table} name="startDate" label="Start date" />
      <SelectFilter
        table={table}
        name="status"
        label="Status"
        placeholder="All statuses"
        options={APPLICATION_STATUSES}
      />
      <SelectFilter
        table={table}
        name="unchangedFor"
        label="Unchanged for"
        placeholder="Any time"
        options={UNCHANGED_OPTIONS}
      />
    </FilterBar>
  );
}
