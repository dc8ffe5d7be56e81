import { zodResolver } from '@hookform/resolvers/zod';
import { format } from 'date-fns';
import { X } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { customerNameField, invoiceDateField } from '@app/shared/invoice';
import { formatAmount, formatDayMonthYear, sumMinorUnits } from '@app/shared/invoice-math';
import { MESSAGES, invoiceCreatedMessage } from '@app/shared/messages';
import { toMinorUnits } from '@app/shared/money';
import { INVOICE_CREATION_STATUSES } from '@app/shared/options';
import { choiceField } from '@app/shared/service';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/select';
import { ApiRequestError } from '../../../lib/api-client';
import type { Service } from '../../services/api/service-types';
import { describeError } from '../../../lib/describe-error';
import { useCreateInvoice } from '../api/create-invoice';
import { ServicePicker } from './service-picker';

/** The form's own fields; the services are picked beside it (SPEC.md: name, date, status required). */
const invoiceHeaderSchema = z.object({
  customer_name: customerNameField,
  invoice_date: invoiceDateField,
  status: choiceField('Status', INVOICE_CREATION_STATUSES),
});
type InvoiceHeaderInput = z.input<typeof invoiceHeaderSchema>;
type InvoiceHeaderData = z.output<typeof invoiceHeaderSchema>;
const HEADER_FIELDS = ['customer_name', 'invoice_date', 'status'] as const;

/** The status select starts on its empty `Select Status` choice, which the schema refuses. */
const NO_STATUS: string = '';

/** A blank form dated today. */
function emptyHeader(): InvoiceHeaderInput {
  return {
    customer_name: '',
    invoice_date: format(new Date(), 'yyyy-MM-dd'),
    status: NO_STATUS,
  } as InvoiceHeaderInput;
}

/** Create Invoice: the server numbers the invoice and copies each picked service onto it. */
export function CreateInvoiceForm() {
  const headingId = useId();
  const createInvoice = useCreateInvoice();
  const [picked, setPicked] = useState<Service[]>([]);
  const pickedIds = useMemo(() => new Set(picked.map((service) => service.id)), [picked]);
  const totalMinor = sumMinorUnits(
    picked.map((service) => toMinorUnits(service.attributes.price_pkr)),
  );
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<InvoiceHeaderInput, unknown, InvoiceHeaderData>({
    resolver: zodResolver(invoiceHeaderSchema),
    defaultValues: emptyHeader(),
  });

  const onSubmit = handleSubmit(async (header) => {
    try {
      const { data: invoice } = await createInvoice.mutateAsync({
        ...header,
        services: picked.map((service) => ({ id: service.id })),
      });
      reset(emptyHeader());
      setPicked([]);
      toast.success(invoiceCreatedMessage(invoice.attributes.invoice_number));
    } catch (error) {
      if (error instanceof ApiRequestError) {
        for (const [name, message] of Object.entries(error.fieldErrors)) {
          if ((HEADER_FIELDS as readonly string[]).includes(name))
            setError(name as (typeof HEADER_FIELDS)[number], { message });
        }
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
      </div>

      <ServicePicker
        excludedIds={pickedIds}
        onAdd={(service) => setPicked((current) => [...current, service])}
      />

      <section className="selected-services" aria-labelledby={`${headingId}-selected`}>
        <h3 id={`${headingId}-selected`} className="selected-services__title">
          Selected Services
        </h3>
        {picked.length === 0 ? (
          <p className="selected-services__empty">{MESSAGES.noServicesSelected}</p>
        ) : (
          <ul className="selected-services__list">
            {picked.map((service) => (
              <li key={service.id} className="selected-services__line">
                <span className="selected-services__item">{service.attributes.item}</span>
                <span className="selected-services__meta">
                  {service.attributes.type} · {formatDayMonthYear(service.attributes.date)}
                </span>
                <span className="selected-services__price">
                  {formatAmount(toMinorUnits(service.attributes.price_pkr))} PKR
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() =>
                    setPicked((current) => current.filter((line) => line.id !== service.id))
                  }
                  aria-label={`Remove ${service.attributes.item}`}
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
          <input className="input" type="text" readOnly value={formatAmount(totalMinor)} />
        </FormField>
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? 'Submitting...' : 'Save Invoice'}
        </Button>
      </div>
    </form>
  );
}
