import { useState, type FormEvent } from 'react';
import { invoiceUnlockSchema } from '@app/shared/invoice';
import { Dialog, DialogFormFooter } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { describeError } from '../../../lib/describe-error';
import { useUnlockInvoice } from '../api/unlock-invoice';
import { INVOICE_MESSAGES } from '../invoice-messages';

export interface UnlockInvoiceDialogProps {
  /** The invoice to unlock; null keeps the dialog closed. */
  invoice: { id: number; number: string } | null;
  onClose: () => void;
}

/** An Admin's unlock of a sent invoice: the reason is required and kept in the audit log. */
export function UnlockInvoiceDialog({ invoice, onClose }: UnlockInvoiceDialogProps) {
  return (
    <Dialog
      open={invoice !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={invoice ? `Unlock invoice ${invoice.number}` : ''}
      description="Its customer, date and services can then be changed until it is next saved, sent or given a status. The reason is kept in the audit log."
      size="sm"
    >
      {invoice ? <UnlockInvoiceForm key={invoice.id} id={invoice.id} onClose={onClose} /> : null}
    </Dialog>
  );
}

function UnlockInvoiceForm({ id, onClose }: { id: number; onClose: () => void }) {
  const unlock = useUnlockInvoice();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = invoiceUnlockSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    try {
      await unlock.mutateAsync({ id, reason: parsed.data.reason });
      onClose();
    } catch (failure) {
      setError(`${INVOICE_MESSAGES.unlockFailed} ${describeError(failure) ?? ''}`.trim());
    }
  };

  return (
    <form noValidate onSubmit={submit}>
      <FormField label="Reason" error={error} required>
        <textarea
          className="input"
          rows={3}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </FormField>
      <DialogFormFooter
        onCancel={onClose}
        busy={unlock.isPending}
        submitLabel="Unlock"
        busyLabel="Unlocking..."
      />
    </form>
  );
}
