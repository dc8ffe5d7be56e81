import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../admin/testing/mock-api';
import { renderInAdminArea } from '../../admin/testing/render-admin';
import { dashboardAnswer, visitAnswer } from '../testing/dashboard-fixtures';
import DashboardTab from './dashboard-tab';

// jsdom has no canvas to draw on (Chart.js then draws nothing): the chart itself is checked in
// the browser, in e2e/dashboard.spec.ts.
beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderDashboard() {
  const api = mockApi({
    'POST /api/dashboard/visit': () => jsonResponse(visitAnswer),
    'GET /api/dashboard': () => jsonResponse(dashboardAnswer()),
  });
  renderInAdminArea(<DashboardTab />, { path: '/manage/dashboard' });
  return api;
}

describe('DashboardTab', () => {
  it('records the visit before it reads the figures', async () => {
    const api = renderDashboard();
    await screen.findByRole('link', { name: /New applications/ });
    const order = api.requests().map((request) => `${request.method} ${request.url.pathname}`);
    expect(order).toEqual(['POST /api/dashboard/visit', 'GET /api/dashboard']);
  });

  it('links each figure to its list, filtered', async () => {
    renderDashboard();
    const link = (name: RegExp) => screen.findByRole('link', { name });
    expect(await link(/^New applications 4/)).toHaveAttribute('href', '/manage/applications');
    expect(await link(/^New messages 2/)).toHaveAttribute('href', '/manage/messages');
    expect(await link(/^Outstanding invoices 5/)).toHaveAttribute(
      'href',
      '/manage/invoices?status=Sent',
    );
    expect(await link(/^Overdue invoices 2/)).toHaveAttribute(
      'href',
      '/manage/invoices?overdue=true',
    );
    expect(await link(/^Shortlisted/)).toHaveAttribute(
      'href',
      '/manage/applications?status=Shortlisted',
    );
    expect(await link(/^Backend Developer/)).toHaveAttribute(
      'href',
      '/manage/applications?position=Backend+Developer',
    );
  });

  it('offers the chart as a table with every month, in PKR and EUR', async () => {
    renderDashboard();
    expect(
      await screen.findByRole('img', { name: /^Bar chart: total of sent and paid invoices/ }),
    ).toBeInTheDocument();
    const summary = screen.getByText('Show the figures as a table');
    await userEvent.setup().click(summary);
    const table = screen.getByRole('table', { name: 'Invoices per month' });
    const rows = within(table).getAllByRole('row');
    // The header and twelve months, oldest first.
    expect(rows).toHaveLength(13);
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('Dec 2025');
    expect(
      within(rows[12]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', 'Rs 660,000', '€2,000.00', '1 (Rs 50,000)']);
    expect(within(rows[2]!).getAllByRole('cell').at(-1)).toHaveTextContent('—');
    expect(screen.getByText(/1 invoice has no EUR rate yet/)).toBeInTheDocument();
  });
});
