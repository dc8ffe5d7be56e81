import { Plus, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { MAX_PAGE_SIZE } from '@app/shared/constants';
import { invoiceUpdateSchema } from '@app/shared/invoice';
import { formatAmount } from '@app/shared/invoice-math';
import { MESSAGES } from '@app/shared/messages';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/select';
import { ApiRequestError } from '../../../lib/api-client';
import { useServices } from '../../services/api/get-services';
import type { Service } from '../../services/api/service-types';
import { describeError } from '../../../lib/describe-error';
import { useUpdateInvoice } from '../api/update-invoice';
import { useInvoice } from '../api/get-invoice';
import type { Invoice, InvoiceWithLines } from '../api/invoice-types';
import {
  draftTotalMinor,
  emptyLine,
  hasDraftErrors,
  lineFromService,
  toDraft,
  toDraftErrors,
  toUpdatePayload,
  type DraftErrors,
  type DraftLine,
  type InvoiceDraft,
} from '../invoice-draft';
import { INVOICE_MESSAGES } from '../invoice-messages';
import { serviceOptionLabel } from './service-picker';

const NO_ERRORS: DraftErrors = { fields: {}, lines: {} };
const CURRENT_ITEM = 'current';

export interface EditInvoiceDialogProps {
  /** The invoice being edited; null keeps the dialog closed. */
  invoice: Invoice | null;
  onClose: () => void;
}

/** The Edit Invoice dialog: customer, date and lines, saved together; the list reloads after. */
export function EditInvoiceDialog({ invoice, onClose }: EditInvoiceDialogProps) {
  return (
    <Dialog
      open={invoice !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={invoice ? `Edit Invoice #${invoice.attributes.invoice_number}` : ''}
      size="lg"
    >
      {invoice ? <EditInvoiceLoader key={invoice.id} id={invoice.id} onClose={onClose} /> : null}
    </Dialog>
  );
}

/**
 * The invoice as stored now, with every attribute of its lines (the list has only their items):
 * the form starts from it once it has arrived.
 */
function EditInvoiceLoader({ id, onClose }: { id: number; onClose: () => void }) {
  const stored = useInvoice(id);
  if (stored.isPending) {
    return (
      <p className="edit-invoice__loading" role="status">
        Loading the invoice…
      </p>
    );
  }
  if (stored.isError) {
    const notFound = stored.error instanceof ApiRequestError && stored.error.status === 404;
    return (
      <div className="edit-invoice__load-error">
        <Alert tone="error">
          {notFound
            ? MESSAGES.invoiceNotFound
            : (describeError(stored.error) ?? 'The invoice could not be loaded.')}
        </Alert>
        {notFound ? null : (
          <Button variant="secondary" onClick={() => void stored.refetch()}>
            Try again
          </Button>
        )}
      </div>
    );
  }
  return <EditInvoiceForm invoice={stored.data.data} onClose={onClose} />;
}

function EditInvoiceForm({ invoice, onClose }: { invoice: InvoiceWithLines; onClose: () => void }) {
  const id = useId();
  const updateInvoice = useUpdateInvoice();
  const priceList = useServices({
    sort: { field: 'item', direction: 'asc' },
    pageSize: MAX_PAGE_SIZE,
  });
  const services = priceList.data?.data ?? [];
  const [draft, setDraft] = useState<InvoiceDraft>(() => toDraft(invoice));
  const [errors, setErrors] = useState<DraftErrors>(NO_ERRORS);
  /** Set when a save failed: the server's reason when it is not shown on a field already. */
  const [failure, setFailure] = useState<{ reason?: string } | null>(null);

  const setLine = (key: string, change: (line: DraftLine) => DraftLine) =>
    setDraft((current) => ({
      ...current,
      lines: current.lines.map((line) => (line.key === key ? change(line) : line)),
    }));

  const fail = (nextErrors: DraftErrors, reason?: string) => {
    setErrors(nextErrors);
    setFailure({ reason });
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const payload = toUpdatePayload(draft);
    const parsed = invoiceUpdateSchema.safeParse(payload);
    if (!parsed.success) return fail(toDraftErrors(draft, parsed.error.issues));
    setErrors(NO_ERRORS);
    setFailure(null);
    try {
      await updateInvoice.mutateAsync({ id: invoice.id, data: payload });
      toast.success(INVOICE_MESSAGES.saved);
      onClose();
    } catch (error) {
      const serverIssues =
        error instanceof ApiRequestError
          ? ((error.details.errors ?? []) as { path?: PropertyKey[]; message?: string }[])
          : [];
      const placed = toDraftErrors(draft, serverIssues);
      if (hasDraftErrors(placed)) fail(placed);
      else fail(NO_ERRORS, describeError(error));
    }
  };

  return (
    <form className="edit-invoice" noValidate onSubmit={save}>
      <div className="edit-invoice__fields">
        <FormField label="Customer" error={errors.fields.customer_name} required>
          <input
            className="input"
            type="text"
            value={draft.customer_name}
            onChange={(event) => setDraft({ ...draft, customer_name: event.target.value })}
          />
        </FormField>
        <FormField label="Invoice Date" error={errors.fields.invoice_date} required>
          <input
            className="input"
            type="date"
            value={draft.invoice_date}
            onChange={(event) => setDraft({ ...draft, invoice_date: event.target.value })}
          />
        </FormField>
      </div>

      <div className="edit-invoice__table-wrap">
        <table className="edit-invoice__table" aria-labelledby={`${id}-services`}>
          <caption id={`${id}-services`} className="edit-invoice__caption">
            Services
          </caption>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col" className="numeric">
                Price (PKR)
              </th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {draft.lines.map((line, index) => (
              <EditInvoiceLine
                key={line.key}
                line={line}
                position={index + 1}
                services={services}
                errors={errors.lines[line.key]}
                onPick={(service) => setLine(line.key, () => lineFromService(line.key, service))}
                onPrice={(price) => setLine(line.key, (current) => ({ ...current, price }))}
                onRemove={() =>
                  setDraft({
                    ...draft,
                    lines: draft.lines.filter((other) => other.key !== line.key),
                  })
                }
              />
            ))}
          </tbody>
        </table>
        {draft.lines.length === 0 ? (
          <p className="edit-invoice__empty">{MESSAGES.noServicesSelected}</p>
        ) : null}
      </div>
      {errors.fields.services ? (
        <p className="form-field__error" role="alert">
          {errors.fields.services}
        </p>
      ) : null}

      <div className="edit-invoice__summary">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setDraft({ ...draft, lines: [...draft.lines, emptyLine()] })}
        >
          <Plus aria-hidden="true" size={16} />
          Add Service
        </Button>
        <p className="edit-invoice__total" aria-live="polite">
          Total Price: {formatAmount(draftTotalMinor(draft))} PKR
        </p>
      </div>

      {failure ? (
        <div className="edit-invoice__alert" role="alert">
          <p>{MESSAGES.saveInvoiceFailed}</p>
          {failure.reason ? <p className="edit-invoice__alert-reason">{failure.reason}</p> : null}
        </div>
      ) : null}

      <div className="dialog__footer">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={updateInvoice.isPending}>
          {updateInvoice.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}

interface EditInvoiceLineProps {
  line: DraftLine;
  position: number;
  services: Service[];
  errors: DraftErrors['lines'][string] | undefined;
  onPick: (service: Service) => void;
  onPrice: (price: string) => void;
  onRemove: () => void;
}

/** One row: the item select (the price list plus the line's own item), its price and Remove. */
function EditInvoiceLine({
  line,
  position,
  services,
  errors,
  onPick,
  onPrice,
  onRemove,
}: EditInvoiceLineProps) {
  const id = useId();
  const itemLabel = `Item of service ${position}`;
  return (
    <tr>
      <td>
        <Select
          aria-label={itemLabel}
          aria-invalid={errors?.item ? true : undefined}
          aria-describedby={errors?.item ? `${id}-item-error` : undefined}
          placeholder={line.item ? undefined : 'Select a service'}
          options={[
            ...(line.item ? [{ value: CURRENT_ITEM, label: line.item }] : []),
            ...services.map((service) => ({
              value: String(service.id),
              label: serviceOptionLabel(service),
            })),
          ]}
          value={line.item ? CURRENT_ITEM : ''}
          onChange={(event) => {
            const service = services.find((entry) => String(entry.id) === event.target.value);
            if (service) onPick(service);
          }}
        />
        {errors?.item ? (
          <p id={`${id}-item-error`} className="form-field__error" role="alert">
            {errors.item}
          </p>
        ) : null}
      </td>
      <td className="numeric">
        <input
          className="input edit-invoice__price"
          type="number"
          step="0.01"
          min="0"
          inputMode="decimal"
          aria-label={`Price (PKR) of service ${position}`}
          aria-invalid={errors?.price_pkr ? true : undefined}
          aria-describedby={errors?.price_pkr ? `${id}-price-error` : undefined}
          value={line.price}
          onChange={(event) => onPrice(event.target.value)}
        />
        {errors?.price_pkr ? (
          <p id={`${id}-price-error`} className="form-field__error" role="alert">
            {errors.price_pkr}
          </p>
        ) : null}
      </td>
      <td className="edit-invoice__remove">
        <Button
          variant="ghost"
          size="sm"
          onClick={onRemove}
          aria-label={`Remove service ${position}`}
        >
          <Trash2 aria-hidden="true" size={16} />
          Remove
        </Button>
      </td>
    </tr>
  );
}
