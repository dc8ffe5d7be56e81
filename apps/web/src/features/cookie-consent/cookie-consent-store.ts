import { COOKIE_CHOICES, STORAGE_KEYS, type CookieChoice } from '@app/shared/session-keys';
import { useSyncExternalStore } from 'react';

export type CookieConsentState = CookieChoice | 'undecided';

const listeners = new Set<() => void>();

function readChoice(): CookieConsentState {
  const saved = localStorage.getItem(STORAGE_KEYS.cookieConsent);
  return (COOKIE_CHOICES as readonly string[]).includes(saved ?? '')
    ? (saved as CookieChoice)
    : 'undecided';
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.cookieConsent) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The visitor's cookie choice. The server snapshot is 'undecided', so the prerendered HTML holds
 * the banner and a first-time visitor sees it with the first paint; a returning visitor's is
 * hidden by `COOKIE_CHOICE_SCRIPT` until hydration reads the saved choice and removes it.
 */
export function useCookieConsent(): CookieConsentState {
  return useSyncExternalStore(subscribe, readChoice, () => 'undecided');
}

export function saveCookieChoice(choice: CookieChoice) {
  localStorage.setItem(STORAGE_KEYS.cookieConsent, choice);
  listeners.forEach((listener) => listener());
}
