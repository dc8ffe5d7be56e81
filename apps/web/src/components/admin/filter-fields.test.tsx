import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { SEARCH_DEBOUNCE_MS } from '../ui/data-table-search-input';
import { useTableUrlState } from '../ui/data-table-url-state';
import { DateFilter, FilterBar, SearchFilter, SelectFilter } from './filter-fields';

const FILTER_KEYS = ['number', 'status', 'from', 'to'] as const;
const SORTABLE = ['number'] as const;
const DEFAULT_SORT = { field: 'number', direction: 'asc' } as const;

function InvoiceFilters() {
  const table = useTableUrlState({
    filterKeys: FILTER_KEYS,
    sortableFields: SORTABLE,
    defaultSort: DEFAULT_SORT,
  });
  return (
    <FilterBar table={table} label="Filter invoices" actions={<button type="button">Add</button>}>
      <SearchFilter table={table} name="number" label="Number" placeholder="e.g. 01-INV" />
      <SelectFilter
        table={table}
        name="status"
        label="Status"
        placeholder="All statuses"
        options={['Paid', 'Unpaid']}
      />
      <DateFilter table={table} name="from" label="From" max={table.filters.to} />
      <DateFilter table={table} name="to" label="To" min={table.filters.from} />
    </FilterBar>
  );
}

function renderAt(path: string) {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <InvoiceFilters />
    </Router>,
  );
  return {
    query: () => new URLSearchParams(location.history.at(-1)?.split('?')[1] ?? '').toString(),
  };
}

const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('filter fields', () => {
  it('set their filters in the URL, the search once typing pauses', async () => {
    const view = renderAt('/invoices?page=3');
    const user = userEvent.setup();
    expect(screen.getByRole('search', { name: 'Filter invoices' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeDisabled();

    await user.type(screen.getByRole('searchbox', { name: 'Number' }), '01-INV');
    expect(view.query()).toBe('page=3');
    await pause(SEARCH_DEBOUNCE_MS * 2);
    expect(view.query()).toBe('number=01-INV');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Unpaid');
    expect(view.query()).toBe('number=01-INV&status=Unpaid');

    const from = screen.getByLabelText('From');
    await user.type(from, '2025-06-02');
    expect(view.query()).toBe('number=01-INV&status=Unpaid&from=2025-06-02');
    expect(from).toHaveValue('2025-06-02');
    expect(from).not.toHaveAttribute('max');
    expect(screen.getByLabelText('To')).toHaveAttribute('min', '2025-06-02');
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeEnabled();
  });

  it('Clear filters clears them all', async () => {
    const view = renderAt('/invoices?number=01-INV&status=Paid&from=2025-06-02&sort=number:desc');
    expect(screen.getByRole('searchbox', { name: 'Number' })).toHaveValue('01-INV');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Paid');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(view.query()).toBe('sort=number%3Adesc');
    expect(screen.getByRole('searchbox', { name: 'Number' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('');
    expect(screen.getByLabelText('From')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeDisabled();
  });
});
