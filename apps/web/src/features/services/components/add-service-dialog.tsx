import { zodResolver } from '@hookform/resolvers/zod';
import { format } from 'date-fns';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { SERVICE_TYPES, TAX_TYPES } from '@app/shared/options';
import {
  serviceCreateSchema,
  type ServiceCreateData,
  type ServiceCreateInput,
} from '@app/shared/service';
import { Dialog, DialogFormButtons } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/select';
import { AmountInput } from '../../../components/ui/amount-input';
import { useCreateService } from '../api/create-service';
import { describeError } from '../../../lib/describe-error';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';
import { SERVICE_COLUMNS } from '../service-columns';
import { SERVICE_MESSAGES } from '../service-messages';

const FORM_ID = 'add-service-form';
const FIELD_NAMES = ['item', 'type', 'tax', 'rate', 'price_pkr', 'remarks', 'date'] as const;

function emptyService(): ServiceCreateInput {
  // An entry is usually recorded on the day it is priced.
  return {
    item: '',
    tax: '',
    remarks: '',
    date: format(new Date(), 'yyyy-MM-dd'),
  } as ServiceCreateInput;
}

export interface AddServiceDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The `Add New Service` dialog: item, type, rate, price and date required; tax and remarks optional. */
export function AddServiceDialog({ open, onOpenChange }: AddServiceDialogProps) {
  const createService = useCreateService();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ServiceCreateInput, unknown, ServiceCreateData>({
    resolver: zodResolver(serviceCreateSchema),
    defaultValues: emptyService(),
  });

  const close = () => {
    reset(emptyService());
    onOpenChange(false);
  };

  const onSubmit = handleSubmit(async (service) => {
    try {
      await createService.mutateAsync(service);
      toast.success(SERVICE_MESSAGES.added);
      close();
    } catch (error) {
      applyServerFieldErrors(error, FIELD_NAMES, setError, { focus: false });
      toast.error(SERVICE_MESSAGES.addFailed, { description: describeError(error) });
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title="Add New Service"
      footer={
        <DialogFormButtons
          form={FORM_ID}
          onCancel={close}
          busy={isSubmitting}
          submitLabel="Add Service"
          busyLabel="Submitting..."
        />
      }
    >
      <form id={FORM_ID} className="service-form" noValidate onSubmit={onSubmit}>
        <FormField
          label={SERVICE_COLUMNS.item.label}
          error={errors.item?.message}
          required
          className="service-form__wide"
        >
          <input className="input" type="text" autoComplete="off" {...register('item')} />
        </FormField>
        <FormField label={SERVICE_COLUMNS.type.label} error={errors.type?.message} required>
          <Select placeholder="Select Type" options={SERVICE_TYPES} {...register('type')} />
        </FormField>
        <FormField label={SERVICE_COLUMNS.tax.label} error={errors.tax?.message}>
          <Select placeholder="No tax" options={TAX_TYPES} {...register('tax')} />
        </FormField>
        <FormField label={SERVICE_COLUMNS.rate.label} error={errors.rate?.message} required>
          <AmountInput {...register('rate', { valueAsNumber: true })} />
        </FormField>
        <FormField
          label={SERVICE_COLUMNS.price_pkr.label}
          error={errors.price_pkr?.message}
          required
        >
          <AmountInput {...register('price_pkr', { valueAsNumber: true })} />
        </FormField>
        <FormField label={SERVICE_COLUMNS.date.label} error={errors.date?.message} required>
          <input className="input" type="date" {...register('date')} />
        </FormField>
        <FormField
          label={SERVICE_COLUMNS.remarks.label}
          error={errors.remarks?.message}
          className="service-form__wide"
        >
          <textarea className="input" rows={3} {...register('remarks')} />
        </FormField>
      </form>
    </Dialog>
  );
}
