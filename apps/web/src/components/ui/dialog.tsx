import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** Buttons shown at the bottom, right-aligned. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Extra class on the dialog panel, for dialogs with their own look (e.g. a media viewer). */
  className?: string;
}

/**
 * A modal dialog: focus moves in and stays inside, Escape, the backdrop and the close
 * button close it, and focus returns to what opened it.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = 'md',
  className,
}: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog__overlay" />
        <RadixDialog.Content
          className={['dialog', `dialog--${size}`, className].filter(Boolean).join(' ')}
          // Radix warns when a dialog has no description unless told there is none on purpose.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="dialog__header">
            <RadixDialog.Title className="dialog__title">{title}</RadixDialog.Title>
            <RadixDialog.Close className="dialog__close" aria-label="Close">
              <X aria-hidden="true" size={20} />
            </RadixDialog.Close>
          </div>
          {description ? (
            <RadixDialog.Description className="dialog__description">
              {description}
            </RadixDialog.Description>
          ) : null}
          <div className="dialog__body">{children}</div>
          {footer ? <div className="dialog__footer">{footer}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

export interface DialogFormButtonsProps {
  /** Cancel: closes the dialog without sending. */
  onCancel: () => void;
  /** While the form is being sent the submit button is disabled and says `busyLabel`. */
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  /** The form's id, when the buttons stand in the dialog's footer rather than in the form. */
  form?: string;
  /** The submit button waits for something else too, such as an upload. */
  disabled?: boolean;
}

/** A dialog form's Cancel button and its submit button, which tells when the form is being sent. */
export function DialogFormButtons({
  onCancel,
  busy,
  submitLabel,
  busyLabel,
  form,
  disabled = false,
}: DialogFormButtonsProps) {
  return (
    <>
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" form={form} disabled={busy || disabled}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </>
  );
}

/**
 * DialogFormButtons in the dialog's footer row, for a form inside the dialog's body: its buttons
 * then stay inside the form and submit it without naming it.
 */
export function DialogFormFooter(props: Omit<DialogFormButtonsProps, 'form'>) {
  return (
    <div className="dialog__footer">
      <DialogFormButtons {...props} />
    </div>
  );
}
