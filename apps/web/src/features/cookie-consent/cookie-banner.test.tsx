import { STORAGE_KEYS } from '@app/shared/session-keys';
import { WithMessages } from '../../testing/with-messages';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CookieBanner } from './cookie-banner';

const banner = () => screen.queryByRole('region', { name: 'Cookies on this site' });

describe('CookieBanner', () => {
  it.each([
    ['Accept', 'accepted'],
    ['Decline', 'declined'],
  ])('asks a first-time visitor; %s saves "%s" and hides it', async (button, saved) => {
    render(<CookieBanner />, { wrapper: WithMessages });
    expect(banner()).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await userEvent.click(screen.getByRole('button', { name: button }));
    expect(localStorage.getItem(STORAGE_KEYS.cookieConsent)).toBe(saved);
    expect(banner()).not.toBeInTheDocument();
  });

  it('stays hidden for a visitor who already chose', () => {
    localStorage.setItem(STORAGE_KEYS.cookieConsent, 'declined');
    render(<CookieBanner />, { wrapper: WithMessages });
    expect(banner()).not.toBeInTheDocument();
  });

  it('asks again when the saved value is not a known choice', () => {
    localStorage.setItem(STORAGE_KEYS.cookieConsent, 'maybe');
    render(<CookieBanner />, { wrapper: WithMessages });
    expect(banner()).toBeInTheDocument();
  });

  it('is part of the prerendered HTML, which cannot know the choice', () => {
    localStorage.setItem(STORAGE_KEYS.cookieConsent, 'accepted');
    expect(
      renderToString(
        <WithMessages>
          <CookieBanner />
        </WithMessages>,
      ),
    ).toContain('Cookies on this site');
  });

  it('can be answered with the keyboard alone', async () => {
    const user = userEvent.setup();
    render(<CookieBanner />, { wrapper: WithMessages });
    await user.tab();
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Accept' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(localStorage.getItem(STORAGE_KEYS.cookieConsent)).toBe('accepted');
  });
});
