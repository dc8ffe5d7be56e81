import { COOKIE_CHOICES, STORAGE_KEYS, type CookieChoice } from '@app/shared/session-keys';
import { useSyncExternalStore } from 'react';

/** No choice saved yet, or (while prerendering and hydrating) not known yet. */
export type CookieConsentState = CookieChoice | 'undecided' | 'unknown';

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
 * The visitor's cookie choice. The server snapshot is 'unknown', so prerendered HTML never holds
 * the banner and a returning visitor never sees it flash before the saved choice is read.
 */
export function useCookieConsent(): CookieConsentState {
  return useSyncExternalStore(subscribe, readChoice, () => 'unknown');
}

export function saveCookieChoice(choice: CookieChoice) {
  localStorage.setItem(STORAGE_KEYS.cookieConsent, choice);
  listeners.forEach((listener) => listener());
}
