import { CONTACT_TOPICS } from '@app/shared/options';
import { DataTableSearchInput } from '../../../components/ui/data-table-search-input';
import { DataTableToolbar } from '../../../components/ui/data-table-toolbar';
import type { TableUrlState } from '../../../components/ui/data-table-url-state';
import { FormField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/select';
import type { MessageFilterKey } from '../api/get-messages';

/** Topic, email (contains, any case) and the day the message was sent. */
export function MessageFilters({ table }: { table: TableUrlState<MessageFilterKey> }) {
  const { filters, setFilter } = table;
  return (
    <DataTableToolbar label="Filter messages" onClear={table.clearFilters} canClear={table.hasFilters}>
      <FormField label="Topic">
        <Select
          placeholder="All topics"
          options={CONTACT_TOPICS}
          value={filters.topic}
          onChange={(event) => setFilter('topic', event.target.value)}
        />
      </FormField>
      <FormField label="Email">
        <DataTableSearchInput
          placeholder="name@example.com"
          value={filters.email}
          onValueChange={(value) => setFilter('email', value)}
        />
      </FormField>
      <FormField label="Sent on">
        <input
          className="input"
          type="date"
          value={filters.sentOn}
          onChange={(event) => setFilter('sentOn', event.target.value)}
        />
      </FormField>
    </DataTableToolbar>
  );
}
