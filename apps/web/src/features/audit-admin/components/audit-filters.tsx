import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES } from '@app/shared/audit';
import { DataTableSearchInput } from '../../../components/ui/data-table-search-input';
import { DataTableToolbar } from '../../../components/ui/data-table-toolbar';
import type { TableUrlState } from '../../../components/ui/data-table-url-state';
import { FormField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/select';
import type { AuditFilterKey } from '../api/get-audit-log';
import { ACTION_LABELS, ENTITY_LABELS } from '../audit-labels';

const ENTITY_OPTIONS = AUDIT_ENTITY_TYPES.map((value) => ({ value, label: ENTITY_LABELS[value] }));
const ACTION_OPTIONS = AUDIT_ACTIONS.map((value) => ({ value, label: ACTION_LABELS[value] }));

/** Entity type, action, user (part of the username, any case) and a range of days. */
export function AuditFilters({ table }: { table: TableUrlState<AuditFilterKey> }) {
  const { filters, setFilter } = table;
  return (
    <DataTableToolbar
      label="Filter the audit log"
      onClear={table.clearFilters}
      canClear={table.hasFilters}
    >
      <FormField label="Entity">
        <Select
          placeholder="All entities"
          options={ENTITY_OPTIONS}
          value={filters.entityType}
          onChange={(event) => setFilter('entityType', event.target.value)}
        />
      </FormField>
      <FormField label="Action">
        <Select
          placeholder="All actions"
          options={ACTION_OPTIONS}
          value={filters.action}
          onChange={(event) => setFilter('action', event.target.value)}
        />
      </FormField>
      <FormField label="User">
        <DataTableSearchInput
          placeholder="Username"
          value={filters.user}
          onValueChange={(value) => setFilter('user', value)}
        />
      </FormField>
      <FormField label="From">
        <input
          className="input"
          type="date"
          value={filters.from}
          max={filters.to || undefined}
          onChange={(event) => setFilter('from', event.target.value)}
        />
      </FormField>
      <FormField label="To">
        <input
          className="input"
          type="date"
          value={filters.to}
          min={filters.from || undefined}
          onChange={(event) => setFilter('to', event.target.value)}
        />
      </FormField>
    </DataTableToolbar>
  );
}
