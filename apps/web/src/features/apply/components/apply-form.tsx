import { useLocale, useTranslate } from '../../../i18n/i18n';
import { localizeValidationMessage } from '@app/shared/validation-messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { SALARY_MIN } from '@app/shared/constants';
import { MESSAGES } from '@app/shared/messages';
import { EXPERIENCE_LEVELS } from '@app/shared/options';
import { useEffect, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { Link, useSearch } from 'wouter';
import { FormField } from '../../../components/ui/form-field';
import {
  SendButton,
  SendFailedAlert,
  SentAlert,
  usePublicForm,
} from '../../../components/ui/public-form';
import { PersonFields, registerPersonFields } from '../../../components/ui/person-fields';
import { Select } from '../../../components/ui/select';
import { applyFormText, EXPERIENCE_LEVEL_LABELS } from '../../../content/apply';
import { useSiteContent } from '../../../content/site-content';
import { ApiRequestError } from '../../../lib/api-client';
import type { ApplyFormInput } from '../apply-form-schema';

// The schema and the requests load when first needed (see `usePublicForm`).
const loadApplyFormSchema = () =>
  import('../apply-form-schema').then((module) => module.applyFormSchema);
const loadSubmitApplication = () => import('../api/submit-application');

const EMPTY_APPLICATION: ApplyFormInput = {
  firstName: '',
  lastName: '',
  email: '',
  address: '',
  phone: '',
  startDate: '',
  experience: '',
  salaryExpect: '',
  position: '',
  coverLetter: '',
  resume: undefined,
  consent: false,
};

/** Upload answers that concern the file itself; their message belongs on the resume field. */
const FILE_REJECTED_STATUSES = [400, 413, 415];

export function ApplyForm() {
  const { form, outcome, setOutcome, successRef, send, preload } = usePublicForm(
    loadApplyFormSchema,
    EMPTY_APPLICATION,
  );
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const search = useSearch();
  const consentGiven = useWatch({ control, name: 'consent' });
  const { jobs } = useSiteContent();
  const { t } = useLingui();
  const translate = useTranslate();
  const text = translate(applyFormText);
  const locale = useLocale();
  const positions = useMemo(() => jobs.map((job) => job.attributes.title), [jobs]);

  // `?position=` (from Apply Now on the Careers page) chooses the position. It is read after
  // hydration, as the cached page does not depend on the query.
  useEffect(() => {
    const position = new URLSearchParams(search).get('position');
    if (position && positions.includes(position)) setValue('position', position);
  }, [search, setValue, positions]);

  const onSubmit = handleSubmit(async ({ resume, ...fields }) => {
    setOutcome(null);
    let submission: Awaited<ReturnType<typeof loadSubmitApplication>>;
    let resumeId: number;
    try {
      submission = await loadSubmitApplication();
      resumeId = await submission.uploadResume(resume);
    } catch (error) {
      if (error instanceof ApiRequestError && FILE_REJECTED_STATUSES.includes(error.status)) {
        setError('resume', { type: 'server', message: error.message }, { shouldFocus: true });
      }
      setOutcome('failed');
      return;
    }
    await send(() => submission.createApplication(fields, resumeId));
  });

  return (
    <form
      className="form"
      onSubmit={onSubmit}
      onFocus={preload}
      noValidate
      aria-label={t`Job application`}
    >
      <SentAlert outcome={outcome} successRef={successRef}>
        {text.success}
      </SentAlert>
      <div className="form__grid">
        <PersonFields fields={registerPersonFields(register)} errors={errors} />
        <FormField
          label={t`Address`}
          required
          error={errors.address?.message}
          className="form__wide"
        >
          <input className="input" autoComplete="street-address" {...register('address')} />
        </FormField>
        <FormField label={t`Position`} required error={errors.position?.message}>
          <Select
            placeholder={t`Select a position`}
            options={positions}
            {...register('position')}
          />
        </FormField>
        <FormField label={t`Experience`} required error={errors.experience?.message}>
          <Select
            placeholder={t`Select your experience`}
            options={EXPERIENCE_LEVELS.map((level) => ({
              value: level,
              label: translate(EXPERIENCE_LEVEL_LABELS[level]),
            }))}
            {...register('experience')}
          />
        </FormField>
        <FormField label={t`Start date`} required error={errors.startDate?.message}>
          <input className="input" type="date" {...register('startDate')} />
        </FormField>
        <FormField label={t`Expected salary (PKR)`} required error={errors.salaryExpect?.message}>
          <input
            className="input"
            type="number"
            inputMode="numeric"
            min={SALARY_MIN}
            step={1}
            {...register('salaryExpect')}
          />
        </FormField>
        <FormField
          label={t`Cover letter`}
          required
          error={errors.coverLetter?.message}
          className="form__wide"
        >
          <textarea className="input" rows={7} {...register('coverLetter')} />
        </FormField>
        <FormField
          label={t`Resume`}
          required
          hint={text.resumeHint}
          error={errors.resume?.message}
          className="form__wide"
        >
          <input
            className="input"
            type="file"
            accept="application/pdf,.pdf"
            {...register('resume')}
          />
        </FormField>
        <div className="form__wide">
          <label className="form__check">
            <input
              type="checkbox"
              aria-invalid={errors.consent ? true : undefined}
              aria-describedby={errors.consent ? 'consent-error' : undefined}
              {...register('consent')}
            />
            <span>
              {text.consent}{' '}
              <Link href="/privacy">
                <Trans>Read the privacy policy</Trans>
              </Link>
              .
            </span>
            {errors.consent ? (
              <span id="consent-error" className="form-field__error form__check-error" role="alert">
                {localizeValidationMessage(errors.consent.message ?? '', locale)}
              </span>
            ) : null}
          </label>
        </div>
      </div>
      <SendFailedAlert outcome={outcome} message={MESSAGES.applyFailed} />
      <div className="form__actions">
        <SendButton isSubmitting={isSubmitting} disabled={!consentGiven}>
          <Trans>Submit application</Trans>
        </SendButton>
        {consentGiven ? null : (
          <p className="form__note">
            <Trans>Tick the consent box above to submit your application.</Trans>
          </p>
        )}
      </div>
    </form>
  );
}
