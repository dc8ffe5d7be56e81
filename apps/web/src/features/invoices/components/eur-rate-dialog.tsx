import { useId, useState, type FormEvent } from 'react';
import { eurRateField } from '@app/shared/invoice';
import { MESSAGES } from '@app/shared/messages';
import { Dialog, DialogFormFooter } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { AmountInput } from '../../../components/ui/amount-input';
import { ApiRequestError } from '../../../lib/api-client';
import { describeError } from '../../../lib/describe-error';
import { useUpdateInvoice } from '../api/update-invoice';
import type { Invoice } from '../api/invoice-types';
import { INVOICE_MESSAGES } from '../invoice-messages';

export interface EurRateRequest {
  invoice: Invoice;
  /** Why a rate is needed: the server's message. */
  reason: string;
  /** What is tried again once the rate is stored: the button says so. */
  retry: 'download' | 'send';
}

export interface EurRateDialogProps {
  request: EurRateRequest | null;
  /** True once the rate is stored on the invoice, false when the person gave up. */
  onDone: (saved: boolean) => void;
}

/** Asks for the EUR rate by hand when the server knows none, and stores it on the invoice. */
export function EurRateDialog({ request, onDone }: EurRateDialogProps) {
  return (
    <Dialog
      open={request !== null}
      onOpenChange={(open) => (open ? undefined : onDone(false))}
      title="Enter the EUR rate"
      description={request?.reason}
      size="sm"
    >
      {request ? <EurRateForm key={request.invoice.id} request={request} onDone={onDone} /> : null}
    </Dialog>
  );
}

function EurRateForm({
  request: { invoice, retry },
  onDone,
}: {
  request: EurRateRequest;
  onDone: (saved: boolean) => void;
}) {
  const formId = useId();
  const updateInvoice = useUpdateInvoice();
  const [rate, setRate] = useState('');
  const [error, setError] = useState<string | undefined>();

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = eurRateField.safeParse(rate.trim() === '' ? Number.NaN : Number(rate));
    if (!parsed.success || parsed.data === null) {
      setError(parsed.success ? undefined : parsed.error.issues[0]?.message);
      return;
    }
    try {
      await updateInvoice.mutateAsync({ id: invoice.id, data: { eur_rate: parsed.data } });
      onDone(true);
    } catch (failure) {
      const notFound = failure instanceof ApiRequestError && failure.status === 404;
      setError(
        notFound
          ? MESSAGES.invoiceNotFound
          : `${INVOICE_MESSAGES.rateFailed} ${describeError(failure) ?? ''}`.trim(),
      );
    }
  };

  return (
    <form id={formId} noValidate onSubmit={save}>
      <FormField
        label="PKR per 1 EUR"
        error={error}
        required
        hint={`Used for invoice ${invoice.attributes.invoice_number} from now on, so its PDF stays the same.`}
      >
        <AmountInput value={rate} onChange={(event) => setRate(event.target.value)} />
      </FormField>
      <DialogFormFooter
        onCancel={() => onDone(false)}
        busy={updateInvoice.isPending}
        submitLabel={`Save rate and ${retry}`}
        busyLabel="Saving..."
      />
    </form>
  );
}
