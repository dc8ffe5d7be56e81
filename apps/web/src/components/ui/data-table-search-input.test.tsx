import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, use, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DataTableSearchInput } from './data-table-search-input';

const DELAY_MS = 40;
const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

function SearchBox({ onValueChange }: { onValueChange: (value: string) => void }) {
  return (
    <DataTableSearchInput
      aria-label="Search"
      value=""
      onValueChange={onValueChange}
      delayMs={DELAY_MS}
    />
  );
}

/** Shows its children until `suspend` is given a promise that never settles, then its fallback. */
function Never({ suspend }: { suspend?: Promise<never> }): ReactNode {
  if (suspend) use(suspend);
  return null;
}

describe('DataTableSearchInput', () => {
  it('sends the text once typing pauses, or at once on Enter', async () => {
    const onValueChange = vi.fn();
    render(<SearchBox onValueChange={onValueChange} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Ali');
    expect(onValueChange).not.toHaveBeenCalled();
    await pause(DELAY_MS * 3);
    expect(onValueChange).toHaveBeenCalledTimes(1);
    expect(onValueChange).toHaveBeenCalledWith('Ali');

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), ' Khan{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith('Ali Khan');
  });

  it('drops a search still waiting when the box is removed', async () => {
    const onValueChange = vi.fn();
    const view = render(<SearchBox onValueChange={onValueChange} />);
    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search' }), 'Ali');
    view.unmount();
    await pause(DELAY_MS * 3);
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('drops a search still waiting when Suspense hides the box', async () => {
    const onValueChange = vi.fn();
    const page = (suspend?: Promise<never>) => (
      <Suspense fallback={<p>Loading…</p>}>
        <SearchBox onValueChange={onValueChange} />
        <Never suspend={suspend} />
      </Suspense>
    );
    const view = render(page());
    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search' }), 'Ali');
    view.rerender(page(new Promise<never>(() => {})));
    expect(await screen.findByText('Loading…')).toBeInTheDocument();
    await pause(DELAY_MS * 3);
    expect(onValueChange).not.toHaveBeenCalled();
  });
});
