import { Hourglass } from 'lucide-react';
import { ROLES } from '@app/shared/options';
import { FilterBar, SearchFilter, SelectFilter } from '../../../components/admin/filter-fields';
import { Button } from '../../../components/ui/button';
import type { TableUrlState } from '../../../components/ui/data-table-url-state';
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
  const presetActive =
    filters.role === AWAITING_APPROVAL.role &&
    filters.status === AWAITING_APPROVAL.status &&
    !filters.q;

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
    <FilterBar
      table={table}
      label="Filter users"
      actions={
        <Button
          variant={presetActive ? 'primary' : 'secondary'}
          aria-pressed={presetActive}
          onClick={togglePreset}
        >
          <Hourglass aria-hidden="true" size={16} />
          Awaiting approval
          {awaitingCount !== undefined ? (
            <span
              className={['count-badge', awaitingCount > 0 ? 'count-badge--attention' : '']
                .filter(Boolean)
                .join(' ')}
            >
              {count.format(awaitingCount)}
            </span>
          ) : null}
        </Button>
      }
    >
      <SearchFilter table={table} name="q" label="Search" placeholder="Username or email" />
      <SelectFilter
        table={table}
        name="role"
        label="Role"
        placeholder="All roles"
        options={ROLES}
      />
      <SelectFilter
        table={table}
        name="status"
        label="Status"
        placeholder="All statuses"
        options={USER_STATUSES}
      />
    </FilterBar>
  );
}
