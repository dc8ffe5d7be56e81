import { createColumnHelper } from '@tanstack/react-table';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, entryRowId, nextSort, type DataTableProps, type SortState } from './data-table';

interface Person {
  id: number;
  name: string;
  city: string;
}

const column = createColumnHelper<Person>();
const columns = [
  column.accessor('name', { id: 'name', header: 'Name', enableSorting: true }),
  column.accessor('city', { id: 'city', header: 'City', enableSorting: true }),
  column.display({ id: 'note', header: 'Note', cell: () => 'n/a' }),
];
const people: Person[] = [
  { id: 1, name: 'Ali', city: 'Lahore' },
  { id: 2, name: 'Hira', city: 'Berlin' },
];

/** The table of the tests: two people, each row named by the person's name. */
const peopleTable: DataTableProps<Person> = {
  caption: 'People',
  columns,
  data: people,
  getRowId: entryRowId,
  getRowLabel: (p) => p.name,
};

function renderTable(props: Partial<DataTableProps<Person>> = {}) {
  return render(<DataTable {...peopleTable} {...props} />);
}

/** Holds the sort like a tab does, so clicks change what the headers show. */
function SortableTable({ onSort }: { onSort: (sort: SortState) => void }) {
  const [sort, setSort] = useState<SortState>({ field: 'name', direction: 'asc' });
  return (
    <DataTable
      {...peopleTable}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        onSort(next);
      }}
    />
  );
}

describe('nextSort', () => {
  it('flips the direction of the sorted column and starts another column ascending', () => {
    expect(nextSort({ field: 'name', direction: 'asc' }, 'name')).toEqual({
      field: 'name',
      direction: 'desc',
    });
    expect(nextSort({ field: 'name', direction: 'desc' }, 'name')).toEqual({
      field: 'name',
      direction: 'asc',
    });
    expect(nextSort({ field: 'name', direction: 'desc' }, 'city')).toEqual({
      field: 'city',
      direction: 'asc',
    });
    expect(nextSort(null, 'city')).toEqual({ field: 'city', direction: 'asc' });
  });
});

describe('DataTable', () => {
  it('renders a named table with a row per item', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'People' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('cell', { name: 'Berlin' })).toBeInTheDocument();
  });

  it('makes only sortable headers buttons and marks the sorted one with aria-sort', async () => {
    const onSort = vi.fn();
    render(<SortableTable onSort={onSort} />);
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(screen.getByRole('columnheader', { name: /City/ })).not.toHaveAttribute('aria-sort');
    expect(
      within(screen.getByRole('columnheader', { name: 'Note' })).queryByRole('button'),
    ).toBeNull();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSort).toHaveBeenLastCalledWith({ field: 'name', direction: 'desc' });
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );

    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSort).toHaveBeenLastCalledWith({ field: 'name', direction: 'asc' });

    await user.click(screen.getByRole('button', { name: 'City' }));
    expect(onSort).toHaveBeenLastCalledWith({ field: 'city', direction: 'asc' });
    expect(screen.getByRole('columnheader', { name: /City/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(screen.getByRole('columnheader', { name: /Name/ })).not.toHaveAttribute('aria-sort');
  });

  it('shows placeholder rows and a busy table during the first load', () => {
    renderTable({ data: undefined, isLoading: true });
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('cell', { name: 'Ali' })).toBeNull();
  });

  it('shows the empty message when the page has no rows', () => {
    renderTable({ data: [], emptyMessage: 'No people found.' });
    expect(screen.getByRole('cell', { name: 'No people found.' })).toBeInTheDocument();
  });

  it('shows the error with a retry button instead of the rows', async () => {
    const onRetry = vi.fn();
    renderTable({ errorMessage: 'Failed to load people.', onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load people.');
    expect(screen.queryByRole('cell', { name: 'Ali' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('selects rows one by one or the whole page', async () => {
    function Selectable() {
      const [selection, setSelection] = useState({});
      return (
        <>
          <DataTable
            {...peopleTable}
            rowSelection={selection}
            onRowSelectionChange={setSelection}
          />
          <output>{Object.keys(selection).join(',')}</output>
        </>
      );
    }
    render(<Selectable />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Select Hira' }));
    expect(screen.getByRole('status')).toHaveTextContent('2');
    expect(screen.getByRole('checkbox', { name: 'Select all rows on this page' })).toHaveProperty(
      'indeterminate',
      true,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(screen.getByRole('status')).toHaveTextContent('1,2');
  });

  it('opens and closes a row’s details', async () => {
    renderTable({
      renderDetail: (p) => (
        <p>
          {p.name} lives in {p.city}.
        </p>
      ),
    });
    const toggle = screen.getByRole('button', { name: 'Details of Ali' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const user = userEvent.setup();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Ali lives in Lahore.')).toBeInTheDocument();
    await user.click(toggle);
    expect(screen.queryByText('Ali lives in Lahore.')).toBeNull();
  });

  it('passes row props such as a double-click handler to each row', async () => {
    const onDoubleClick = vi.fn();
    renderTable({
      getRowProps: (p) => ({ onDoubleClick: () => onDoubleClick(p.id), tabIndex: 0 }),
    });
    await userEvent.setup().dblClick(screen.getByRole('cell', { name: 'Berlin' }));
    expect(onDoubleClick).toHaveBeenCalledWith(2);
  });

  it('limits the scroll area for a sticky header', () => {
    const { container } = renderTable({ stickyHeader: true, maxHeight: 500 });
    expect(container.querySelector('.data-table--sticky')).not.toBeNull();
    expect(container.querySelector<HTMLElement>('.data-table__scroll')!.style.maxHeight).toBe(
      '500px',
    );
  });
});
