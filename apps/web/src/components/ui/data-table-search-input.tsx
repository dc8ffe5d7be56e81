import { Search } from 'lucide-react';
import { useLayoutEffect, useState, type ComponentPropsWithRef } from 'react';

export interface DataTableSearchInputProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type'
> {
  /** The committed filter text (e.g. from the URL). */
  value: string;
  /** Called with the text once typing pauses for `delayMs`, or at once on Enter. */
  onValueChange: (value: string) => void;
  delayMs?: number;
}

/** The table filters' default typing pause before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A search box for a table filter: the text shows at once while the (server) search waits for a
 * pause in typing. Clearing the filter from outside clears the box. A search still waiting when
 * the box leaves the screen is dropped, so it cannot write to a page the user has moved on from.
 */
export function DataTableSearchInput({
  value,
  onValueChange,
  delayMs = SEARCH_DEBOUNCE_MS,
  className,
  onKeyDown,
  ...props
}: DataTableSearchInputProps) {
  const [draft, setDraft] = useState(value);
  const [committed, setCommitted] = useState(value);
  if (value !== committed) {
    setCommitted(value);
    setDraft(value);
  }

  // A layout effect, because its cleanup also runs when Suspense hides the box (the next admin tab
  // is still loading after a click on it) while a passive effect's cleanup would wait until then.
  useLayoutEffect(() => {
    if (draft.trim() === value.trim()) return;
    const timer = setTimeout(() => onValueChange(draft), delayMs);
    return () => clearTimeout(timer);
  }, [draft, value, delayMs, onValueChange]);

  return (
    <span className="search-input">
      <Search className="search-input__icon" aria-hidden="true" size={16} />
      <input
        {...props}
        type="search"
        className={['input', 'search-input__control', className].filter(Boolean).join(' ')}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && draft.trim() !== value.trim()) onValueChange(draft);
          onKeyDown?.(event);
        }}
      />
    </span>
  );
}
