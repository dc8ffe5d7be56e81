import { zodResolver } from '@hookform/resolvers/zod';
import { contactSchema, type ContactInput } from '@app/shared/contact';
import { MESSAGES } from '@app/shared/messages';
import { CONTACT_TOPICS } from '@app/shared/options';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { useFormOutcome } from '../../../components/ui/form-outcome';
import { PersonFields, registerPersonFields } from '../../../components/ui/person-fields';
import { Select } from '../../../components/ui/select';
import { contactFormText } from '../../../content/contact';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';
import { sendContactMessage } from '../api/send-contact-message';

/** The shared contact rules; an unchosen topic reads as missing rather than as a wrong option. */
const contactFormSchema = contactSchema.extend({
  topic: z.string().min(1, { error: 'Topic is required.' }).pipe(contactSchema.shape.topic),
});
type ContactFormInput = z.input<typeof contactFormSchema>;

const EMPTY_MESSAGE: ContactFormInput = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  topic: '',
  subject: '',
  message: '',
};

const FIELDS = Object.keys(EMPTY_MESSAGE) as (keyof ContactFormInput)[];

export function ContactForm() {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormInput, unknown, ContactInput>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: EMPTY_MESSAGE,
  });
  const { outcome, setOutcome, successRef } = useFormOutcome();

  const onSubmit = handleSubmit(async (message) => {
    setOutcome(null);
    try {
      await sendContactMessage(message);
      reset();
      setOutcome('sent');
    } catch (error) {
      applyServerFieldErrors(error, FIELDS, setError);
      setOutcome('failed');
    }
  });

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className="form__title">
        {contactFormText.title}
      </h2>
      {outcome === 'sent' ? (
        <Alert ref={successRef} tone="success">
          {contactFormText.success}
        </Alert>
      ) : null}
      <div className="form__grid">
        <PersonFields fields={registerPersonFields(register)} errors={errors} />
        <FormField label="Topic" required error={errors.topic?.message}>
          <Select placeholder="Select a topic" options={CONTACT_TOPICS} {...register('topic')} />
        </FormField>
        <FormField label="Subject" required error={errors.subject?.message}>
          <input className="input" {...register('subject')} />
        </FormField>
        <FormField label="Message" required error={errors.message?.message} className="form__wide">
          <textarea className="input" rows={6} {...register('message')} />
        </FormField>
      </div>
      {outcome === 'failed' ? <Alert tone="error">{MESSAGES.contactFailed}</Alert> : null}
      <div className="form__actions">
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? 'Submitting...' : 'Send message'}
          {isSubmitting ? null : <Send aria-hidden="true" size={18} />}
        </Button>
      </div>
    </form>
  );
}
