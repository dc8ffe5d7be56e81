import { INVOICE_STATUSES } from '@app/shared/options';
import { FormField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/select';
import type { TableUrlState } from '../../../components/ui/data-table-url-state';

/** The choice that stands for `?overdue=true`: Sent invoices past their due date. */
const OVERDUE = 'overdue';
const STATUS_OPTIONS = [...INVOICE_STATUSES, { value: OVERDUE, label: 'Overdue (Sent, past due)' }];

/**
 * One status, or Overdue. Each has its own key in the URL (`?status=Sent`, `?overdue=true`), so a
 * link can ask for either; choosing one clears the other.
 */
export function InvoiceStatusFilter({
  table,
}: {
  table: TableUrlState<'status' | 'overdue' | 'number' | 'date'>;
}) {
  const value = table.filters.overdue === 'true' ? OVERDUE : table.filters.status;
  return (
    <FormField label="Status">
      <Select
        placeholder="All statuses"
        options={STATUS_OPTIONS}
        value={value}
        onChange={(event) => {
          const chosen = event.target.value;
          table.setFilter('overdue', chosen === OVERDUE ? 'true' : '');
          table.setFilter('status', chosen === OVERDUE ? '' : chosen);
        }}
      />
    </FormField>
  );
}
