import { setupI18n, type I18n, type MessageDescriptor, type Messages } from '@lingui/core';
import { LinguiContext, useLingui } from '@lingui/react';
import { useContext } from 'react';
import { LOCALE_FORMATS, type Locale } from '@app/shared/locale';

/** One language's messages for one render: the server makes one per page, the browser one. */
export const createI18n = (locale: Locale, messages: Messages): I18n =>
  setupI18n({ locale, messages: { [locale]: messages } });

/**
 * The compiled messages of one language: a chunk of its own, so a page loads only its language's.
 */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const catalog =
    locale === 'de' ? import('../locales/de/messages.po') : import('../locales/en/messages.po');
  return (await catalog).messages;
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
