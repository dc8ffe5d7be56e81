import { useCallback, useRef } from 'react';
import { toast } from 'sonner';
import { serviceUpdateSchema } from '@app/shared/service';
import { useUpdateService } from '../api/update-service';
import type { Service, ServiceField } from '../api/service-types';
import { describeError } from '../../../lib/describe-error';
import {
  SERVICE_COLUMNS,
  formatServiceValue,
  fromEditorText,
  toEditorText,
} from '../service-columns';
import { SERVICE_MESSAGES } from '../service-messages';
import { ServiceCellEditor } from './service-cell-editor';
import { useServiceEditing } from './service-editing-context';

export interface EditableServiceCellProps {
  service: Service;
  field: ServiceField;
}

/**
 * One cell of the price list: a button showing the stored value that turns into its editor.
 * Only a changed, valid value is sent; while it saves the cell shows it, and on failure the
 * cell falls back to the stored value and a toast says why.
 */
export function EditableServiceCell({ service, field }: EditableServiceCellProps) {
  const { editing: openCell, setEditing } = useServiceEditing();
  const editing = openCell?.id === service.id && openCell.field === field;
  const update = useUpdateService();
  const refocusButton = useRef(false);
  const focusIfReturning = useCallback((button: HTMLButtonElement | null) => {
    if (button && refocusButton.current) {
      refocusButton.current = false;
      button.focus();
    }
  }, []);
  const { label } = SERVICE_COLUMNS[field];
  const stored = service.attributes[field];

  const stopEditing = (fromKeyboard: boolean) => {
    refocusButton.current = fromKeyboard;
    setEditing(null);
  };

  const save = (text: string, fromKeyboard: boolean) => {
    stopEditing(fromKeyboard);
    const parsed = serviceUpdateSchema.safeParse({ [field]: fromEditorText(field, text) });
    if (!parsed.success) {
      toast.error(SERVICE_MESSAGES.updateFailed, { description: parsed.error.issues[0]?.message });
      return;
    }
    const value = parsed.data[field];
    if (value === undefined || value === stored) return;
    update.mutate(
      { id: service.id, data: { [field]: value } },
      {
        onError: (error) =>
          toast.error(SERVICE_MESSAGES.updateFailed, { description: describeError(error) }),
      },
    );
  };

  if (editing) {
    return (
      <ServiceCellEditor
        field={field}
        initialValue={toEditorText(stored)}
        onCommit={save}
        onCancel={stopEditing}
      />
    );
  }

  const saving = update.isPending ? update.variables.data[field] : undefined;
  const shown = formatServiceValue(field, saving === undefined ? stored : saving);
  return (
    <button
      ref={focusIfReturning}
      type="button"
      className={`service-cell__button${saving === undefined ? '' : ' service-cell__button--saving'}`}
      onClick={() => setEditing({ id: service.id, field })}
      aria-busy={saving === undefined ? undefined : true}
    >
      <span className="visually-hidden">Edit {label}: </span>
      {shown || (
        <>
          <span className="service-cell__empty" aria-hidden="true">
            —
          </span>
          <span className="visually-hidden">empty</span>
        </>
      )}
    </button>
  );
}
