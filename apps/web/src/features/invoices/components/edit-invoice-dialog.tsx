import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import {
  useController,
  useFieldArray,
  useForm,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { toast } from 'sonner';
import { isInvoiceLocked, type InvoiceUpdateData } from '@app/shared/invoice';
import { formatAmount } from '@app/shared/invoice-math';
import { MESSAGES } from '@app/shared/messages';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogFormFooter } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { AmountInput } from '../../../components/ui/amount-input';
import { ApiRequestError } from '../../../lib/api-client';
import { describeError } from '../../../lib/describe-error';
import type { Service } from '../../services/api/service-types';
import { useInvoice } from '../api/get-invoice';
import type { Invoice, InvoiceWithLines } from '../api/invoice-types';
import { useUpdateInvoice } from '../api/update-invoice';
import {
  editInvoiceFormSchema,
  editInvoiceFormValues,
  emptyLine,
  lineFromService,
  linesTotalMinor,
  serverFieldErrors,
  type EditInvoiceFormValues,
} from '../invoice-form';
import { INVOICE_MESSAGES } from '../invoice-messages';
import { CustomerEmailField } from './customer-email-field';
import { InvoiceStatusLine, LockedInvoiceDetails } from './locked-invoice';
import { LineServicePicker } from './service-picker';

export interface EditInvoiceDialogProps {
  /** The invoice being edited; null keeps the dialog closed. */
  invoice: Invoice | null;
  onClose: () => void;
}

/**
 * The Edit Invoice dialog: customer, date and lines, saved together; the list reloads after. A
 * locked invoice (Sent or Paid) shows them read-only instead.
 */
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
  const invoice = stored.data.data;
  return isInvoiceLocked(invoice.attributes) ? (
    <LockedInvoiceDetails invoice={invoice} onClose={onClose} />
  ) : (
    <EditInvoiceForm invoice={invoice} onClose={onClose} />
  );
}

/** A line's fields that have a control of their own, where their messages are shown. */
const LINE_CONTROLS = ['item', 'price_pkr'] as const;
type LineControl = (typeof LINE_CONTROLS)[number];
const LINE_CONTROL_PATH = /^services\.(\d+)\.(\w+)$/;

/** Whether a form path (`services.1.item`) names a control of the dialog's `count` lines. */
function controlOf(
  name: string,
  count: number,
):
  'customer_name' | 'customer_email' | 'invoice_date' | `services.${number}.${LineControl}` | null {
  if (name === 'customer_name' || name === 'customer_email' || name === 'invoice_date') return name;
  const [, index, field] = LINE_CONTROL_PATH.exec(name) ?? [];
  const line = LINE_CONTROLS.find((control) => control === field);
  return line && Number(index) < count ? `services.${Number(index)}.${line}` : null;
}

/** The messages of a refused form that no control shows (a line's date, the number of lines). */
function messagesWithoutControl(errors: FieldErrors<EditInvoiceFormValues>): string[] {
  const lines = Array.isArray(errors.services) ? errors.services : [];
  const messages = [errors.services?.root?.message, errors.services?.message];
  for (const line of lines) {
    for (const [field, error] of Object.entries(line ?? {})) {
      if (!LINE_CONTROLS.some((control) => control === field))
        messages.push((error as { message?: string } | undefined)?.message);
    }
  }
  return [...new Set(messages.filter((message): message is string => Boolean(message)))];
}

/** A failed save: the alert, with the reasons no field shows. */
interface SaveFailure {
  reason?: string;
}

function EditInvoiceForm({ invoice, onClose }: { invoice: InvoiceWithLines; onClose: () => void }) {
  const id = useId();
  const updateInvoice = useUpdateInvoice();
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitted, isSubmitting },
  } = useForm<EditInvoiceFormValues, unknown, InvoiceUpdateData>({
    resolver: zodResolver(editInvoiceFormSchema),
    defaultValues: editInvoiceFormValues(invoice),
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'services' });
  const lines = useWatch({ control, name: 'services' });
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  /** Where `Add Service` put its line last: that line's search box takes the focus. */
  const [addedIndex, setAddedIndex] = useState<number | null>(null);

  const pick = (index: number, service: Service) =>
    setValue(`services.${index}`, lineFromService(service), {
      shouldDirty: true,
      shouldValidate: isSubmitted,
    });

  const addLine = () => {
    append(emptyLine(), { shouldFocus: false });
    setAddedIndex(fields.length);
  };

  const save = handleSubmit(
    async (data) => {
      setFailure(null);
      try {
        await updateInvoice.mutateAsync({ id: invoice.id, data });
        toast.success(INVOICE_MESSAGES.saved);
        onClose();
      } catch (error) {
        const issues = serverFieldErrors(error);
        const unshown: string[] = [];
        for (const { name, message } of issues) {
          const field = controlOf(name, lines.length);
          if (field) setError(field, { type: 'server', message });
          else unshown.push(message);
        }
        setFailure({
          reason:
            issues.length === 0
              ? describeError(error)
              : [...new Set(unshown)].join(' ') || undefined,
        });
      }
    },
    (refused) => setFailure({ reason: messagesWithoutControl(refused).join(' ') || undefined }),
  );

  return (
    <form className="edit-invoice" noValidate onSubmit={save}>
      <InvoiceStatusLine invoice={invoice} />
      {invoice.attributes.unlocked_at ? (
        <p className="edit-invoice__unlocked" role="note">
          Unlocked by {invoice.attributes.unlocked_by}: {invoice.attributes.unlock_reason}. The lock
          returns once the invoice is saved.
        </p>
      ) : null}
      <div className="edit-invoice__fields">
        <FormField label="Customer" error={errors.customer_name?.message} required>
          <input className="input" type="text" {...register('customer_name')} />
        </FormField>
        <FormField label="Invoice Date" error={errors.invoice_date?.message} required>
          <input className="input" type="date" {...register('invoice_date')} />
        </FormField>
        <CustomerEmailField
          registration={register('customer_email')}
          error={errors.customer_email?.message}
        />
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
            {fields.map((field, index) => (
              <EditInvoiceLine
                key={field.id}
                control={control}
                register={register}
                errors={errors}
                index={index}
                focusSearch={addedIndex === index}
                onPick={(service) => pick(index, service)}
                onRemove={() => remove(index)}
              />
            ))}
          </tbody>
        </table>
        {fields.length === 0 ? (
          <p className="edit-invoice__empty">{MESSAGES.noServicesSelected}</p>
        ) : null}
      </div>

      <div className="edit-invoice__summary">
        <Button variant="secondary" size="sm" onClick={addLine}>
          <Plus aria-hidden="true" size={16} />
          Add Service
        </Button>
        <p className="edit-invoice__total" aria-live="polite">
          Total Price: {formatAmount(linesTotalMinor(lines))} PKR
        </p>
      </div>

      {failure ? (
        <div className="edit-invoice__alert" role="alert">
          <p>{MESSAGES.saveInvoiceFailed}</p>
          {failure.reason ? <p className="edit-invoice__alert-reason">{failure.reason}</p> : null}
        </div>
      ) : null}

      <DialogFormFooter
        onCancel={onClose}
        busy={isSubmitting}
        submitLabel="Save"
        busyLabel="Saving..."
      />
    </form>
  );
}

interface EditInvoiceLineProps {
  control: Control<EditInvoiceFormValues, unknown, InvoiceUpdateData>;
  register: UseFormRegister<EditInvoiceFormValues>;
  errors: FieldErrors<EditInvoiceFormValues>;
  index: number;
  focusSearch: boolean;
  onPick: (service: Service) => void;
  onRemove: () => void;
}

/** One row: the line's item (searchable in the price list), its price and Remove. */
function EditInvoiceLine({
  control,
  register,
  errors,
  index,
  focusSearch,
  onPick,
  onRemove,
}: EditInvoiceLineProps) {
  const id = useId();
  const position = index + 1;
  const { field: item } = useController({ control, name: `services.${index}.item` });
  const lineErrors = errors.services?.[index];
  const priceError = lineErrors?.price_pkr?.message;
  return (
    <tr>
      <td>
        <LineServicePicker
          position={position}
          item={item.value}
          onPick={onPick}
          onBlur={item.onBlur}
          error={lineErrors?.item?.message}
          selectRef={item.ref}
          focusSearch={focusSearch}
        />
      </td>
      <td className="numeric">
        <AmountInput
          className="input edit-invoice__price"
          aria-label={`Price (PKR) of service ${position}`}
          aria-invalid={priceError ? true : undefined}
          aria-describedby={priceError ? `${id}-price-error` : undefined}
          {...register(`services.${index}.price_pkr`, { valueAsNumber: true })}
        />
        {priceError ? (
          <p id={`${id}-price-error`} className="form-field__error" role="alert">
            {priceError}
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
