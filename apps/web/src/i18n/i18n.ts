import { setupI18n, type I18n, type MessageDescriptor, type Messages } from '@lingui/core';
import { LinguiContext, useLingui } from '@lingui/react';
import { use, useContext } from 'react';
import { LOCALE_FORMATS, type Locale } from '@app/shared/locale';
import type { CatalogName, PageCatalog } from './catalog-sources';

/**
 * An i18n with every message of one language: the server makes one per page (pages of both
 * languages may render at the same time), and the tests one.
 */
export const createI18n = (locale: Locale, messages: Messages): I18n =>
  setupI18n({ locale, messages: { [locale]: messages } });

/** Each catalog file, compiled when imported: a chunk of its own, loaded when a page needs it. */
const CATALOG_FILES = import.meta.glob<{ messages: Messages }>('../locales/*/*.po');

/**
 * The catalogs the browser's i18n has, or is loading. An i18n missing here was made with all its
 * language's messages (`createI18n`).
 */
const catalogsOf = new WeakMap<I18n, Map<CatalogName, Promise<void> | 'loaded'>>();

/** The browser's i18n: the page's language, its catalogs loaded as the pages need them. */
export function createBrowserI18n(locale: Locale): I18n {
  const i18n = createI18n(locale, {});
  catalogsOf.set(i18n, new Map());
  return i18n;
}

/** Loads one catalog of the i18n's language into it, once. */
export function loadCatalog(i18n: I18n, name: CatalogName): Promise<void> {
  const catalogs = catalogsOf.get(i18n);
  const known = catalogs?.get(name);
  if (!catalogs || known === 'loaded') return Promise.resolve();
  if (known) return known;
  const loading = CATALOG_FILES[`../locales/${i18n.locale}/${name}.po`]!().then(({ messages }) => {
    i18n.load(i18n.locale, messages);
    catalogs.set(name, 'loaded');
  });
  catalogs.set(name, loading);
  return loading;
}

/**
 * Holds a page back (React Suspense) until its catalog is in: at once when it is, as it always is
 * on the server and for the page the browser opened with (the entry loads it before hydrating).
 */
export function usePageCatalog(name: PageCatalog | undefined): void {
  const { i18n } = useLingui();
  const catalogs = catalogsOf.get(i18n);
  if (name && catalogs && catalogs.get(name) !== 'loaded') use(loadCatalog(i18n, name));
}

/**
 * The language of the page being shown; English outside the app's catalog provider (the admin
 * area's pieces, which are English only, rendered on their own).
 */
export const useLocale = (): Locale => (useContext(LinguiContext)?.i18n.locale as Locale) ?? 'en';

/** The BCP 47 tag the page formats dates and numbers with (`de-DE`: `2. Juni 2025`, `1.234,56`). */
export const useLocaleFormat = (): string => LOCALE_FORMATS[useLocale()];

/** A text object with its messages in one language: every message descriptor becomes its text. */
export type Translated<T> = T extends MessageDescriptor
  ? string
  : T extends readonly (infer Item)[]
    ? readonly Translated<Item>[]
    : T extends object
      ? { [Key in keyof T]: Translated<T[Key]> }
      : T;

const isMessageDescriptor = (value: unknown): value is MessageDescriptor =>
  typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string';

function translate<T>(i18n: I18n, value: T): Translated<T> {
  if (isMessageDescriptor(value)) return i18n._(value) as Translated<T>;
  if (Array.isArray(value))
    return value.map((item: unknown) => translate(i18n, item)) as Translated<T>;
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, translate(i18n, item)]),
    ) as Translated<T>;
  return value as Translated<T>;
}

/**
 * The page's language's version of the texts kept in `content/` (written with `msg`): a single
 * message, or an object or list of them, such as a section's eyebrow, title and lead.
 */
export function useTranslate(): <T>(texts: T) => Translated<T> {
  const { i18n } = useLingui();
  return (texts) => translate(i18n, texts);
}
