import { useLingui } from '@lingui/react/macro';
import { Languages } from 'lucide-react';
import { useLocation, useSearch } from 'wouter';
import { localizedPath, type Locale } from '@app/shared/locale';
import { classifyPagePath } from '@app/shared/site-routes';
import { useLocale } from '../../i18n/i18n';
import { saveLanguageChoice } from '../../i18n/language-choice';

/** Each language's name in itself, as the switcher offers it. */
const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', de: 'Deutsch' };

/**
 * A link to the page the visitor is on in the other language (a full page load: the server sends
 * it rendered in that language), remembering the choice. Not shown on pages that exist in
 * English only (the account and the admin area).
 */
export function LanguageSwitcher() {
  const { t } = useLingui();
  const [pathname] = useLocation();
  const search = useSearch();
  const other: Locale = useLocale() === 'de' ? 'en' : 'de';
  const target = localizedPath(pathname, other);
  if (classifyPagePath(target) === 'not-found') return null;
  return (
    <a
      className="language-switcher"
      href={search ? `${target}?${search}` : target}
      hrefLang={other}
      title={t`Read this page in ${LANGUAGE_NAMES[other]}`}
      onClick={() => saveLanguageChoice(other)}
    >
      <Languages aria-hidden="true" size={18} />
      <span lang={other}>{LANGUAGE_NAMES[other]}</span>
    </a>
  );
}
