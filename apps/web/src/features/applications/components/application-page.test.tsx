import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApplicationHistoryEvent } from '@app/shared/application-history';
import { pagination, storeSession } from '../../admin/testing/fixtures';
import { jsonResponse, mockApi } from '../../admin/testing/mock-api';
import { renderInAdminArea } from '../../admin/testing/render-admin';
import { stubLayoutObserversEachTest } from '../../../testing/layout-observers';
import { application } from '../testing/application-fixtures';
import type { Application } from '../types';
import ApplicationsTab from './applications-tab';

const PAGE_SIZE = 10;

/** Applications 1–12 in the list, ten a page; history and notes of application 10. */
function serveApplications() {
  const rows: Application[] = Array.from({ length: 12 }, (_, index) =>
    application(index + 1, { firstName: `Applicant${index + 1}`, lastName: 'Khan' }),
  );
  const history: ApplicationHistoryEvent[] = [
    {
      kind: 'change',
      id: 3,
      createdAt: '2025-07-02T10:00:00.000Z',
      username: 'sana',
      changes: [{ field: 'applicationStatus', old: 'Pending', new: 'Shortlisted' }],
    },
  ];
  const api = mockApi({
    'GET /api/carrers': ({ url }) => {
      const page = Number(url.searchParams.get('pagination[page]') ?? 1);
      const first = (page - 1) * PAGE_SIZE;
      return jsonResponse({
        data: rows.slice(first, first + PAGE_SIZE),
        meta: pagination(rows.length, page, PAGE_SIZE),
      });
    },
    'GET /api/jobs': () => jsonResponse({ data: [], meta: pagination(0) }),
    'GET /api/carrers/positions': () => jsonResponse({ data: [], meta: {} }),
    'GET /api/carrers/10': () => jsonResponse({ data: rows[9], meta: {} }),
    'GET /api/carrers/11': () => jsonResponse({ data: rows[10], meta: {} }),
    'GET /api/carrers/10/history': () => jsonResponse({ data: history, meta: {} }),
    'GET /api/carrers/11/history': () => jsonResponse({ data: [], meta: {} }),
    'POST /api/carrers/10/notes': ({ body }) => {
      const note: ApplicationHistoryEvent = {
        kind: 'note',
        id: 1,
        createdAt: '2025-07-03T10:00:00.000Z',
        username: 'sana',
        text: (body as { data: { text: string } }).data.text,
      };
      history.unshift(note);
      return jsonResponse({ data: note, meta: {} });
    },
  });
  return api;
}

function renderTab(path: string) {
  return renderInAdminArea(
    <Suspense fallback={null}>
      <ApplicationsTab />
    </Suspense>,
    { path },
  );
}

const LIST_SEARCH = `pageSize=${PAGE_SIZE}&sort=firstName:asc`;

stubLayoutObserversEachTest();
beforeEach(() => storeSession('Staff'));
afterEach(() => vi.unstubAllGlobals());

describe("an application's page", () => {
  it('opens from the name in the list, keeping the list’s query string for Back', async () => {
    serveApplications();
    const view = renderTab(`/manage/applications?${LIST_SEARCH}`);
    await userEvent.click(await screen.findByRole('link', { name: 'Applicant10 Khan' }));
    expect(view.currentPath()).toBe(`/manage/applications/10?${LIST_SEARCH}`);
    // The page is its own chunk: the first import takes a while under a loaded test run.
    expect(
      await screen.findByRole(
        'heading',
        { level: 2, name: 'Applicant10 Khan' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to applications' }));
    expect(view.currentPath()).toBe(`/manage/applications?${LIST_SEARCH}`);
  }, 20_000);

  it('opens from a focused row on Enter, as the j and k keys leave it', async () => {
    serveApplications();
    const view = renderTab(`/manage/applications?${LIST_SEARCH}`);
    const row = (await screen.findByRole('link', { name: 'Applicant10 Khan' })).closest('tr')!;
    row.focus();
    await userEvent.keyboard('{Enter}');
    expect(view.currentPath()).toBe(`/manage/applications/10?${LIST_SEARCH}`);
  });

  it('steps to the next application across a page boundary, and back', async () => {
    serveApplications();
    const view = renderTab(`/manage/applications/10?${LIST_SEARCH}`);
    expect(await screen.findByText('10 of 12')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('link', { name: 'Next application' }));
    const encoded = new URLSearchParams(LIST_SEARCH).toString();
    expect(view.currentPath()).toBe(`/manage/applications/11?${encoded}&page=2`);
    expect(await screen.findByText('11 of 12')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('link', { name: 'Previous application' }));
    expect(view.currentPath()).toBe(`/manage/applications/10?${encoded}`);
  });

  it('shows the history, and a note added appears in it', async () => {
    const api = serveApplications();
    renderTab(`/manage/applications/10?${LIST_SEARCH}`);
    const timeline = await screen.findByRole('list', { name: 'Changes and notes, newest first' });
    expect(within(timeline).getByText('Pending')).toBeInTheDocument();
    expect(within(timeline).getByText('Shortlisted')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Add a note'), 'Called back');
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(within(timeline).getByText('Called back')).toBeInTheDocument());
    expect(api.requests('POST /api/carrers/10/notes')[0]!.body).toEqual({
      data: { text: 'Called back' },
    });
    expect(screen.getByLabelText('Add a note')).toHaveValue('');
  });

  it('says so for an application that does not exist', async () => {
    serveApplications();
    renderTab('/manage/applications/99');
    expect(
      await screen.findByText('This application does not exist (any more).'),
    ).toBeInTheDocument();
  });
});

describe('the Applications list', () => {
  it('shows when each was last changed and how long it has waited in its status', async () => {
    serveApplications();
    renderTab(`/manage/applications?${LIST_SEARCH}`);
    const row = (await screen.findByRole('link', { name: 'Applicant1 Khan' })).closest('tr')!;
    expect(within(row).getByText(/^in Pending for [\d,]+ days$/)).toBeInTheDocument();
  });

  it('asks for those unchanged for more than the chosen number of days', async () => {
    const api = serveApplications();
    renderTab(`/manage/applications?${LIST_SEARCH}`);
    await screen.findByRole('link', { name: 'Applicant1 Khan' });
    const before = Date.now();
    await userEvent.selectOptions(screen.getByLabelText('Unchanged for'), 'More than 30 days');
    await waitFor(() =>
      expect(
        api.requests('GET /api/carrers').at(-1)!.url.searchParams.get('filters[updatedAt][$lt]'),
      ).not.toBeNull(),
    );
    const since = Date.parse(
      api.requests('GET /api/carrers').at(-1)!.url.searchParams.get('filters[updatedAt][$lt]')!,
    );
    expect(Math.abs(before - 30 * 24 * 60 * 60 * 1000 - since)).toBeLessThan(60_000);
  });
});
