import type { RoleName } from '@app/shared/options';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_ACCESS_MESSAGE, UNKNOWN_ADMIN_PAGE_MESSAGE } from './components/admin-shell';
import { dashboardAnswer, visitAnswer } from '../dashboard/testing/dashboard-fixtures';
import { currentUser, pagination, storeSession } from './testing/fixtures';
import { jsonResponse, mockApi } from './testing/mock-api';
import { renderAdminAreaAt } from './testing/render-admin';

function renderAdmin(path: string, role: RoleName) {
  storeSession(role);
  mockApi({
    'GET /api/users/me': () => jsonResponse(currentUser(role)),
    'GET /api/carrers': () => jsonResponse({ data: [], meta: pagination(0) }),
    'GET /api/contacts': () => jsonResponse({ data: [], meta: pagination(0) }),
    'POST /api/dashboard/visit': () => jsonResponse(visitAnswer),
    'GET /api/dashboard': () => jsonResponse(dashboardAnswer()),
  });
  return renderAdminAreaAt(path);
}

afterEach(() => vi.unstubAllGlobals());

describe('AdminArea', () => {
  it('opens on the Dashboard tab', async () => {
    const view = renderAdmin('/manage', 'Staff');
    // The Dashboard's chunk holds Chart.js: the first import of it takes a while in the test runner.
    expect(
      await screen.findByRole('heading', { name: 'Dashboard', level: 2 }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(view.currentPath()).toBe('/manage/dashboard');
    expect(screen.getByRole('heading', { name: 'Admin', level: 1 })).toBeInTheDocument();
  });

  it('shows the tabs as links in labelled sections, marks the open one and moves between them by URL', async () => {
    const view = renderAdmin('/manage/applications', 'Staff');
    const nav = await screen.findByRole('navigation', { name: 'Admin sections' });
    const sections = within(nav)
      .getAllByRole('list')
      .map((list) => [
        list.getAttribute('aria-labelledby') &&
          document.getElementById(list.getAttribute('aria-labelledby')!)?.textContent,
        within(list)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ]);
    expect(sections).toEqual([
      ['Work', ['Dashboard', 'Applications', 'Messages', 'Invoices', 'Services']],
      ['Site', ['Jobs', 'Home', 'Events', 'Testimonials']],
    ]);
    expect(within(nav).getByRole('link', { name: 'Applications' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Messages' })).toHaveAttribute(
      'href',
      '/manage/messages',
    );

    await userEvent.setup().click(within(nav).getByRole('link', { name: 'Messages' }));
    expect(await screen.findByRole('heading', { name: 'Messages', level: 2 })).toBeInTheDocument();
    expect(view.currentPath()).toBe('/manage/messages');
    expect(within(nav).getByRole('link', { name: 'Messages' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Applications' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('returns to a tab where it was left', async () => {
    renderAdmin('/manage/messages?topic=Job', 'Staff');
    const nav = await screen.findByRole('navigation', { name: 'Admin sections' });
    const user = userEvent.setup();
    await user.click(within(nav).getByRole('link', { name: 'Applications' }));
    await screen.findByRole('heading', { name: 'Applications', level: 2 });
    expect(within(nav).getByRole('link', { name: 'Messages' })).toHaveAttribute(
      'href',
      '/manage/messages?topic=Job',
    );
  });

  it('opens the Invoices tab on its sub-pages', async () => {
    renderAdmin('/manage/invoices/new', 'Staff');
    const nav = await screen.findByRole('navigation', { name: 'Admin sections' });
    expect(within(nav).getByRole('link', { name: 'Invoices' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('gives the Users tab to Admins only, in the Admin section', async () => {
    renderAdmin('/manage/users', 'Admin');
    const nav = await screen.findByRole('navigation', { name: 'Admin sections' });
    expect(within(nav).getByRole('link', { name: 'Users' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(
      within(within(nav).getByRole('list', { name: 'Admin' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Users', 'Audit log', 'Outbox', 'Settings', 'Data protection']);
  });

  it('opens the sections from the Menu button on narrow screens, and closes them on a choice', async () => {
    renderAdmin('/manage/applications', 'Staff');
    const nav = await screen.findByRole('navigation', { name: 'Admin sections' });
    const user = userEvent.setup();
    const menu = within(nav).getByRole('button', { name: /Sections/ });
    expect(menu).toHaveAccessibleName('Sections Applications');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
    await user.click(menu);
    await user.click(within(nav).getByRole('link', { name: 'Messages' }));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAccessibleName('Sections Messages');
  });

  it('tells Staff that the Users page is for administrators', async () => {
    renderAdmin('/manage/users', 'Staff');
    expect(await screen.findByText(NO_ACCESS_MESSAGE)).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Admin sections' })).queryByRole('link', {
        name: 'Users',
      }),
    ).toBeNull();
  });

  it('says so for an admin page that does not exist', async () => {
    renderAdmin('/manage/nothing-here', 'Staff');
    expect(await screen.findByText(UNKNOWN_ADMIN_PAGE_MESSAGE)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
        'href',
        '/manage/dashboard',
      ),
    );
  });
});
