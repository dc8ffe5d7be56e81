import { STORAGE_KEYS } from '@app/shared/session-keys';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { saveSession } from '../../lib/session';
import { WithSiteContent } from '../../testing/site-content';
import { SiteHeader } from './site-header';

function renderHeader(path = '/') {
  const location = memoryLocation({ path, record: true });
  render(
    <WithSiteContent>
      <Router hook={location.hook}>
        <SiteHeader />
      </Router>
    </WithSiteContent>,
  );
  return location;
}

const nav = () => screen.getByRole('navigation', { name: 'Main' });
const user = (role: string) => ({ id: 1, username: 'someone', email: 'someone@example.com', role });

afterEach(() => {
  localStorage.clear();
});

describe('SiteHeader', () => {
  it('links the five public pages and marks the current one', () => {
    renderHeader('/career');
    const links = within(nav())
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual(['Home', 'About us', 'Culture', 'Contact us', 'Careers']);
    expect(within(nav()).getByRole('link', { name: 'Careers' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it.each(['Staff', 'Admin'])('shows Admin and Logout to a signed-in %s', (role) => {
    saveSession('token', user(role));
    renderHeader();
    expect(within(nav()).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/manage');
    expect(within(nav()).getByRole('link', { name: 'Logout' })).toBeInTheDocument();
  });

  it('shows Logout but not Admin to a signed-in Registered user', () => {
    saveSession('token', user('Registered'));
    renderHeader();
    expect(within(nav()).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    expect(within(nav()).getByRole('link', { name: 'Logout' })).toBeInTheDocument();
  });

  it('shows neither to a visitor', () => {
    renderHeader();
    expect(within(nav()).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    expect(within(nav()).queryByRole('link', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('Logout clears the stored session and goes to /login', async () => {
    saveSession('token', user('Staff'));
    const location = renderHeader('/about');
    await userEvent.click(within(nav()).getByRole('link', { name: 'Logout' }));
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.role)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.email)).toBeNull();
    expect(location.history.at(-1)).toBe('/login');
    expect(within(nav()).queryByRole('link', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('opens the small-screen menu with its button, focuses the first link, and closes on Escape', async () => {
    const events = userEvent.setup();
    renderHeader();
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', 'main-menu');

    await events.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('main-menu')).toHaveAttribute('data-open', 'true');
    expect(within(nav()).getByRole('link', { name: 'Home' })).toHaveFocus();

    await events.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes the menu when a link is followed or the visitor clicks elsewhere', async () => {
    const events = userEvent.setup();
    renderHeader();
    const button = screen.getByRole('button', { name: 'Menu' });
    await events.click(button);
    await events.click(within(nav()).getByRole('link', { name: 'About us' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await events.click(button);
    await events.click(document.body);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
