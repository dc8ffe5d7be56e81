import { Keyboard } from 'lucide-react';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import './keyboard-shortcuts.css';

/** The admin lists' keys, as the help dialog lists them. */
export const LIST_SHORTCUTS: readonly { key: string; description: string }[] = [
  { key: '/', description: 'Search the current list' },
  { key: 'j', description: 'Next row' },
  { key: 'k', description: 'Previous row' },
  { key: 'Enter', description: 'Open the row' },
  { key: '?', description: 'Show these shortcuts' },
];

/** The search box `/` focuses: a list's SearchFilter marks its box so. */
const LIST_SEARCH_SELECTOR = 'input[data-list-search]';

/** The rows `j` and `k` move between (DataTable's own rows, never its detail or message rows). */
const ROW_SELECTOR = 'tr.data-table__row';

export type ShortcutAction = 'search' | 'next-row' | 'previous-row' | 'help';

const ACTIONS: Readonly<Record<string, ShortcutAction>> = {
  '/': 'search',
  j: 'next-row',
  k: 'previous-row',
  '?': 'help',
};

/** Inputs whose keys are typed text; a focused checkbox or button leaves the letters free. */
const TEXT_INPUT_TYPES = new Set([
  'text',
  'search',
  'email',
  'tel',
  'url',
  'password',
  'number',
  'date',
  'datetime-local',
  'time',
  'month',
  'week',
]);

function takesTypedKeys(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLInputElement) return TEXT_INPUT_TYPES.has(target.type);
  // Menus and listboxes find items by typed letters; dialogs own their keys.
  return Boolean(
    target.closest('textarea, select, [role="menu"], [role="listbox"], [role="dialog"]'),
  );
}

/**
 * What a key press asks of the list, or null when the key belongs to someone else: a field being
 * typed in, a menu, an open dialog, or a combination with Ctrl, Alt or the Command key.
 */
export function shortcutAction(event: KeyboardEvent, dialogOpen: boolean): ShortcutAction | null {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return null;
  if (dialogOpen || takesTypedKeys(event.target)) return null;
  return ACTIONS[event.key] ?? null;
}

/** Focuses the next or previous row of the table being worked in (the first table otherwise). */
function moveRow(step: 1 | -1): boolean {
  const current =
    document.activeElement instanceof HTMLElement
      ? document.activeElement.closest<HTMLTableRowElement>(ROW_SELECTOR)
      : null;
  const table = current?.closest('table') ?? document.querySelector('table');
  if (!table) return false;
  const rows = Array.from(table.querySelectorAll<HTMLTableRowElement>(ROW_SELECTOR));
  if (rows.length === 0) return false;
  const index = current ? rows.indexOf(current) : -1;
  const next =
    index === -1
      ? rows[step === 1 ? 0 : rows.length - 1]
      : rows[Math.min(rows.length - 1, Math.max(0, index + step))];
  // Focus scrolls the row into view as well.
  next?.focus();
  return true;
}

function focusListSearch(): boolean {
  const search = document.querySelector<HTMLInputElement>(LIST_SEARCH_SELECTOR);
  if (!search) return false;
  search.focus();
  search.select();
  return true;
}

const OpenHelpContext = createContext<(() => void) | null>(null);

/**
 * The admin area's keyboard shortcuts (`/`, `j`, `k`, `?`; Enter on a row is the DataTable's) and
 * their help dialog. Keys typed into a field, a menu or a dialog are left alone.
 */
export function KeyboardShortcuts({ children }: { children: ReactNode }) {
  const [helpOpen, setHelpOpen] = useState(false);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const dialogOpen = document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;
      const action = shortcutAction(event, dialogOpen);
      if (!action) return;
      const handled =
        action === 'help'
          ? (setHelpOpen(true), true)
          : action === 'search'
            ? focusListSearch()
            : moveRow(action === 'next-row' ? 1 : -1);
      // A key that found nothing to do keeps its ordinary meaning (e.g. Find in page on `/`).
      if (handled) event.preventDefault();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <OpenHelpContext.Provider value={() => setHelpOpen(true)}>
      {children}
      <Dialog open={helpOpen} onOpenChange={setHelpOpen} title="Keyboard shortcuts" size="sm">
        <dl className="shortcut-list">
          {LIST_SHORTCUTS.map(({ key, description }) => (
            <div key={key} className="shortcut-list__item">
              <dt>
                <kbd>{key}</kbd>
              </dt>
              <dd>{description}</dd>
            </div>
          ))}
        </dl>
      </Dialog>
    </OpenHelpContext.Provider>
  );
}

/** A button that opens the shortcuts' help dialog, for those who do not know the `?` key. */
export function KeyboardShortcutsButton() {
  const openHelp = useContext(OpenHelpContext);
  if (!openHelp) return null;
  return (
    <Button variant="ghost" size="sm" onClick={openHelp}>
      <Keyboard aria-hidden="true" size={16} />
      Keyboard shortcuts
    </Button>
  );
}
