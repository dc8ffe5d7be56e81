import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { pathWithoutLocale } from '@app/shared/locale';
import { jobPagePath, type SiteContent } from '@app/shared/site-content';
import { useSiteContent } from './site-content';
import { aboutPageTexts } from './page-texts/about';
import { accountPageTexts } from './page-texts/account';
import { applyPageTexts } from './page-texts/apply';
import { careerPageTexts } from './page-texts/career';
import { contactPageTexts } from './page-texts/contact';
import { eventsPageTexts } from './page-texts/events';
import { homePageTexts } from './page-texts/home';
import { legalPageTexts } from './page-texts/legal';

export interface PageMeta {
  title: string;
  description: string;
  /** Open Graph image: a path on this site, 1200×630. */
  image: string;
  imageAlt: string;
}

type PageText = Pick<PageMeta, 'title' | 'description'>;

const PAGE_TEXTS = [
  homePageTexts,
  aboutPageTexts,
  eventsPageTexts,
  careerPageTexts,
  contactPageTexts,
  applyPageTexts,
  legalPageTexts,
  accountPageTexts,
];

/** The title and description of the page at a path of the site (one of a fixed path). */
function pageText(path: string, name: string, i18n: I18n): PageText | undefined {
  // The account and the admin area are English only.
  if (path === '/account')
    return { title: `Your account – ${name}`, description: 'Password and settings.' };
  if (path === '/manage' || path.startsWith('/manage/'))
    return { title: `Admin – ${name}`, description: 'Staff back office.' };
  for (const texts of PAGE_TEXTS) {
    const text = texts(name)[path];
    if (text) return { title: i18n._(text.title), description: i18n._(text.description) };
  }
  return undefined;
}

/**
 * Title, description and share card of a page in its language (`pathname` with its `/de`
 * prefix): for the server-rendered head and, on in-app navigation, the document's title.
 */
export function metaForPath(pathname: string, content: SiteContent, i18n: I18n): PageMeta {
  const name = content.company.tradingName;
  const path = pathWithoutLocale(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
  const job = content.jobs.find((entry) => jobPagePath(entry.attributes.slug) === path);
  const title = job?.attributes.title ?? '';
  const text: PageText = job
    ? {
        title: `${title} – ${name}`,
        description: job.attributes.summary || i18n._(msg`${title} at ${name}.`),
      }
    : (pageText(path, name, i18n) ?? {
        title: i18n._(msg`Page not found – ${name}`),
        description: i18n._(msg`The page you were looking for does not exist.`),
      });
  return {
    image: '/images/og-card.jpg',
    imageAlt: i18n._(msg`${name}: custom software, cloud and AI from Lahore`),
    ...text,
  };
}

/**
 * Keeps the document's title and description those of the page shown (`path`, with or without
 * its language's prefix) as the visitor moves through the site: the server wrote the first page's.
 * Called where the page's catalog is known to be loaded, which its texts are in.
 */
export function useDocumentMeta(path: string): void {
  const content = useSiteContent();
  const { i18n } = useLingui();
  useEffect(() => {
    const meta = metaForPath(path, content, i18n);
    document.title = meta.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
  }, [path, content, i18n]);
}
