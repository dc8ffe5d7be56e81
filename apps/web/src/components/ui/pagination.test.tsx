import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination';

function renderPagination(page: number, total = 1001) {
  const onPageChange = vi.fn();
  const onPageSizeChange = vi.fn();
  render(
    <Pagination
      label="Applications pages"
      itemLabel="applications"
      page={page}
      pageSize={25}
      pageCount={Math.ceil(total / 25)}
      total={total}
      onPageChange={onPageChange}
      onPageSizeChange={onPageSizeChange}
    />,
  );
  return { onPageChange, onPageSizeChange };
}

describe('Pagination', () => {
  it('shows the total, the range and page x of y', () => {
    renderPagination(2);
    const nav = screen.getByRole('navigation', { name: 'Applications pages' });
    expect(nav).toHaveTextContent('26–50 of 1,001 applications');
    expect(nav).toHaveTextContent('Page 2 of 41');
  });

  it('moves between pages and cannot go before the first or past the last', async () => {
    const first = renderPagination(1);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next page' }));
    expect(first.onPageChange).toHaveBeenCalledWith(2);
  });

  it('disables Next on the last page', () => {
    renderPagination(41);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled();
  });

  it('offers page sizes 10, 25, 50 and 100', async () => {
    const { onPageSizeChange } = renderPagination(1);
    const select = screen.getByLabelText('Rows per page');
    expect([...(select as HTMLSelectElement).options].map((o) => o.value)).toEqual([
      '10',
      '25',
      '50',
      '100',
    ]);
    await userEvent.setup().selectOptions(select, '100');
    expect(onPageSizeChange).toHaveBeenCalledWith(100);
  });
});
