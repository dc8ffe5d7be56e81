import { zodResolver } from '@hookform/resolvers/zod';
import { format } from 'date-fns';
import { X } from 'lucide-react';
import { useId } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { InvoiceCreateData } from '@app/shared/invoice';
import { formatAmount, formatDayMonthYear } from '@app/shared/invoice-math';
import { MESSAGES, invoiceCreatedMessage } from '@app/shared/messages';
import { toMinorUnits } from '@app/shared/money';
import { INVOICE_CREATION_STATUSES } from '@app/shared/options';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/select';
import { describeError } from '../../../lib/describe-error';
import { useCreateInvoice } from '../api/create-invoice';
import {
  createInvoiceFormSchema,
  lineFromService,
  linesTotalMinor,
  serverFieldErrors,
  type CreateInvoiceFormValues,
} from '../invoice-form';
import { CustomerEmailField } from './customer-email-field';
import { ServicePicker } from './service-picker';

/** The fields a refused save can name, besides the lines (which come from the price list). */
const HEADER_FIELDS = ['customer_name', 'customer_email', 'invoice_date', 'status'] as const;

/** A blank form dated today; the status select starts on its empty `Select Status` choice. */
function emptyForm(): CreateInvoiceFormValues {
  return {
    customer_name: '',
    customer_email: '',
    invoice_date: format(new Date(), 'yyyy-MM-dd'),
    status: '',
    services: [],
  };
}

/** Create Invoice: the server numbers the invoice and copies each picked service onto it. */
export function CreateInvoiceForm() {
  const headingId = useId();
  const createInvoice = useCreateInvoice();
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CreateInvoiceFormValues, unknown, InvoiceCreateData>({
    resolver: zodResolver(createInvoiceFormSchema),
    defaultValues: emptyForm(),
  });
  // The picked lines are copies of price-list services and are not edited here.
  const { fields: lines, append, remove } = useFieldArray({ control, name: 'services' });
  const pickedIds = new Set(
    lines.flatMap((line) => (line.serviceId === null ? [] : [line.serviceId])),
  );

  const onSubmit = handleSubmit(async (invoice) => {
    try {
      const { data: created } = await createInvoice.mutateAsync(invoice);
      reset(emptyForm());
      toast.success(invoiceCreatedMessage(created.attributes.invoice_number));
    } catch (error) {
      for (const { name, message } of serverFieldErrors(error)) {
        const field = HEADER_FIELDS.find((header) => header === name);
        if (field) setError(field, { type: 'server', message });
      }
      toast.error(MESSAGES.createInvoiceFailed, { description: describeError(error) });
    }
  });

  return (
    <form className="invoice-form" noValidate onSubmit={onSubmit} aria-labelledby={headingId}>
      <h2 id={headingId} className="invoice-form__title">
        Create Invoice
      </h2>
      <div className="invoice-form__grid">
        <FormField
          label="Customer Name"
          error={errors.customer_name?.message}
          required
          className="invoice-form__wide"
        >
          <input
            className="input"
            type="text"
            autoComplete="organization"
            {...register('customer_name')}
          />
        </FormField>
        <FormField label="Invoice Date" error={errors.invoice_date?.message} required>
          <input className="input" type="date" {...register('invoice_date')} />
        </FormField>
        <FormField label="Status" error={errors.status?.message} required>
          <Select
            placeholder="Select Status"
            options={INVOICE_CREATION_STATUSES}
            {...register('status')}
          />
        </FormField>
        <CustomerEmailField
          registration={register('customer_email')}
          error={errors.customer_email?.message}
        />
      </div>

      <ServicePicker
        excludedIds={pickedIds}
        onAdd={(service) => append(lineFromService(service), { shouldFocus: false })}
      />

      <section className="selected-services" aria-labelledby={`${headingId}-selected`}>
        <h3 id={`${headingId}-selected`} className="selected-services__title">
          Selected Services
        </h3>
        {lines.length === 0 ? (
          <p className="selected-services__empty">{MESSAGES.noServicesSelected}</p>
        ) : (
          <ul className="selected-services__list">
            {lines.map((line, index) => (
              <li key={line.id} className="selected-services__line">
                <span className="selected-services__item">{line.item}</span>
                <span className="selected-services__meta">
                  {[line.type, line.date === null ? null : formatDayMonthYear(line.date)]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
                <span className="selected-services__price">
                  {formatAmount(toMinorUnits(line.price_pkr))} PKR
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => remove(index)}
                  aria-label={`Remove ${line.item}`}
                >
                  <X aria-hidden="true" size={16} />
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <div className="invoice-form__footer">
        <FormField label="Total Price (PKR)" className="invoice-form__total">
          <input
            className="input"
            type="text"
            readOnly
            value={formatAmount(linesTotalMinor(lines))}
          />
        </FormField>
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? 'Submitting...' : 'Save Invoice'}
        </Button>
      </div>
    </form>
  );
}
