import type { Messages } from '@lingui/core';
import type { Locale } from '@app/shared/locale';

/** Every catalog of both languages, compiled into the module that imports this one. */
const CATALOG_FILES = import.meta.glob<{ messages: Messages }>('../locales/*/*.po', {
  eager: true,
});

/**
 * All of one language's messages, from all its catalogs: what the server renders pages with, as it
 * renders any page in either language (the browser loads only the catalogs a page needs).
 */
export function allMessages(locale: Locale): Messages {
  const catalogs = Object.entries(CATALOG_FILES).filter(([file]) =>
    file.startsWith(`../locales/${locale}/`),
  );
  return Object.assign({}, ...catalogs.map(([, catalog]) => catalog.messages)) as Messages;
}
