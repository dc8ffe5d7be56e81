import { OUTBOX_STATES } from '@app/shared/outbox';
import { FilterBar, SearchFilter, SelectFilter } from '../../../components/admin/filter-fields';
import type { TableUrlState } from '../../../components/ui/data-table-url-state';
import type { OutboxFilterKey } from '../api/get-outbox';
import { STATE_LABELS } from '../outbox-labels';

const STATE_OPTIONS = OUTBOX_STATES.map((value) => ({ value, label: STATE_LABELS[value] }));

/** The state, and part of the recipient's address (any case). */
export function OutboxFilters({ table }: { table: TableUrlState<OutboxFilterKey> }) {
  return (
    <FilterBar table={table} label="Filter the outbox">
      <SelectFilter
        table={table}
        name="state"
        label="State"
        placeholder="All states"
        options={STATE_OPTIONS}
      />
      <SearchFilter table={table} name="recipient" label="Recipient" placeholder="E-mail address" />
    </FilterBar>
  );
}
