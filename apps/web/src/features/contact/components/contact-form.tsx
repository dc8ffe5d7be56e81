import { useTranslate } from '../../../i18n/i18n';
import { Trans, useLingui } from '@lingui/react/macro';
import { MESSAGES } from '@app/shared/messages';
import { CONTACT_TOPICS } from '@app/shared/options';
import { FormField } from '../../../components/ui/form-field';
import {
  SendButton,
  SendFailedAlert,
  SentAlert,
  usePublicForm,
} from '../../../components/ui/public-form';
import { PersonFields, registerPersonFields } from '../../../components/ui/person-fields';
import { Select } from '../../../components/ui/select';
import { CONTACT_TOPIC_LABELS, contactFormText } from '../../../content/contact';
import type { ContactFormInput } from '../contact-form-schema';

// The schema and the request load when first needed (see `usePublicForm`).
const loadContactFormSchema = () =>
  import('../contact-form-schema').then((module) => module.contactFormSchema);
const loadSendContactMessage = () =>
  import('../api/send-contact-message').then((module) => module.sendContactMessage);

const EMPTY_MESSAGE: ContactFormInput = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  topic: '',
  subject: '',
  message: '',
};

export function ContactForm() {
  const { form, outcome, successRef, send, preload } = usePublicForm(
    loadContactFormSchema,
    EMPTY_MESSAGE,
  );
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;

  const { t } = useLingui();
  const translate = useTranslate();
  const text = translate(contactFormText);

  const onSubmit = handleSubmit((message) =>
    send(async () => (await loadSendContactMessage())(message)),
  );

  return (
    <form
      className="form"
      onSubmit={onSubmit}
      onFocus={preload}
      noValidate
      aria-labelledby="contact-form-title"
    >
      <h2 id="contact-form-title" className="form__title">
        {text.title}
      </h2>
      <SentAlert outcome={outcome} successRef={successRef}>
        {text.success}
      </SentAlert>
      <div className="form__grid">
        <PersonFields fields={registerPersonFields(register)} errors={errors} />
        <FormField label={t`Topic`} required error={errors.topic?.message}>
          <Select
            placeholder={t`Select a topic`}
            options={CONTACT_TOPICS.map((topic) => ({
              value: topic,
              label: translate(CONTACT_TOPIC_LABELS[topic]),
            }))}
            {...register('topic')}
          />
        </FormField>
        <FormField label={t`Subject`} required error={errors.subject?.message}>
          <input className="input" {...register('subject')} />
        </FormField>
        <FormField
          label={t`Message`}
          required
          error={errors.message?.message}
          className="form__wide"
        >
          <textarea className="input" rows={6} {...register('message')} />
        </FormField>
      </div>
      <SendFailedAlert outcome={outcome} message={MESSAGES.contactFailed} />
      <div className="form__actions">
        <SendButton isSubmitting={isSubmitting}>
          <Trans>Send message</Trans>
        </SendButton>
      </div>
    </form>
  );
}
