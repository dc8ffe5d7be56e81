import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PersonalDataPreview } from '@app/shared/data-protection';
import { MESSAGES } from '@app/shared/messages';
import { storeSession } from '../../admin/testing/fixtures';
import {
  errorResponse,
  jsonResponse,
  mockApi,
  type MockHandler,
} from '../../admin/testing/mock-api';
import { renderInAdminArea } from '../../admin/testing/render-admin';
import DataProtectionTab, { PREVIEW_FAILED_MESSAGE } from './data-protection-tab';

const PREVIEW = 'GET /api/data-protection/preview';
const ERASE = 'POST /api/data-protection/erase';
const RETENTION = 'GET /api/data-protection/retention';

const found: PersonalDataPreview = {
  email: 'amna.khan@example.com',
  counts: { applications: 2, contacts: 1, files: 2, notes: 0 },
  applications: [
    {
      id: 7,
      firstName: 'Amna',
      lastName: 'Khan',
      position: 'Frontend Developer',
      applicationStatus: 'Pending',
      files: 1,
      createdAt: '2025-07-11T09:05:00.000Z',
    },
    {
      id: 3,
      firstName: 'Amna',
      lastName: 'Khan',
      position: 'QA Engineer',
      applicationStatus: 'Rejected',
      files: 1,
      createdAt: '2025-03-02T09:05:00.000Z',
    },
  ],
  contacts: [
    {
      id: 4,
      firstName: 'Amna',
      lastName: 'Khan',
      topic: 'Job',
      subject: 'My application',
      createdAt: '2025-07-12T09:05:00.000Z',
    },
  ],
  erasures: [],
};
const erased: PersonalDataPreview = {
  ...found,
  counts: { applications: 0, contacts: 0, files: 0, notes: 0 },
  applications: [],
  contacts: [],
  erasures: [
    { createdAt: '2025-08-01T10:00:00.000Z', username: 'Root Admin', counts: found.counts },
  ],
};

function serve(routes: Record<string, MockHandler> = {}) {
  let current = found;
  return mockApi({
    [RETENTION]: () => jsonResponse({ data: { days: 365 }, meta: {} }),
    [PREVIEW]: () => jsonResponse({ data: current, meta: {} }),
    [ERASE]: () => {
      current = erased;
      return jsonResponse({ data: found.counts, meta: {} });
    },
    ...routes,
  });
}

async function findDataOf(email: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/E-mail address/), email);
  await user.click(screen.getByRole('button', { name: 'Find data' }));
  return user;
}

beforeEach(() => storeSession('Admin'));
afterEach(() => vi.unstubAllGlobals());

describe('DataProtectionTab', () => {
  it('states the retention period the server applies', async () => {
    serve();
    renderInAdminArea(<DataProtectionTab />, { path: '/manage/data-protection' });
    expect(
      await screen.findByText(/deleted automatically 365 days after they arrive/),
    ).toBeInTheDocument();
  });

  it('says when automatic deletion is off', async () => {
    serve({ [RETENTION]: () => jsonResponse({ data: { days: 0 }, meta: {} }) });
    renderInAdminArea(<DataProtectionTab />, { path: '/manage/data-protection' });
    expect(await screen.findByText(/Automatic deletion is off/)).toBeInTheDocument();
  });

  it('checks the e-mail before asking the server', async () => {
    const api = serve();
    renderInAdminArea(<DataProtectionTab />, { path: '/manage/data-protection' });
    await findDataOf('amna');
    expect(await screen.findByText(MESSAGES.invalidEmail)).toBeInTheDocument();
    expect(api.requests(PREVIEW)).toHaveLength(0);
  });

  it('previews what would be deleted, erases it after confirmation and shows the erasure', async () => {
    const api = serve();
    const view = renderInAdminArea(<DataProtectionTab />, { path: '/manage/data-protection' });
    const user = await findDataOf('amna.khan@example.com');

    expect(
      await screen.findByRole('heading', {
        name: 'Stored for amna.khan@example.com: 2 applications, 1 message and 2 files',
      }),
    ).toBeInTheDocument();
    expect(api.requests(PREVIEW)[0]!.url.searchParams.get('email')).toBe('amna.khan@example.com');
    const applications = screen.getByRole('region', { name: 'Applications' });
    expect(within(applications).getAllByRole('listitem')).toHaveLength(2);
    expect(within(applications).getAllByRole('listitem')[0]).toHaveTextContent(
      'Amna Khan · Frontend Developer · Pending',
    );
    expect(
      within(screen.getByRole('region', { name: 'Messages' })).getByText(/Job: My application/),
    ).toBeInTheDocument();
    expect(view.currentPath()).toBe('/manage/data-protection');

    await user.click(screen.getByRole('button', { name: 'Erase data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase personal data' });
    expect(dialog).toHaveTextContent(
      'Erase 2 applications, 1 message and 2 files sent with amna.khan@example.com? This cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Erase' }));

    expect(
      await screen.findByText('Erased 2 applications, 1 message and 2 files.'),
    ).toBeInTheDocument();
    expect(api.requests(ERASE).map((request) => request.body)).toEqual([
      { data: { email: 'amna.khan@example.com' } },
    ]);
    expect(
      await screen.findByRole('heading', { name: 'Nothing is stored for amna.khan@example.com.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Earlier erasures' })).toHaveTextContent(
      'by Root Admin: 2 applications, 1 message and 2 files',
    );
    expect(screen.queryByRole('button', { name: 'Erase data' })).toBeNull();
  });

  it('erases nothing when the confirmation is cancelled', async () => {
    const api = serve();
    renderInAdminArea(<DataProtectionTab />, { path: '/manage/data-protection' });
    const user = await findDataOf('amna.khan@example.com');
    await user.click(await screen.findByRole('button', { name: 'Erase data' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.requests(ERASE)).toHaveLength(0);
  });

  it('says so when the lookup fails', async () => {
    serve({ [PREVIEW]: () => errorResponse(500, 'InternalServerError', 'Internal Server Error') });
    renderInAdminArea(<DataProtectionTab />, { path: '/manage/data-protection' });
    await findDataOf('amna.khan@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(PREVIEW_FAILED_MESSAGE);
  });

  it('tells the Admin when the erasure fails', async () => {
    serve({ [ERASE]: () => errorResponse(500, 'InternalServerError', 'Internal Server Error') });
    renderInAdminArea(<DataProtectionTab />, { path: '/manage/data-protection' });
    const user = await findDataOf('amna.khan@example.com');
    await user.click(await screen.findByRole('button', { name: 'Erase data' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Erase' }),
    );
    expect(
      await screen.findByText('Failed to erase the data. Please try again.'),
    ).toBeInTheDocument();
  });
});
