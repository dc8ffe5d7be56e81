import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Job } from '@app/shared/job';
import { pagination, storeSession } from '../../admin/testing/fixtures';
import {
  errorResponse,
  jsonResponse,
  mockApi,
  type MockHandler,
} from '../../admin/testing/mock-api';
import { renderInAdminArea } from '../../admin/testing/render-admin';
import { JOB_MESSAGES_UI } from '../job-messages';
import { testJob } from '../../../testing/site-content';
import JobsTab from './jobs-tab';

const LIST = 'GET /api/jobs';

/**
 * A server holding jobs in order: the list answers them by `order` (every other sort and filter
 * is the server's business, checked by the server's tests), writes change what it holds.
 */
function serveJobs(routes: Record<string, MockHandler> = {}) {
  let jobs: Job[] = [
    testJob(1, 'Frontend Developer'),
    testJob(2, 'QA Engineer'),
    testJob(3, 'Data Engineer', { published: false }),
  ];
  const renumber = () =>
    (jobs = jobs.map((job, index) => ({
      ...job,
      attributes: { ...job.attributes, order: index + 1 },
    })));
  const byId = (request: { url: URL }) => Number(request.url.pathname.split('/').at(-1));
  const put: MockHandler = (request) => {
    const { data } = request.body as { data: Partial<Job['attributes']> };
    jobs = jobs.map((job) =>
      job.id === byId(request) ? { ...job, attributes: { ...job.attributes, ...data } } : job,
    );
    return jsonResponse({ data: jobs.find((job) => job.id === byId(request)), meta: {} });
  };
  return mockApi({
    [LIST]: () => jsonResponse({ data: jobs, meta: pagination(jobs.length) }),
    'POST /api/jobs': (request) => {
      const { data } = request.body as { data: Partial<Job['attributes']> & { title: string } };
      const job = testJob(jobs.length + 10, data.title, { ...data, published: false });
      jobs = [...jobs, job];
      renumber();
      return jsonResponse({ data: job, meta: {} });
    },
    'PUT /api/jobs/order': (request) => {
      const { ids } = (request.body as { data: { ids: number[] } }).data;
      jobs = ids.map((id) => jobs.find((job) => job.id === id)!);
      renumber();
      return jsonResponse({ data: jobs, meta: {} });
    },
    'PUT /api/jobs/1': put,
    'PUT /api/jobs/2': put,
    'PUT /api/jobs/3': put,
    'DELETE /api/jobs/2': (request) => {
      const deleted = jobs.find((job) => job.id === byId(request));
      jobs = jobs.filter((job) => job !== deleted);
      renumber();
      return jsonResponse({ data: deleted, meta: {} });
    },
    ...routes,
  });
}

async function renderTab() {
  renderInAdminArea(<JobsTab />, { path: '/manage/jobs' });
  await screen.findByText('Frontend Developer');
  return userEvent.setup();
}

const row = (title: string) => screen.getByRole('row', { name: new RegExp(title) });
const titlesInOrder = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((tableRow) => tableRow.querySelector('.jobs-table__title')?.textContent);

beforeEach(() => storeSession('Staff'));
afterEach(() => vi.unstubAllGlobals());

describe('JobsTab', () => {
  it('lists every job, drafts too, in their order with its state', async () => {
    const api = serveJobs();
    await renderTab();
    expect(titlesInOrder()).toEqual(['Frontend Developer', 'QA Engineer', 'Data Engineer']);
    expect(within(row('QA Engineer')).getByText('Published')).toBeInTheDocument();
    expect(within(row('Data Engineer')).getByText('Draft')).toBeInTheDocument();
    expect(within(row('QA Engineer')).getByText('/career/qa-engineer')).toBeInTheDocument();
    const query = api.requests(LIST)[0]!.url.searchParams;
    expect(query.get('publicationState')).toBe('preview');
    expect(query.get('sort')).toBe('order:asc');
    expect(
      within(row('Frontend Developer')).getByRole('button', {
        name: 'Move up: Frontend Developer',
      }),
    ).toBeDisabled();
    await waitFor(() =>
      expect(
        within(row('Data Engineer')).getByRole('button', { name: 'Move down: Data Engineer' }),
      ).toBeDisabled(),
    );
  });

  it('adds a job as a draft, its lists typed one item per line', async () => {
    const api = serveJobs();
    const user = await renderTab();
    await user.click(screen.getByRole('button', { name: 'Add job' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add job' });
    expect(within(dialog).getByLabelText(/Department/)).toHaveValue('Engineering');
    expect(within(dialog).getByLabelText(/Employment type/)).toHaveValue('Full-time');

    await user.click(within(dialog).getByRole('button', { name: 'Save job' }));
    expect(await within(dialog).findByText('Title is required.')).toBeInTheDocument();
    expect(api.requests('POST /api/jobs')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Title/), 'Mobile Developer');
    await user.selectOptions(within(dialog).getByLabelText(/Employment type/), 'Contract');
    await user.type(
      within(dialog).getByLabelText('Qualifications'),
      'Kotlin{Enter}{Enter}  Swift  {Enter}',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save job' }));

    expect(await screen.findByText(JOB_MESSAGES_UI.created)).toBeInTheDocument();
    expect(api.requests('POST /api/jobs')[0]!.body).toEqual({
      data: {
        title: 'Mobile Developer',
        department: 'Engineering',
        location: 'Lahore, on site',
        employmentType: 'Contract',
        summary: '',
        qualifications: ['Kotlin', 'Swift'],
        responsibilities: [],
        perks: [],
      },
    });
    await waitFor(() => expect(titlesInOrder()).toContain('Mobile Developer'));
  });

  it("shows the server's reason on the field, and keeps the dialog open", async () => {
    serveJobs({
      'PUT /api/jobs/3': () =>
        errorResponse(400, 'ValidationError', 'Title is already used by another open position.', {
          errors: [
            {
              path: ['title'],
              message: 'Title is already used by another open position.',
              name: 'ValidationError',
            },
          ],
        }),
    });
    const user = await renderTab();
    await user.click(screen.getByRole('button', { name: 'Edit: Data Engineer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit job' });
    expect(
      within(dialog).getByText('Its page stays at /career/data-engineer.'),
    ).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/Title/));
    await user.type(within(dialog).getByLabelText(/Title/), 'QA Engineer');
    await user.click(within(dialog).getByRole('button', { name: 'Save job' }));
    expect(
      await within(dialog).findByText('Title is already used by another open position.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Title/)).toHaveFocus();
  });

  it('publishes and unpublishes a job', async () => {
    const api = serveJobs();
    const user = await renderTab();
    await user.click(screen.getByRole('button', { name: 'Publish: Data Engineer' }));
    expect(await screen.findByText('Data Engineer is published.')).toBeInTheDocument();
    expect(api.requests('PUT /api/jobs/3')[0]!.body).toEqual({ data: { published: true } });
    const unpublish = await screen.findByRole('button', { name: 'Unpublish: Data Engineer' });
    await waitFor(() => expect(unpublish).toHaveFocus());
    await user.click(unpublish);
    expect(api.requests('PUT /api/jobs/3')[1]!.body).toEqual({ data: { published: false } });
    expect(await screen.findByRole('button', { name: 'Publish: Data Engineer' })).toBeVisible();
  });

  it('moves a job with the keyboard, the focus staying with it', async () => {
    const api = serveJobs();
    const user = await renderTab();
    const down = within(row('Frontend Developer')).getByRole('button', {
      name: 'Move down: Frontend Developer',
    });
    await waitFor(() => expect(down).toBeEnabled());
    down.focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(titlesInOrder()).toEqual(['QA Engineer', 'Frontend Developer', 'Data Engineer']),
    );
    expect(api.requests('PUT /api/jobs/order')[0]!.body).toEqual({ data: { ids: [2, 1, 3] } });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move down: Frontend Developer' })).toHaveFocus(),
    );
    expect(screen.getByText('Frontend Developer moved to position 2 of 3.')).toBeInTheDocument();

    // At the bottom Move down is disabled, so the focus goes to Move up.
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move up: Frontend Developer' })).toHaveFocus(),
    );
    expect(titlesInOrder()).toEqual(['QA Engineer', 'Data Engineer', 'Frontend Developer']);
  });

  it('deletes a job after confirmation', async () => {
    const api = serveJobs();
    const user = await renderTab();
    await user.click(screen.getByRole('button', { name: 'Delete: QA Engineer' }));
    const question = await screen.findByRole('dialog', { name: 'Delete QA Engineer?' });
    expect(question).toHaveAccessibleDescription(JOB_MESSAGES_UI.confirmDelete);
    await user.click(within(question).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(JOB_MESSAGES_UI.deleted)).toBeInTheDocument();
    expect(api.requests('DELETE /api/jobs/2')).toHaveLength(1);
    await waitFor(() => expect(titlesInOrder()).toEqual(['Frontend Developer', 'Data Engineer']));
  });
});
