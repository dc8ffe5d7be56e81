import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES } from '@app/shared/audit';
import {
  DateFilter,
  FilterBar,
  SearchFilter,
  SelectFilter,
} from '../../../components/admin/filter-fields';
import type { TableUrlState } from '../../../components/ui/data-table-url-state';
import type { AuditFilterKey } from '../api/get-audit-log';
import { ACTION_LABELS, ENTITY_LABELS } from '../audit-labels';

const ENTITY_OPTIONS = AUDIT_ENTITY_TYPES.map((value) => ({ value, label: ENTITY_LABELS[value] }));
const ACTION_OPTIONS = AUDIT_ACTIONS.map((value) => ({ value, label: ACTION_LABELS[value] }));

/** Entity type, action, user (part of the username, any case) and a range of days. */
export function AuditFilters({ table }: { table: TableUrlState<AuditFilterKey> }) {
  return (
    <FilterBar table={table} label="Filter the audit log">
      <SelectFilter
        table={table}
        name="entityType"
        label="Entity"
        placeholder="All entities"
        options={ENTITY_OPTIONS}
      />
      <SelectFilter
        table={table}
        name="action"
        label="Action"
        placeholder="All actions"
        options={ACTION_OPTIONS}
      />
      <SearchFilter table={table} name="user" label="User" placeholder="Username" />
      <DateFilter table={table} name="from" label="From" max={table.filters.to} />
      <DateFilter table={table} name="to" label="To" min={table.filters.from} />
    </FilterBar>
  );
}
