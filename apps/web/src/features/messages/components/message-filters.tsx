import { CONTACT_TOPICS } from '@app/shared/options';
import {
  DateFilter,
  FilterBar,
  SearchFilter,
  SelectFilter,
} from '../../../components/admin/filter-fields';
import type { TableUrlState } from '../../../components/ui/data-table-url-state';
import { HANDLED_CHOICES, type MessageFilterKey } from '../api/get-messages';

const HANDLED_OPTIONS = [
  { value: HANDLED_CHOICES.handled, label: 'Handled' },
  { value: HANDLED_CHOICES.all, label: 'All' },
];

/** Handled or not (unhandled first), topic, email (contains, any case) and the day sent. */
export function MessageFilters({ table }: { table: TableUrlState<MessageFilterKey> }) {
  return (
    <FilterBar table={table} label="Filter messages">
      <SelectFilter
        table={table}
        name="handled"
        label="Handled"
        placeholder="Unhandled"
        options={HANDLED_OPTIONS}
      />
      <SelectFilter
        table={table}
        name="topic"
        label="Topic"
        placeholder="All topics"
        options={CONTACT_TOPICS}
      />
      <SearchFilter table={table} name="email" label="Email" placeholder="name@example.com" />
      <DateFilter table={table} name="sentOn" label="Sent on" />
    </FilterBar>
  );
}
