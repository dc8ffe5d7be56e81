import { useCallback, useRef, type KeyboardEvent } from 'react';
import { SERVICE_TYPES, TAX_TYPES } from '@app/shared/options';
import { Select } from '../../../components/ui/select';
import { AmountInput } from '../../../components/ui/amount-input';
import { SERVICE_COLUMNS } from '../service-columns';
import type { ServiceField } from '../api/service-types';

export interface ServiceCellEditorProps {
  field: ServiceField;
  /** The stored value as the editor shows it (numbers and dates as input text). */
  initialValue: string;
  /**
   * Called once, with the editor's text, when the edit should be saved. `fromKeyboard` says the
   * person stays in the table (Enter, a pick from the select), so focus goes back to the cell.
   */
  onCommit: (value: string, fromKeyboard: boolean) => void;
  onCancel: (fromKeyboard: boolean) => void;
}

type EditorElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * The inline editor SPEC.md names for each column: text for the item, a date input, selects for
 * type and tax (saved as soon as a value is picked), numbers with step 0.01 for rate and price,
 * and a textarea for remarks. Inputs save on blur or Enter, the textarea on blur or Ctrl+Enter;
 * Escape leaves the cell without saving.
 */
export function ServiceCellEditor({
  field,
  initialValue,
  onCommit,
  onCancel,
}: ServiceCellEditorProps) {
  // Enter or a select's change ends the edit and unmounts the editor, which may also blur it.
  const finished = useRef(false);
  const column = SERVICE_COLUMNS[field];

  const finish = (action: () => void) => {
    if (finished.current) return;
    finished.current = true;
    action();
  };
  const commit = (element: EditorElement, fromKeyboard: boolean) =>
    finish(() => onCommit(element.value, fromKeyboard));
  const cancel = (fromKeyboard: boolean) => finish(() => onCancel(fromKeyboard));

  const onKeyDown = (event: KeyboardEvent<EditorElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      cancel(true);
    } else if (
      event.key === 'Enter' &&
      (column.editor !== 'textarea' || event.ctrlKey || event.metaKey)
    ) {
      event.preventDefault();
      commit(event.currentTarget, true);
    }
  };

  // Focus moves into the editor the moment the cell opens, with its text selected to type over.
  const focusOnMount = useCallback((element: EditorElement | null) => {
    element?.focus();
    if (
      element instanceof HTMLTextAreaElement ||
      (element instanceof HTMLInputElement && element.type !== 'date')
    ) {
      element.select();
    }
  }, []);

  const editorClass = `input service-cell__editor service-cell__editor--${column.editor}`;
  const common = {
    'aria-label': column.label,
    defaultValue: initialValue,
    onKeyDown,
    ref: focusOnMount,
  };

  switch (column.editor) {
    case 'select': {
      const options = field === 'type' ? SERVICE_TYPES : TAX_TYPES;
      return (
        <Select
          {...common}
          className="service-cell__select"
          size="sm"
          // Tax is optional: an entry saved without one shows an empty choice until one is picked.
          placeholder={initialValue === '' ? 'Not set' : undefined}
          options={options}
          onChange={(event) => commit(event.currentTarget, true)}
          onBlur={() => cancel(false)}
        />
      );
    }
    case 'textarea':
      return (
        <textarea
          {...common}
          className={editorClass}
          rows={3}
          onBlur={(event) => commit(event.currentTarget, false)}
        />
      );
    case 'number':
      return (
        <AmountInput
          {...common}
          className={editorClass}
          onBlur={(event) => commit(event.currentTarget, false)}
        />
      );
    default:
      return (
        <input
          {...common}
          className={editorClass}
          type={column.editor}
          onBlur={(event) => commit(event.currentTarget, false)}
        />
      );
  }
}
