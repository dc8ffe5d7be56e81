/**
 * The languages of the public site: English at the site's own paths, German under `/de`. The
 * admin area, the API's own texts and the back office's mails stay English.
 */
export const LOCALES = ['en', 'de'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** The path prefix of each language's pages; English pages have none. */
const LOCALE_PREFIXES: Record<Locale, string> = { en: '', de: '/de' };

/** The BCP 47 tag dates, numbers and money are formatted with. */
export const LOCALE_FORMATS: Record<Locale, string> = { en: 'en-US', de: 'de-DE' };

export const isLocale = (value: unknown): value is Locale =>
  (LOCALES as readonly unknown[]).includes(value);

/** The language of a request path (without query): German under `/de`, else English. */
export function localeOfPath(pathname: string): Locale {
  return pathname === '/de' || pathname.startsWith('/de/') ? 'de' : 'en';
}

/** The path as the app's routes know it: `/de/about` → `/about`, `/de` → `/`. */
export function pathWithoutLocale(pathname: string): string {
  const prefix = LOCALE_PREFIXES[localeOfPath(pathname)];
  return pathname.slice(prefix.length) || '/';
}

/** A page's path in a language: `/about` → `/de/about`, `/` → `/de`. */
export function localizedPath(pathname: string, locale: Locale): string {
  const prefix = LOCALE_PREFIXES[locale];
  return prefix && pathname === '/' ? prefix : `${prefix}${pathname}`;
}

/** The wouter base of a language's pages (empty for English). */
export const localeBase = (locale: Locale) => LOCALE_PREFIXES[locale];

/**
 * The language a visitor's `Accept-Language` header prefers among ours, by quality; English when
 * it names neither.
 */
export function localeFromAcceptLanguage(header: string | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .map((part) => {
      const [range = '', ...params] = part.trim().split(';');
      const quality = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      return {
        language: range.toLowerCase().split('-')[0],
        q: quality ? Number(quality.slice(2)) : 1,
      };
    })
    .filter((entry) => Number.isFinite(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  return ranked.map((entry) => entry.language).find(isLocale) ?? DEFAULT_LOCALE;
}
