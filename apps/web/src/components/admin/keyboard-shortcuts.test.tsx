import { createColumnHelper } from '@tanstack/react-table';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, entryRowId } from '../ui/data-table';
import { KeyboardShortcuts, KeyboardShortcutsButton } from './keyboard-shortcuts';

interface Person {
  id: number;
  name: string;
}

const column = createColumnHelper<Person>();
const columns = [column.accessor('name', { id: 'name', header: 'Name' })];
const people: Person[] = [
  { id: 1, name: 'Ali' },
  { id: 2, name: 'Hira' },
  { id: 3, name: 'Omar' },
];

function renderList({
  onRowOpen,
  withDetails = false,
}: { onRowOpen?: (person: Person) => void; withDetails?: boolean } = {}) {
  return render(
    <KeyboardShortcuts>
      <label>
        Search
        <input type="search" data-list-search />
      </label>
      <KeyboardShortcutsButton />
      <DataTable<Person>
        caption="People"
        columns={columns}
        data={people}
        getRowId={entryRowId}
        getRowLabel={(person) => person.name}
        onRowOpen={onRowOpen}
        renderDetail={withDetails ? (person) => <p>Details of {person.name}</p> : undefined}
      />
    </KeyboardShortcuts>,
  );
}

// `hidden`: the rows are found while the help dialog hides the rest of the page from assistive tech.
const row = (name: string) => screen.getByRole('cell', { name, hidden: true }).closest('tr');

describe('KeyboardShortcuts', () => {
  it('focuses the list search on /, without typing the slash into it', async () => {
    const user = userEvent.setup();
    renderList();
    await user.keyboard('/');
    const search = screen.getByRole('searchbox', { name: 'Search' });
    expect(search).toHaveFocus();
    expect(search).toHaveValue('');
  });

  it('moves between rows with j and k, stopping at the ends', async () => {
    const user = userEvent.setup();
    renderList();
    await user.keyboard('j');
    expect(row('Ali')).toHaveFocus();
    await user.keyboard('jj');
    expect(row('Omar')).toHaveFocus();
    await user.keyboard('j');
    expect(row('Omar')).toHaveFocus();
    await user.keyboard('k');
    expect(row('Hira')).toHaveFocus();
  });

  it('starts from the last row on k', async () => {
    const user = userEvent.setup();
    renderList();
    await user.keyboard('k');
    expect(row('Omar')).toHaveFocus();
  });

  it('opens the focused row on Enter', async () => {
    const user = userEvent.setup();
    const onRowOpen = vi.fn();
    renderList({ onRowOpen });
    await user.keyboard('jj{Enter}');
    expect(onRowOpen).toHaveBeenCalledWith(people[1]);
  });

  it('shows a row’s details on Enter when the list has no page to open', async () => {
    const user = userEvent.setup();
    renderList({ withDetails: true });
    await user.keyboard('j{Enter}');
    expect(screen.getByText('Details of Ali')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.queryByText('Details of Ali')).not.toBeInTheDocument();
  });

  it('leaves letters typed into a field alone', async () => {
    const user = userEvent.setup();
    renderList();
    const search = screen.getByRole('searchbox', { name: 'Search' });
    await user.click(search);
    await user.keyboard('jk/');
    expect(search).toHaveValue('jk/');
    expect(search).toHaveFocus();
  });

  it('lists the shortcuts on ?, and from the button', async () => {
    const user = userEvent.setup();
    renderList();
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(dialog).toHaveTextContent('Search the current list');
    expect(dialog).toHaveTextContent('Next row');
    // The rows stay where they are while the dialog is open.
    await user.keyboard('j');
    expect(row('Ali')).not.toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keyboard shortcuts' }));
    expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  });

  it('ignores keys pressed with Ctrl, Alt or Command', async () => {
    const user = userEvent.setup();
    renderList();
    await user.keyboard('{Control>}j{/Control}');
    expect(row('Ali')).not.toHaveFocus();
  });
});
