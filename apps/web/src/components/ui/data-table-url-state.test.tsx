import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { SortState } from './data-table';
import { useTableUrlState, type TableUrlState } from './data-table-url-state';

const FILTERS = ['topic', 'email'] as const;
const SORTABLE = ['createdAt', 'email'] as const;
const DEFAULT_SORT: SortState = { field: 'createdAt', direction: 'desc' };

function renderHookAt(path: string) {
  const location = memoryLocation({ path, record: true });
  const current: { state: TableUrlState<(typeof FILTERS)[number]> | null } = { state: null };
  function Probe() {
    current.state = useTableUrlState({
      filterKeys: FILTERS,
      sortableFields: SORTABLE,
      defaultSort: DEFAULT_SORT,
    });
    return <p>page {current.state.page}</p>;
  }
  const view = render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <Probe />
    </Router>,
  );
  return {
    state: () => current.state!,
    url: () => location.history.at(-1),
    history: location.history,
    navigate: location.navigate,
    unmount: view.unmount,
  };
}

describe('useTableUrlState', () => {
  it('reads filters, sort, page and page size from the query string', () => {
    const view = renderHookAt(
      '/messages?topic=Job&email=%20hira%20&sort=email:asc&page=3&pageSize=50',
    );
    expect(view.state()).toMatchObject({
      filters: { topic: 'Job', email: 'hira' },
      hasFilters: true,
      sort: { field: 'email', direction: 'asc' },
      page: 3,
      pageSize: 50,
    });
  });

  it('falls back to the defaults for anything missing or unusable', () => {
    const view = renderHookAt('/messages?sort=password:asc&page=-2&pageSize=1000');
    expect(view.state()).toMatchObject({
      filters: { topic: '', email: '' },
      hasFilters: false,
      sort: DEFAULT_SORT,
      page: 1,
      pageSize: 25,
    });
  });

  it('goes back to page 1 when a filter, the sort or the page size changes', () => {
    const view = renderHookAt('/messages?page=4');
    act(() => view.state().setFilter('topic', 'Business'));
    expect(view.url()).toBe('/messages?topic=Business');
    act(() => view.state().setPage(2));
    act(() => view.state().setSort({ field: 'email', direction: 'desc' }));
    expect(view.url()).toBe('/messages?topic=Business&sort=email%3Adesc');
    act(() => view.state().setPage(2));
    act(() => view.state().setPageSize(100));
    expect(view.url()).toBe('/messages?topic=Business&sort=email%3Adesc&pageSize=100');
  });

  it('leaves defaults out of the URL and replaces the history entry', () => {
    const view = renderHookAt('/messages');
    act(() => view.state().setSort({ field: 'createdAt', direction: 'desc' }));
    act(() => view.state().setPageSize(25));
    act(() => view.state().setPage(1));
    expect(view.url()).toBe('/messages');
    act(() => view.state().setFilter('email', 'a@b.c'));
    act(() => view.state().clearFilters());
    expect(view.history).toEqual(['/messages']);
    expect(screen.getByText('page 1')).toBeInTheDocument();
  });

  it('drops a change that arrives once the table is off screen', () => {
    const view = renderHookAt('/messages');
    const { setFilter } = view.state();
    act(() => view.navigate('/applications'));
    view.unmount();
    setFilter('email', 'late@example.com');
    expect(view.history).toEqual(['/messages', '/applications']);
  });
});
