import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { createI18n } from '../i18n/i18n';
import { allMessages } from '../i18n/all-messages';

/** Every English message, as the server renders English pages with. */
export const ENGLISH_I18N = createI18n('en', allMessages('en'));

/** Wraps a component under test in the messages of its page's language (English by default). */
export function WithMessages({
  i18n = ENGLISH_I18N,
  children,
}: {
  i18n?: I18n;
  children: ReactNode;
}) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
