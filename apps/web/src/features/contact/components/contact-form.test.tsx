import { MESSAGES } from '@app/shared/messages';
import { WithMessages } from '../../../testing/with-messages';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetchEachTest, strapiError } from '../../../testing/fetch-mock';
import { EMPTY_PERSON_FIELD_MESSAGES } from '../../../testing/person-fields';
import { ContactForm } from './contact-form';

const fetchMock = mockFetchEachTest();

const VALID = {
  firstName: 'Amna',
  lastName: 'Siddiqui',
  email: 'amna@example.com',
  phone: '+92 300 1234567',
  topic: 'Business',
  subject: 'New web shop',
  message: 'We would like a quote for a new web shop.',
};

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/First name/), VALID.firstName);
  await user.type(screen.getByLabelText(/Last name/), VALID.lastName);
  await user.type(screen.getByLabelText(/Email/), VALID.email);
  await user.type(screen.getByLabelText(/Phone/), VALID.phone);
  await user.selectOptions(screen.getByLabelText(/Topic/), VALID.topic);
  await user.type(screen.getByLabelText(/Subject/), VALID.subject);
  await user.type(screen.getByLabelText(/Message/), VALID.message);
}

const submit = () => screen.getByRole('button', { name: /Send message|Submitting/ });

/** Renders the form, fills every field and submits. */
async function submitValid() {
  const user = userEvent.setup();
  render(<ContactForm />, { wrapper: WithMessages });
  await fillValid(user);
  await user.click(submit());
}

describe('ContactForm', () => {
  it('ties every label to its control and offers the four topics', () => {
    render(<ContactForm />, { wrapper: WithMessages });
    for (const label of [
      'First name',
      'Last name',
      'Email',
      'Phone',
      'Topic',
      'Subject',
      'Message',
    ]) {
      expect(screen.getByLabelText(new RegExp(label))).toBeInTheDocument();
    }
    const topics = Array.from((screen.getByLabelText(/Topic/) as HTMLSelectElement).options).map(
      (o) => o.value,
    );
    expect(topics).toEqual(['', 'Business', 'Job', 'Inquiry', 'Others']);
  });

  it('announces a message on every empty field and sends nothing', async () => {
    const user = userEvent.setup();
    render(<ContactForm />, { wrapper: WithMessages });
    await user.click(submit());
    const messages = (await screen.findAllByRole('alert')).map((alert) => alert.textContent);
    expect(messages).toEqual([
      ...EMPTY_PERSON_FIELD_MESSAGES,
      'Topic is required.',
      'Subject is required.',
      'Message is required.',
    ]);
    expect(screen.getByLabelText(/First name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/First name/)).toHaveAccessibleDescription(
      'First name is required.',
    );
    expect(screen.getByLabelText(/First name/)).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects a malformed e-mail address and phone number', async () => {
    const user = userEvent.setup();
    render(<ContactForm />, { wrapper: WithMessages });
    await fillValid(user);
    await user.clear(screen.getByLabelText(/Email/));
    await user.type(screen.getByLabelText(/Email/), 'amna@example');
    await user.clear(screen.getByLabelText(/Phone/));
    await user.type(screen.getByLabelText(/Phone/), '12ab');
    await user.click(submit());
    expect(await screen.findByText(MESSAGES.invalidEmail)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.invalidPhone)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reads Submitting... and is disabled while sending, then thanks the visitor and clears the form', async () => {
    let answer!: (response: Response) => void;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    await submitValid();

    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    // The request's module loads with the first submission, then the request goes out.
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/contacts');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ data: VALID });

    answer(json(200, { data: { id: 7, attributes: VALID }, meta: {} }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your message has been sent');
    expect(submit()).toHaveTextContent('Send message');
    expect(submit()).toBeEnabled();
    expect(screen.getByLabelText(/First name/)).toHaveValue('');
    expect(screen.getByLabelText(/Topic/)).toHaveValue('');
    expect(screen.getByLabelText(/Message/)).toHaveValue('');
  });

  it('tells the visitor when sending fails and keeps what they wrote', async () => {
    fetchMock.mockResolvedValue(strapiError(500, 'InternalServerError', 'Internal Server Error'));
    await submitValid();
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.contactFailed);
    expect(screen.getByLabelText(/First name/)).toHaveValue(VALID.firstName);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('also fails politely when the network is down', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await submitValid();
    expect(await screen.findByText(MESSAGES.contactFailed)).toBeInTheDocument();
  });

  it('shows the server’s validation messages on their fields', async () => {
    fetchMock.mockResolvedValue(
      strapiError(400, 'ValidationError', 'Subject must be at most 200 characters.', [
        { path: ['subject'], message: 'Subject must be at most 200 characters.' },
      ]),
    );
    await submitValid();
    await waitFor(() =>
      expect(screen.getByLabelText(/Subject/)).toHaveAccessibleDescription(
        'Subject must be at most 200 characters.',
      ),
    );
    expect(screen.getByText(MESSAGES.contactFailed)).toBeInTheDocument();
  });
});
