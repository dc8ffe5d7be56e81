import type { ReactNode } from 'react';
import { Dialog, DialogFormButtons } from '../../../components/ui/dialog';
import './media-upload.css';

export interface MediaEditorDialogProps {
  title: string;
  /** The id of the form inside, which the Save button submits. */
  formId: string;
  saveLabel: string;
  /** While a file uploads, Save waits and the footer says why. */
  uploading: boolean;
  waitMessage: string;
  isSubmitting: boolean;
  /** Cancel, Escape, the close button and the backdrop. */
  onCancel: () => void;
  size?: 'md' | 'lg';
  className?: string;
  children: ReactNode;
}

/** The dialog of an editor that uploads media (events, testimonials): its form, Cancel and Save. */
export function MediaEditorDialog({
  title,
  formId,
  saveLabel,
  uploading,
  waitMessage,
  isSubmitting,
  onCancel,
  size,
  className,
  children,
}: MediaEditorDialogProps) {
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      size={size}
      className={className}
      title={title}
      footer={
        <>
          {uploading ? <p className="media-editor__wait">{waitMessage}</p> : null}
          <DialogFormButtons
            form={formId}
            onCancel={onCancel}
            busy={isSubmitting}
            disabled={uploading}
            submitLabel={saveLabel}
            busyLabel="Saving..."
          />
        </>
      }
    >
      {children}
    </Dialog>
  );
}

/** A framed group of the editor's form for its media, under a legend. */
export function MediaFieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="media-editor__fieldset">
      <legend className="media-editor__legend">{legend}</legend>
      {children}
    </fieldset>
  );
}
