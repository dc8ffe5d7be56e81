import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@app/shared/messages';
import { pagination, storeSession } from '../../admin/testing/fixtures';
import {
  errorResponse,
  jsonResponse,
  mockApi,
  type MockRequest,
} from '../../admin/testing/mock-api';
import { renderInAdminArea } from '../../admin/testing/render-admin';
import { application } from '../testing/application-fixtures';
import type { Application } from '../types';
import ApplicationsTab from './applications-tab';

const LIST = 'GET /api/carrers';
const JOB_TITLES = 'GET /api/jobs';
const HELD_POSITIONS = 'GET /api/carrers/positions';

/** A tiny server: a list of applications that PUT changes, unless `failPut` says otherwise. */
function serveApplications(rows: Application[], { failPut = false, total = rows.length } = {}) {
  return mockApi({
    [LIST]: () => jsonResponse({ data: rows, meta: pagination(total) }),
    [JOB_TITLES]: () =>
      jsonResponse({
        data: ['Frontend Developer', 'QA Engineer'].map((title, index) => ({
          id: index + 1,
          attributes: { title },
        })),
        meta: pagination(2),
      }),
    [HELD_POSITIONS]: () =>
      jsonResponse({ data: ['Intern Fresh Graduate', 'QA Engineer'], meta: {} }),
    'PUT /api/carrers/1': ({ body }) => {
      if (failPut) return errorResponse(500, 'InternalServerError', 'Internal Server Error');
      const data = (body as { data: Partial<Application['attributes']> }).data;
      rows[0] = { ...rows[0]!, attributes: { ...rows[0]!.attributes, ...data } };
      return jsonResponse({ data: rows[0], meta: {} });
    },
  });
}

function renderTab(path = '/manage/applications') {
  return renderInAdminArea(<ApplicationsTab />, { path });
}

async function findRow(name: string) {
  const cell = await screen.findByText(name);
  return cell.closest('tr')!;
}

const lastListQuery = (api: ReturnType<typeof mockApi>): URLSearchParams =>
  api.requests(LIST).at(-1)!.url.searchParams;

beforeEach(() => storeSession('Staff'));
afterEach(() => vi.unstubAllGlobals());

describe('ApplicationsTab', () => {
  it('shows each application with the formats of SPEC.md section 9', async () => {
    serveApplications(
      [
        application(1),
        application(2, {
          firstName: 'Zainab',
          lastName: 'Raza',
          resume: { data: [] },
          coverLetter: '',
        }),
      ],
      { total: 1001 },
    );
    renderTab();
    const ali = await findRow('Ali Becker');
    expect(within(ali).getByText('Rs 250,000')).toBeInTheDocument();
    expect(within(ali).getByText('2025 Jul 11')).toBeInTheDocument();
    expect(within(ali).getByText('Mid-Level (4-10 years)')).toBeInTheDocument();
    expect(
      within(ali).getByRole('button', { name: 'Download resume-Ali-Becker.pdf' }),
    ).toBeInTheDocument();

    const zainab = await findRow('Zainab Raza');
    expect(within(zainab).getByText(MESSAGES.noFiles)).toBeInTheDocument();
    expect(screen.getByText('1,001 applications')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Applications pages' })).toHaveTextContent(
      'Page 1 of 41',
    );
  });

  it('shows the cover letter in the details, or "No cover letter provided."', async () => {
    serveApplications([
      application(1),
      application(2, { firstName: 'Zainab', lastName: 'Raza', coverLetter: '  ' }),
    ]);
    renderTab();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Details of Ali Becker' }));
    expect(
      screen.getByText('I am applying for this role because I love building things.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Details of Zainab Raza' }));
    expect(screen.getByText(MESSAGES.noCoverLetter)).toBeInTheDocument();
  });

  it("offers the jobs' titles and the positions applications hold, and one from the address that neither has", async () => {
    const api = serveApplications([application(1)]);
    renderTab('/manage/applications?position=Backend+Developer');
    await findRow('Ali Becker');
    const position = screen.getByLabelText('Position');
    await waitFor(() =>
      expect(
        within(position)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([
        'All positions',
        'Frontend Developer',
        'Intern Fresh Graduate',
        'QA Engineer',
        'Backend Developer',
      ]),
    );
    expect(position).toHaveValue('Backend Developer');
    const titles = api.requests(JOB_TITLES)[0]!.url.searchParams;
    expect(titles.get('publicationState')).toBe('preview');
    expect(titles.get('fields[0]')).toBe('title');
  });

  it('asks the server for newest first, 25 a page, with files', async () => {
    const api = serveApplications([application(1)]);
    renderTab();
    await findRow('Ali Becker');
    const query = lastListQuery(api);
    expect(query.get('sort')).toBe('createdAt:desc');
    expect(query.get('pagination[page]')).toBe('1');
    expect(query.get('pagination[pageSize]')).toBe('25');
    expect(query.get('populate')).toBe('*');
  });

  it('filters on the server: name on first OR last name, position, start date and status', async () => {
    const api = serveApplications([application(1)]);
    const view = renderTab();
    await findRow('Ali Becker');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Search by name'), 'bEck');
    await waitFor(() =>
      expect(lastListQuery(api).get('filters[$or][0][firstName][$containsi]')).toBe('bEck'),
    );
    expect(lastListQuery(api).get('filters[$or][1][lastName][$containsi]')).toBe('bEck');

    await screen.findByRole('option', { name: 'QA Engineer' });
    await user.selectOptions(screen.getByLabelText('Position'), 'QA Engineer');
    await user.selectOptions(screen.getByLabelText('Status'), 'Shortlisted');
    await user.type(screen.getByLabelText('Start date'), '2025-09-01');
    await waitFor(() =>
      expect(lastListQuery(api).get('filters[startDate][$eq]')).toBe('2025-09-01'),
    );
    const query = lastListQuery(api);
    expect(query.get('filters[position][$eq]')).toBe('QA Engineer');
    expect(query.get('filters[applicationStatus][$eq]')).toBe('Shortlisted');
    expect(view.currentPath()).toBe(
      '/manage/applications?name=bEck&position=QA+Engineer&status=Shortlisted&startDate=2025-09-01',
    );

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(view.currentPath()).toBe('/manage/applications'));
    expect(screen.getByLabelText('Search by name')).toHaveValue('');
  });

  it('restores filters, sort and page from the address', async () => {
    const api = serveApplications([application(1)], { total: 200 });
    renderTab('/manage/applications?status=Approved&sort=salaryExpect:asc&page=3&pageSize=50');
    await findRow('Ali Becker');
    const query = lastListQuery(api);
    expect(query.get('filters[applicationStatus][$eq]')).toBe('Approved');
    expect(query.get('sort')).toBe('salaryExpect:asc');
    expect(query.get('pagination[page]')).toBe('3');
    expect(query.get('pagination[pageSize]')).toBe('50');
    expect(screen.getByLabelText('Status')).toHaveValue('Approved');
    expect(screen.getByRole('columnheader', { name: /Salary/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });

  it('sorts on the server; clicking the same column again flips the direction', async () => {
    const api = serveApplications([application(1)]);
    renderTab();
    await findRow('Ali Becker');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Position' }));
    await waitFor(() => expect(lastListQuery(api).get('sort')).toBe('position:asc'));
    await user.click(screen.getByRole('button', { name: 'Position' }));
    await waitFor(() => expect(lastListQuery(api).get('sort')).toBe('position:desc'));
    expect(screen.getByRole('columnheader', { name: /Position/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('says "Failed to load applications." when the list cannot be loaded', async () => {
    mockApi({ [LIST]: () => errorResponse(500, 'InternalServerError', 'Internal Server Error') });
    renderTab();
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.loadApplicationsFailed);
  });

  it('saves a new status at once', async () => {
    const api = serveApplications([application(1)]);
    renderTab();
    const row = await findRow('Ali Becker');
    await userEvent
      .setup()
      .selectOptions(within(row).getByLabelText('Status of Ali Becker'), 'Shortlisted');
    await waitFor(() => expect(api.requests('PUT /api/carrers/1')).toHaveLength(1));
    expect(api.requests('PUT /api/carrers/1')[0]!.body).toEqual({
      data: { applicationStatus: 'Shortlisted' },
    });
    expect(await screen.findByText('Status set to Shortlisted.')).toBeInTheDocument();
    expect(within(row).getByLabelText('Status of Ali Becker')).toHaveValue('Shortlisted');
  });

  it('says "Failed to update application status." and shows the stored status again', async () => {
    serveApplications([application(1)], { failPut: true });
    renderTab();
    const row = await findRow('Ali Becker');
    await userEvent
      .setup()
      .selectOptions(within(row).getByLabelText('Status of Ali Becker'), 'Rejected');
    expect(await screen.findByText(MESSAGES.updateStatusFailed)).toBeInTheDocument();
    await waitFor(() =>
      expect(within(row).getByLabelText('Status of Ali Becker')).toHaveValue('Pending'),
    );
  });

  it('saves the interview time when the field loses focus, and not when unchanged', async () => {
    const api = serveApplications([application(1, { interviewTime: 'Mon 10:00' })]);
    renderTab();
    const row = await findRow('Ali Becker');
    const field = within(row).getByLabelText('Interview time for Ali Becker');
    const user = userEvent.setup();
    await user.click(field);
    await user.tab();
    expect(api.requests('PUT /api/carrers/1')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, 'Tue 14:30');
    expect(api.requests('PUT /api/carrers/1')).toHaveLength(0);
    await user.tab();
    await waitFor(() => expect(api.requests('PUT /api/carrers/1')).toHaveLength(1));
    expect(api.requests('PUT /api/carrers/1')[0]!.body).toEqual({
      data: { interviewTime: 'Tue 14:30' },
    });
    expect(await screen.findByText('Interview time saved.')).toBeInTheDocument();
  });

  it('says "Failed to update interview time." and shows the stored time again', async () => {
    serveApplications([application(1, { interviewTime: 'Mon 10:00' })], { failPut: true });
    renderTab();
    const row = await findRow('Ali Becker');
    const field = within(row).getByLabelText('Interview time for Ali Becker');
    const user = userEvent.setup();
    await user.clear(field);
    await user.type(field, 'Friday{Enter}');
    expect(await screen.findByText(MESSAGES.updateInterviewTimeFailed)).toBeInTheDocument();
    await waitFor(() => expect(field).toHaveValue('Mon 10:00'));
  });

  it('edits remarks in a dialog with Save', async () => {
    const api = serveApplications([application(1, { remarks: 'Call back' })]);
    renderTab();
    const row = await findRow('Ali Becker');
    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'Edit remarks for Ali Becker' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit remarks' });
    const text = within(dialog).getByLabelText('Remarks');
    expect(text).toHaveValue('Call back');
    await user.clear(text);
    await user.type(text, 'Strong profile');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((api.requests('PUT /api/carrers/1')[0] as MockRequest).body).toEqual({
      data: { remarks: 'Strong profile' },
    });
    expect(await within(row).findByText('Strong profile')).toBeInTheDocument();
  });

  it('says "Failed to update remarks." and keeps the dialog open with the text', async () => {
    serveApplications([application(1)], { failPut: true });
    renderTab();
    const row = await findRow('Ali Becker');
    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'Edit remarks for Ali Becker' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit remarks' });
    await user.type(within(dialog).getByLabelText('Remarks'), 'Great fit');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.updateRemarksFailed)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Remarks')).toHaveValue('Great fit');
    expect(within(row).getByText('No remarks')).toBeInTheDocument();
  });

  it('downloads a resume through the Staff-only address', async () => {
    const api = mockApi({
      [LIST]: () => jsonResponse({ data: [application(1)], meta: pagination(1) }),
      'GET /api/files/51/download': () =>
        new Response(new Blob(['%PDF-1.4']), {
          headers: { 'content-disposition': 'attachment; filename="resume-Ali-Becker.pdf"' },
        }),
    });
    // jsdom has no object URLs; the file itself is not what this test looks at.
    URL.createObjectURL = vi.fn(() => 'blob:resume');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderTab();
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Download resume-Ali-Becker.pdf' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(api.requests('GET /api/files/51/download')[0]!.headers.get('authorization')).toBe(
      'Bearer test-token',
    );
    click.mockRestore();
  });
});
