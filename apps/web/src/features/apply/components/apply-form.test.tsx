import { MESSAGES } from '@app/shared/messages';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { json, mockFetchEachTest, strapiError } from '../../../testing/fetch-mock';
import { EMPTY_PERSON_FIELD_MESSAGES } from '../../../testing/person-fields';
import { TEST_SITE_CONTENT, WithSiteContent, testJob } from '../../../testing/site-content';
import { RESUME_TOO_LARGE } from '../apply-form-schema';
import { ApplyForm } from './apply-form';

const fetchMock = mockFetchEachTest();
afterEach(() => {
  window.history.replaceState(null, '', '/');
});

const UPLOADED = [
  {
    id: 41,
    name: 'resume.pdf',
    ext: '.pdf',
    mime: 'application/pdf',
    url: '/api/files/41/download',
  },
];
const pdf = (name = 'resume.pdf', size = 2048) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });

const FIELDS = {
  firstName: 'Hina',
  lastName: 'Aslam',
  email: 'hina@example.com',
  phone: '+92-321-1234567',
  address: '12 Canal View, Lahore',
  startDate: '2026-01-05',
  salaryExpect: '180000',
  experience: 'Junior (2-3 years)',
  position: 'QA Engineer',
  coverLetter: 'I test things carefully.',
};

type User = ReturnType<typeof userEvent.setup>;

async function fillFields(user: User) {
  await user.type(screen.getByLabelText(/First name/), FIELDS.firstName);
  await user.type(screen.getByLabelText(/Last name/), FIELDS.lastName);
  await user.type(screen.getByLabelText(/Email/), FIELDS.email);
  await user.type(screen.getByLabelText(/Phone/), FIELDS.phone);
  await user.type(screen.getByLabelText(/Address/), FIELDS.address);
  await user.type(screen.getByLabelText(/Start date/), FIELDS.startDate);
  await user.type(screen.getByLabelText(/Expected salary/), FIELDS.salaryExpect);
  await user.selectOptions(screen.getByLabelText(/Experience/), FIELDS.experience);
  await user.selectOptions(screen.getByLabelText(/Position/), FIELDS.position);
  await user.type(screen.getByLabelText(/Cover letter/), FIELDS.coverLetter);
}

const submit = () => screen.getByRole('button', { name: /Submit application|Submitting/ });
const consent = () => screen.getByRole('checkbox');
const resumeInput = () => screen.getByLabelText(/Resume/) as HTMLInputElement;

/** Renders the form, fills every field, attaches a PDF, gives consent and submits. */
async function submitComplete() {
  const user = userEvent.setup();
  renderForm();
  await fillFields(user);
  await user.upload(resumeInput(), pdf());
  await user.click(consent());
  await user.click(submit());
}

/** The form with the positions open when the server rendered the page. */
const renderForm = () =>
  render(
    <WithSiteContent
      content={{
        ...TEST_SITE_CONTENT,
        jobs: [testJob(1, 'QA Engineer'), testJob(2, 'Backend Developer')],
      }}
    >
      <ApplyForm />
    </WithSiteContent>,
  );

describe('ApplyForm', () => {
  it('keeps submit disabled until consent is ticked', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(submit()).toBeDisabled();
    await user.click(consent());
    expect(submit()).toBeEnabled();
    await user.click(consent());
    expect(submit()).toBeDisabled();
  });

  it('announces a message on every missing field and sends nothing', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(consent());
    await user.click(submit());
    const messages = (await screen.findAllByRole('alert')).map((alert) => alert.textContent);
    expect(messages).toEqual([
      ...EMPTY_PERSON_FIELD_MESSAGES,
      'Address is required.',
      'Position is required.',
      'Experience is required.',
      'Start date is required.',
      'Expected salary is required.',
      'Cover letter is required.',
      MESSAGES.resumeRequired,
    ]);
    expect(resumeInput()).toHaveAccessibleDescription(
      expect.stringContaining(MESSAGES.resumeRequired),
    );
    expect(screen.getByLabelText(/First name/)).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('accepts only one PDF within the size limit, and no negative salary', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderForm();
    await fillFields(user);
    await user.click(consent());
    await user.clear(screen.getByLabelText(/Expected salary/));
    await user.type(screen.getByLabelText(/Expected salary/), '-5');
    await user.upload(
      resumeInput(),
      new File(['hello'], 'resume.docx', { type: 'application/msword' }),
    );
    await user.click(submit());
    expect(await screen.findByText(MESSAGES.resumeRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.salaryMin)).toBeInTheDocument();

    await user.upload(resumeInput(), pdf('huge.pdf', 10 * 1024 * 1024 + 1));
    await user.click(submit());
    expect(await screen.findByText(RESUME_TOO_LARGE)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('uploads the resume, then sends the application with its id; Submitting... meanwhile; then thanks and clears', async () => {
    let answerCreate!: (response: Response) => void;
    fetchMock
      .mockResolvedValueOnce(json(200, UPLOADED))
      .mockReturnValueOnce(new Promise<Response>((resolve) => (answerCreate = resolve)));
    await submitComplete();

    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const [uploadUrl, uploadInit] = fetchMock.mock.calls[0]!;
    expect(uploadUrl).toBe('/api/upload');
    const form = uploadInit?.body as FormData;
    expect(form.getAll('files')).toHaveLength(1);
    expect((form.get('files') as File).name).toBe('resume.pdf');

    const [createUrl, createInit] = fetchMock.mock.calls[1]!;
    expect(createUrl).toBe('/api/carrers');
    expect(JSON.parse(String(createInit?.body))).toEqual({
      data: { ...FIELDS, salaryExpect: 180000, consent: true, resume: [41] },
    });

    answerCreate(json(200, { data: { id: 3, attributes: {} }, meta: {} }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your application has been sent');
    expect(screen.getByLabelText(/First name/)).toHaveValue('');
    expect(screen.getByLabelText(/Position/)).toHaveValue('');
    expect(consent()).not.toBeChecked();
    expect(submit()).toBeDisabled();
  });

  it('tells the applicant when sending fails', async () => {
    fetchMock.mockResolvedValueOnce(json(200, UPLOADED)).mockResolvedValueOnce(json(503, {}));
    await submitComplete();
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.applyFailed);
    expect(screen.getByLabelText(/First name/)).toHaveValue(FIELDS.firstName);
  });

  it('shows why the server refused the file on the resume field', async () => {
    fetchMock.mockResolvedValueOnce(strapiError(413, 'PayloadTooLargeError', 'File too large'));
    await submitComplete();
    await waitFor(() =>
      expect(resumeInput()).toHaveAccessibleDescription(expect.stringContaining('File too large')),
    );
    expect(screen.getByText(MESSAGES.applyFailed)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows the server’s validation messages on their fields', async () => {
    fetchMock
      .mockResolvedValueOnce(json(200, UPLOADED))
      .mockResolvedValueOnce(
        strapiError(400, 'ValidationError', 'Please enter a valid email address.', [
          { path: ['email'], message: MESSAGES.invalidEmail },
        ]),
      );
    await submitComplete();
    await waitFor(() =>
      expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription(MESSAGES.invalidEmail),
    );
  });

  it('chooses the position named in ?position=, and ignores one that is not offered', async () => {
    window.history.replaceState(null, '', '/apply?position=Backend+Developer');
    const { unmount } = renderForm();
    await waitFor(() => expect(screen.getByLabelText(/Position/)).toHaveValue('Backend Developer'));
    unmount();

    window.history.replaceState(null, '', '/apply?position=Astronaut');
    renderForm();
    expect(screen.getByLabelText(/Position/)).toHaveValue('');
  });
});
