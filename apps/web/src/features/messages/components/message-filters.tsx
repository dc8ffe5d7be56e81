import { CONTACT_TOPICS } from '@app/shared/options';
import {
  DateFilter,
  FilterBar,
  SearchFilter,
  SelectFilter,
} from '../../../components/admin/filter-fields';
import type { TableUrlState } from '../../../components/ui/data-table-url-state';
import type { MessageFilterKey } from '../api/get-messages';

/** Topic, email (contains, any case) and the day the message was sent. */
export function MessageFilters({ table }: { table: TableUrlState<MessageFilterKey> }) {
  return (
    <FilterBar table={table} label="Filter messages">
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
