import { Hourglass } from 'lucide-react';
import { ROLES } from '@app/shared/options';
import { Button } from '../../../components/ui/button';
import { DataTableSearchInput } from '../../../components/ui/data-table-search-input';
import { DataTableToolbar } from '../../../components/ui/data-table-toolbar';
import type { TableUrlState } from '../../../components/ui/data-table-url-state';
import { FormField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/select';
import { USER_STATUSES, type UserFilterKey } from '../api/get-users';

const count = new Intl.NumberFormat('en-US');

/** The preset that lists new signups: Registered and active. */
const AWAITING_APPROVAL = { role: 'Registered', status: 'active' } as const;

export interface UserFiltersProps {
  table: TableUrlState<UserFilterKey>;
  /** How many accounts wait for approval; undefined until known. */
  awaitingCount: number | undefined;
}

/** Search by username or e-mail, role and status, and the `Awaiting approval` preset with its count. */
export function UserFilters({ table, awaitingCount }: UserFiltersProps) {
  const { filters, setFilter } = table;
  const presetActive = filters.role === AWAITING_APPROVAL.role && filters.status === AWAITING_APPROVAL.status && !filters.q;

  function togglePreset() {
    if (presetActive) {
      table.clearFilters();
      return;
    }
    setFilter('q', '');
    setFilter('role', AWAITING_APPROVAL.role);
    setFilter('status', AWAITING_APPROVAL.status);
  }

  return (
    <DataTableToolbar
      label="Filter users"
      onClear={table.clearFilters}
      canClear={table.hasFilters}
      actions={
        <Button variant={presetActive ? 'primary' : 'secondary'} aria-pressed={presetActive} onClick={togglePreset}>
          <Hourglass aria-hidden="true" size={16} />
          Awaiting approval
          {awaitingCount !== undefined ? (
            <span className={['count-badge', awaitingCount > 0 ? 'count-badge--attention' : ''].filter(Boolean).join(' ')}>
              {count.format(awaitingCount)}
            </span>
          ) : null}
        </Button>
      }
    >
      <FormField label="Search">
        <DataTableSearchInput placeholder="Username or email" value={filters.q} onValueChange={(value) => setFilter('q', value)} />
      </FormField>
      <FormField label="Role">
        <Select placeholder="All roles" options={ROLES} value={filters.role} onChange={(event) => setFilter('role', event.target.value)} />
      </FormField>
      <FormField label="Status">
        <Select
          placeholder="All statuses"
          options={USER_STATUSES}
          value={filters.status}
          onChange={(event) => setFilter('status', event.target.value)}
        />
      </FormField>
    </DataTableToolbar>
  );
}
