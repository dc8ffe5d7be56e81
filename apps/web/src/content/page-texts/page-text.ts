import type { MessageDescriptor } from '@lingui/core';

/**
 * Pages' titles and descriptions by path. Each page's are in a file of their own here, which
 * the page's catalog holds (`i18n/catalog-sources.ts`), so the site's catalog does not carry every
 * page's.
 */
export type PageTexts = Record<
  string,
  { title: MessageDescriptor; description: MessageDescriptor }
>;
