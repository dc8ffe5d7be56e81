import { isLocale, type Locale } from '@app/shared/locale';
import { STORAGE_KEYS } from '@app/shared/session-keys';
import { useSyncExternalStore } from 'react';

/**
 * The language the visitor chose (with the header's switcher or the home page's hint), kept in
 * the browser's local storage: a preference the site needs to work as asked, set only by the
 * visitor's own click, so the cookie banner's choice does not govern it.
 */
export type LanguageChoice = Locale | 'none' | 'unknown';

const listeners = new Set<() => void>();

function readChoice(): LanguageChoice {
  const saved = localStorage.getItem(STORAGE_KEYS.language);
  return isLocale(saved) ? saved : 'none';
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The saved choice; 'unknown' while prerendering and hydrating, so the HTML never depends on it. */
export function useLanguageChoice(): LanguageChoice {
  return useSyncExternalStore(subscribe, readChoice, () => 'unknown');
}

export function saveLanguageChoice(locale: Locale) {
  localStorage.setItem(STORAGE_KEYS.language, locale);
  listeners.forEach((listener) => listener());
}

/** Whether the browser's languages put German before English. */
export function browserPrefersGerman(languages: readonly string[]): boolean {
  const primary = languages.map((language) => language.toLowerCase().split('-')[0]);
  const german = primary.indexOf('de');
  const english = primary.indexOf('en');
  return german !== -1 && (english === -1 || german < english);
}
