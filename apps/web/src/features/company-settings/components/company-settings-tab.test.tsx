import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  COMPANY_MESSAGES,
  EXAMPLE_COMPANY_SETTINGS,
  type CompanySettingsAttributes,
} from '@app/shared/company';
import { storeSession } from '../../admin/testing/fixtures';
import { errorResponse, jsonResponse, mockApi } from '../../admin/testing/mock-api';
import { renderInAdminArea } from '../../admin/testing/render-admin';
import { COMPANY_SETTINGS_MESSAGES } from './company-settings-form';
import CompanySettingsTab from './company-settings-tab';

const GET = 'GET /api/company/settings';
const PUT = 'PUT /api/company/settings';

const example: CompanySettingsAttributes = {
  ...EXAMPLE_COMPANY_SETTINGS,
  logo: { data: null },
  isExample: true,
  updatedAt: null,
};

const answer = (attributes: CompanySettingsAttributes) =>
  jsonResponse({ data: { id: 1, attributes }, meta: {} });

/** The server's answer to a save: what was sent, no longer the examples. */
const saved = (body: unknown) =>
  answer({
    ...example,
    ...(body as { data: Omit<CompanySettingsAttributes, 'logo'> }).data,
    logo: { data: null },
    isExample: false,
  });

function renderTab(put: (body: unknown) => Response = saved) {
  const api = mockApi({
    [GET]: () => answer(example),
    [PUT]: (request) => put(request.body),
  });
  renderInAdminArea(<CompanySettingsTab />, { path: '/manage/settings' });
  return api;
}

const fieldset = (name: string) => screen.getByRole('group', { name });

beforeEach(() => storeSession('Admin'));
afterEach(() => vi.unstubAllGlobals());

describe('CompanySettingsTab', () => {
  it('fills the form from the settings, grouped in fieldsets, and says they are examples', async () => {
    renderTab();
    expect(await screen.findByLabelText(/^Legal name/)).toHaveValue('Ravi Software GmbH');
    expect(screen.getByText(/These are example details/)).toBeInTheDocument();
    for (const group of [
      'Company',
      'Lahore office',
      'Registered office',
      'Register',
      'Contact',
      'Bank',
      'Invoices',
      'Logo',
    ])
      expect(fieldset(group)).toBeInTheDocument();
    expect(within(fieldset('Bank')).getByLabelText(/^IBAN/)).toHaveValue(
      EXAMPLE_COMPANY_SETTINGS.bank.iban,
    );
    expect(within(fieldset('Lahore office')).getByLabelText(/^City/)).toHaveValue('Lahore');
    expect(within(fieldset('Registered office')).getByLabelText(/^City/)).toHaveValue('Berlin');
    expect(within(fieldset('Invoices')).getByLabelText(/^Payment term/)).toHaveValue(7);
    expect(screen.getByText('The built-in logo is used.')).toBeInTheDocument();
  });

  it('checks the fields with the shared schema before sending anything', async () => {
    const api = renderTab();
    const user = userEvent.setup();
    const iban = await screen.findByLabelText(/^IBAN/);
    await user.clear(iban);
    await user.type(iban, 'DE88 3704 0044 0532 0130 00');
    const term = screen.getByLabelText(/^Payment term/);
    await user.clear(term);
    await user.type(term, '400');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText(COMPANY_MESSAGES.ibanChecksum)).toBeInTheDocument();
    expect(screen.getByText(COMPANY_MESSAGES.paymentTerm)).toBeInTheDocument();
    expect(iban).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests(PUT)).toHaveLength(0);
  });

  it('saves every field, normalised, with the managing directors added, and confirms', async () => {
    const api = renderTab();
    const user = userEvent.setup();
    const iban = await screen.findByLabelText(/^IBAN/);
    await user.clear(iban);
    await user.type(iban, 'gb82west12345698765432');
    await user.click(screen.getByRole('button', { name: 'Add managing director' }));
    await user.type(screen.getByLabelText(/^Managing director 2/), 'Ayesha Khan');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText(COMPANY_SETTINGS_MESSAGES.saved)).toBeInTheDocument();
    const [request] = api.requests(PUT);
    expect(request!.body).toEqual({
      data: {
        ...EXAMPLE_COMPANY_SETTINGS,
        managingDirectors: ['Usman Tariq', 'Ayesha Khan'],
        bank: { ...EXAMPLE_COMPANY_SETTINGS.bank, iban: 'GB82 WEST 1234 5698 7654 32' },
      },
    });
    await waitFor(() =>
      expect(screen.getByText(/The website, invoice PDFs and mails show/)).toBeInTheDocument(),
    );
  });

  it("shows the server's refusals on their fields", async () => {
    renderTab(() =>
      errorResponse(400, 'ValidationError', COMPANY_MESSAGES.bicForm, {
        errors: [
          {
            path: ['bank', 'bic'],
            message: 'The server refuses this BIC.',
            name: 'ValidationError',
          },
        ],
      }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText(COMPANY_SETTINGS_MESSAGES.saveFailed)).toBeInTheDocument();
    const bic = screen.getByLabelText(/^BIC/);
    await waitFor(() => expect(bic).toHaveAttribute('aria-invalid', 'true'));
    expect(within(fieldset('Bank')).getByText('The server refuses this BIC.')).toBeInTheDocument();
  });
});
