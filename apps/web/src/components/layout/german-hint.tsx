import { Languages, X } from 'lucide-react';
import { useEffect, useSyncExternalStore } from 'react';
import { localizedPath } from '@app/shared/locale';
import {
  browserPrefersGerman,
  saveLanguageChoice,
  useLanguageChoice,
} from '../../i18n/language-choice';

/** The browser tells when its languages change. */
function subscribeToLanguages(listener: () => void) {
  window.addEventListener('languagechange', listener);
  return () => window.removeEventListener('languagechange', listener);
}

/**
 * On the English home page, a note offering the German site to a browser that prefers German and
 * has not chosen a language yet: never an automatic redirect, so search engines and visitors who
 * want English stay where they are. Closing it remembers English; following it (or the header's
 * switcher) remembers German, and such a visitor is taken to the German home page when they come
 * back to `/`. It speaks German, the language it offers, and exists only in the browser.
 */
export function GermanHint() {
  const choice = useLanguageChoice();
  const prefersGerman = useSyncExternalStore(
    subscribeToLanguages,
    () => browserPrefersGerman(navigator.languages),
    () => false,
  );
  // A visitor who chose German before comes back to it; only their own saved click does this.
  useEffect(() => {
    if (choice === 'de') window.location.replace(localizedPath('/', 'de'));
  }, [choice]);
  if (choice !== 'none' || !prefersGerman) return null;
  return (
    <aside className="german-hint" lang="de" aria-label="Sprache">
      <div className="container german-hint__inner">
        <Languages aria-hidden="true" size={20} />
        <p>
          Diese Website gibt es auch auf Deutsch.{' '}
          <a href={localizedPath('/', 'de')} hrefLang="de" onClick={() => saveLanguageChoice('de')}>
            Zur deutschen Version
          </a>
        </p>
        <button
          type="button"
          className="german-hint__close"
          aria-label="Hinweis schließen und auf Englisch bleiben"
          onClick={() => saveLanguageChoice('en')}
        >
          <X aria-hidden="true" size={18} />
        </button>
      </div>
    </aside>
  );
}
