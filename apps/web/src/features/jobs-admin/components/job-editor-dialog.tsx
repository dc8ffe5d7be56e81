import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { EMPLOYMENT_TYPES, type Job } from '@app/shared/job';
import { Dialog, DialogFormButtons } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/select';
import { describeError } from '../../../lib/describe-error';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';
import { useSaveJob } from '../api/save-job';
import {
  JOB_FORM_FIELDS,
  jobFormSchema,
  jobFormValues,
  type JobFormData,
  type JobFormValues,
  type JobListField,
} from '../job-form';
import { JOB_MESSAGES_UI } from '../job-messages';

const FORM_ID = 'job-editor-form';

const LIST_LABELS: Record<JobListField, string> = {
  qualifications: 'Qualifications',
  responsibilities: 'Responsibilities',
  perks: 'Perks',
};

/** A list's message: the whole list's, or its first item's (an item too long). */
function listMessage(error: unknown): string | undefined {
  if (Array.isArray(error)) return error.map(listMessage).find(Boolean);
  const message = (error as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

export interface JobEditorDialogProps {
  /** The job to change; null adds a new one. */
  job: Job | null;
  onClose: () => void;
}

/**
 * Adds or changes a job: its title, department, location, employment type and summary, and its
 * three lists typed one item per line. A new job is a draft, placed after the others. Mounted
 * while open.
 */
export function JobEditorDialog({ job, onClose }: JobEditorDialogProps) {
  const saveJob = useSaveJob();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<JobFormValues, unknown, JobFormData>({
    resolver: zodResolver(jobFormSchema),
    defaultValues: jobFormValues(job?.attributes ?? null),
  });

  const onSubmit = handleSubmit(async (data) => {
    try {
      await saveJob.mutateAsync({ id: job?.id ?? null, data });
      toast.success(job ? JOB_MESSAGES_UI.saved : JOB_MESSAGES_UI.created);
      onClose();
    } catch (error) {
      applyServerFieldErrors(error, JOB_FORM_FIELDS, setError);
      toast.error(JOB_MESSAGES_UI.saveFailed, { description: describeError(error) });
    }
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={job ? 'Edit job' : 'Add job'}
      size="lg"
      footer={
        <DialogFormButtons
          form={FORM_ID}
          onCancel={onClose}
          busy={isSubmitting}
          submitLabel="Save job"
          busyLabel="Saving..."
        />
      }
    >
      <form id={FORM_ID} className="job-form" noValidate onSubmit={onSubmit}>
        <FormField
          label="Title"
          error={errors.title?.message}
          required
          className="job-form__wide"
          hint={job ? `Its page stays at /career/${job.attributes.slug}.` : undefined}
        >
          <input className="input" type="text" autoComplete="off" {...register('title')} />
        </FormField>
        <FormField label="Department" error={errors.department?.message} required>
          <input className="input" type="text" autoComplete="off" {...register('department')} />
        </FormField>
        <FormField label="Location" error={errors.location?.message} required>
          <input className="input" type="text" autoComplete="off" {...register('location')} />
        </FormField>
        <FormField label="Employment type" error={errors.employmentType?.message} required>
          <Select options={EMPLOYMENT_TYPES} {...register('employmentType')} />
        </FormField>
        <FormField label="Summary" error={errors.summary?.message} className="job-form__wide">
          <textarea className="input" rows={3} {...register('summary')} />
        </FormField>
        {(Object.keys(LIST_LABELS) as JobListField[]).map((list) => (
          <FormField
            key={list}
            label={LIST_LABELS[list]}
            error={listMessage(errors[list])}
            hint="One per line."
            className="job-form__wide"
          >
            <textarea className="input" rows={4} {...register(list)} />
          </FormField>
        ))}
      </form>
    </Dialog>
  );
}
