import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { pathWithoutLocale } from '@app/shared/locale';
import { jobPagePath, type SiteContent } from '@app/shared/site-content';

export interface PageMeta {
  title: string;
  description: string;
  /** Open Graph image: a path on this site, 1200×630. */
  image: string;
  imageAlt: string;
}

type PageText = Pick<PageMeta, 'title' | 'description'>;

/** Title and description of every page of a fixed path, with the firm's trading name. */
const pageTexts = (i18n: I18n, name: string): Record<string, PageText> => ({
  '/': {
    title: i18n._(msg`${name} – Custom software, cloud and AI from Lahore`),
    description: i18n._(
      msg`We design, build and run custom software, cloud platforms and AI solutions for businesses in Europe and beyond.`,
    ),
  },
  '/about': {
    title: i18n._(msg`About us – ${name}`),
    description: i18n._(
      msg`Who we are: a software company in Lahore with a German GmbH, our partners in seven countries, our values, our office, our technologies and our team.`,
    ),
  },
  '/events': {
    title: i18n._(msg`Culture – ${name}`),
    description: i18n._(
      msg`Life at our Lahore office: what our employees say about working here and the events, hackathons and celebrations we share.`,
    ),
  },
  '/career': {
    title: i18n._(msg`Careers – ${name}`),
    description: i18n._(
      msg`Open positions at ${name} in Lahore: what we build, who we look for and what we offer.`,
    ),
  },
  '/contact': {
    title: i18n._(msg`Contact us – ${name}`),
    description: i18n._(
      msg`Tell us about your project or question, or visit our office in Lahore. We answer every message within one working day.`,
    ),
  },
  '/apply': {
    title: i18n._(msg`Apply – ${name}`),
    description: i18n._(msg`Apply for an open position with your details and a PDF resume.`),
  },
  '/imprint': {
    title: i18n._(msg`Imprint – ${name}`),
    description: i18n._(msg`Legal information about the company behind this website.`),
  },
  '/privacy': {
    title: i18n._(msg`Privacy policy – ${name}`),
    description: i18n._(msg`How we collect, use and protect your personal data.`),
  },
  '/login': {
    title: i18n._(msg`Log in – ${name}`),
    description: i18n._(msg`Staff sign-in.`),
  },
  '/signup': {
    title: i18n._(msg`Sign up – ${name}`),
    description: i18n._(msg`Create an account.`),
  },
  '/forgot-password': {
    title: i18n._(msg`Forgot your password? – ${name}`),
    description: i18n._(msg`Ask for a link to reset your password.`),
  },
  '/reset-password': {
    title: i18n._(msg`Choose a new password – ${name}`),
    description: i18n._(msg`Set a new password with the link from the mail.`),
  },
  // The account and the admin area are English only.
  '/account': { title: `Your account – ${name}`, description: 'Password and settings.' },
  '/manage': { title: `Admin – ${name}`, description: 'Staff back office.' },
});

/**
 * Title, description and share card of a page in its language (`pathname` with its `/de`
 * prefix): for the server-rendered head and, on in-app navigation, the document's title.
 */
export function metaForPath(pathname: string, content: SiteContent, i18n: I18n): PageMeta {
  const name = content.company.tradingName;
  const path = pathWithoutLocale(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
  const texts = pageTexts(i18n, name);
  const job = content.jobs.find((entry) => jobPagePath(entry.attributes.slug) === path);
  const title = job?.attributes.title ?? '';
  const text: PageText = job
    ? {
        title: `${title} – ${name}`,
        description: job.attributes.summary || i18n._(msg`${title} at ${name}.`),
      }
    : path.startsWith('/manage/')
      ? texts['/manage']!
      : (texts[path] ?? {
          title: i18n._(msg`Page not found – ${name}`),
          description: i18n._(msg`The page you were looking for does not exist.`),
        });
  return {
    image: '/images/og-card.jpg',
    imageAlt: i18n._(msg`${name}: custom software, cloud and AI from Lahore`),
    ...text,
  };
}
