import { createColumnHelper } from '@tanstack/react-table';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { tableColumnsStorageKey } from '@app/shared/session-keys';
import { DataTable, entryRowId } from './data-table';

interface Person {
  id: number;
  name: string;
  email: string;
  city: string;
}

const column = createColumnHelper<Person>();
const columns = [
  column.accessor('name', { id: 'name', header: 'Name' }),
  column.accessor('email', { id: 'email', header: 'E-mail', meta: { visibility: 'hidden' } }),
  column.accessor('city', { id: 'city', header: 'City', meta: { visibility: 'shown' } }),
];
const people: Person[] = [{ id: 1, name: 'Ali', email: 'ali@example.com', city: 'Lahore' }];
const STORED = tableColumnsStorageKey('People');

function renderTable(tableColumns = columns) {
  return render(
    <DataTable<Person>
      caption="People"
      columns={tableColumns}
      data={people}
      getRowId={entryRowId}
    />,
  );
}

const headers = () => screen.getAllByRole('columnheader').map((header) => header.textContent);

beforeAll(() => {
  // What jsdom lacks for Radix menus.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.scrollIntoView ??= () => {};
});

describe('the data table’s Columns menu', () => {
  it('starts each hideable column as its column says, and lists only those', async () => {
    renderTable();
    expect(headers()).toEqual(['Name', 'City']);
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Columns of the People table' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitemcheckbox')
        .map((item) => [item.textContent, item.getAttribute('aria-checked')]),
    ).toEqual([
      ['E-mail', 'false'],
      ['City', 'true'],
    ]);
  });

  it('is worked from the keyboard: shows and hides columns, stays open, and Escape returns to the button', async () => {
    renderTable();
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Columns of the People table' });
    button.focus();
    await user.keyboard('{Enter}');
    const email = await screen.findByRole('menuitemcheckbox', { name: 'E-mail' });
    await waitFor(() => expect(email).toHaveFocus());
    await user.keyboard(' ');
    expect(headers()).toEqual(['Name', 'E-mail', 'City']);
    expect(email).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{ArrowDown} ');
    expect(headers()).toEqual(['Name', 'E-mail']);
    expect(screen.getByRole('cell', { name: 'ali@example.com' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('remembers the choice per table in local storage', async () => {
    const first = renderTable();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Columns of the People table' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'E-mail' }));
    expect(JSON.parse(localStorage.getItem(STORED)!)).toEqual({ email: true, city: true });
    first.unmount();

    renderTable();
    expect(headers()).toEqual(['Name', 'E-mail', 'City']);
  });

  it('ignores what it cannot read in storage, and columns that are no longer hideable', () => {
    localStorage.setItem(STORED, JSON.stringify({ name: false, city: 'no', email: true }));
    const { unmount } = renderTable();
    expect(headers()).toEqual(['Name', 'E-mail', 'City']);
    unmount();

    localStorage.setItem(STORED, '{not json');
    renderTable();
    expect(headers()).toEqual(['Name', 'City']);
  });

  it('is not offered when no column can be hidden', () => {
    renderTable([column.accessor('name', { id: 'name', header: 'Name' })]);
    expect(screen.queryByRole('button', { name: /Columns/ })).toBeNull();
  });
});
