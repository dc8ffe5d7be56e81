import { createColumnHelper } from '@tanstack/react-table';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { StrapiPagination } from '../../lib/strapi';
import { useTableUrlState } from '../ui/data-table-url-state';
import { listCountText, ListSection, type ListSectionProps } from './list-section';

interface Invoice {
  id: number;
  number: string;
}

const column = createColumnHelper<Invoice>();
const columns = [column.accessor('number', { id: 'number', header: 'Number' })];
const FILTER_KEYS = ['number'] as const;
const SORTABLE = ['number'] as const;
const DEFAULT_SORT = { field: 'number', direction: 'asc' } as const;

function pageOf(total: number, page = 1): StrapiPagination {
  return { page, pageSize: 25, pageCount: Math.ceil(total / 25), total };
}

function Invoices({
  pagination,
  lead,
}: {
  pagination?: StrapiPagination;
  lead?: ListSectionProps<Invoice>['lead'];
}) {
  const table = useTableUrlState({
    filterKeys: FILTER_KEYS,
    sortableFields: SORTABLE,
    defaultSort: DEFAULT_SORT,
  });
  const rows = pagination ? [{ id: 1, number: '01-INV-01012026' }] : undefined;
  return (
    <ListSection<Invoice>
      headingId="invoices-title"
      title="Invoices"
      noun={['invoice', 'invoices']}
      lead={lead}
      table={table}
      query={{
        data: rows && pagination ? { data: rows, meta: { pagination } } : undefined,
        isPending: !pagination,
        isPlaceholderData: false,
        isError: false,
        refetch: () => undefined,
      }}
      filters={<p>the filters</p>}
      caption="Invoices"
      columns={columns}
      loadError="Failed to load invoices."
      emptyMessage="No invoices yet."
      noMatchesMessage="No invoices match these filters."
      paginationLabel="Invoice pages"
    />
  );
}

function renderAt(path: string, props: Parameters<typeof Invoices>[0]) {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <Invoices {...props} />
    </Router>,
  );
  return { url: () => location.history.at(-1) };
}

describe('listCountText', () => {
  it('counts, says when the filters narrow the list, and agrees in number', () => {
    expect(listCountText({ total: 1250 }, ['invoice', 'invoices'], false)).toBe('1,250 invoices');
    expect(listCountText({ total: 0 }, ['invoice', 'invoices'], true)).toBe(
      '0 invoices match the filters',
    );
    expect(listCountText({ total: 1 }, ['entry', 'entries'], false)).toBe('1 entry');
    expect(listCountText({ total: 1 }, ['entry', 'entries'], true)).toBe(
      '1 entry matches the filters',
    );
  });
});

describe('ListSection', () => {
  it('shows the title with the count beside it, the filters, the rows and the pagination', () => {
    renderAt('/invoices?page=2', { pagination: pageOf(30, 2) });
    const section = screen.getByRole('region', { name: 'Invoices' });
    expect(section).toHaveTextContent('30 invoices');
    expect(section).not.toHaveTextContent('match the filters');
    expect(screen.getByText('the filters')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Invoices' })).toHaveTextContent('01-INV-01012026');
    const pages = screen.getByRole('navigation', { name: 'Invoice pages' });
    expect(pages).toHaveTextContent('26–30 of 30 invoices');
    expect(pages).toHaveTextContent('Page 2 of 2');
  });

  it('says how many rows match the filters', () => {
    renderAt('/invoices?number=INV', { pagination: pageOf(3) });
    expect(screen.getByText('3 invoices match the filters')).toBeInTheDocument();
  });

  it('puts the count into the lead line when the tab has one', () => {
    renderAt('/invoices', {
      pagination: pageOf(12),
      lead: (countText) => `Sent to customers.${countText ? ` ${countText}.` : ''}`,
    });
    expect(screen.getByText('Sent to customers. 12 invoices.')).toBeInTheDocument();
  });

  it('shows no count or pagination until the first page arrives', () => {
    renderAt('/invoices', {});
    expect(screen.getByRole('heading', { name: 'Invoices', level: 2 })).toBeInTheDocument();
    expect(screen.queryByText(/invoices$/)).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Invoice pages' })).toBeNull();
  });

  it('moves back to the last page when the page in the URL is past it', () => {
    const view = renderAt('/invoices?page=9', { pagination: pageOf(30, 9) });
    expect(view.url()).toBe('/invoices?page=2');
  });
});
