import { jobPagePath, type SiteContent } from '@app/shared/site-content';

export interface PageMeta {
  title: string;
  description: string;
  /** Open Graph image: a path on this site, 1200×630. */
  image: string;
  imageAlt: string;
}

/** The card shown when a page is shared, unless a page names its own. */
const shareCard = (name: string) => ({
  image: '/images/og-card.jpg',
  imageAlt: `${name}: custom software, cloud and AI from Lahore`,
});

type PageText = Pick<PageMeta, 'title' | 'description'> & Partial<PageMeta>;

/** Title and description of every page of a fixed path, with the firm's trading name. */
const pageTexts = (name: string): Record<string, PageText> => ({
  '/': {
    title: `${name} – Custom software, cloud and AI from Lahore`,
    description:
      'We design, build and run custom software, cloud platforms and AI solutions for businesses in Europe and beyond.',
  },
  '/about': {
    title: `About us – ${name}`,
    description:
      'Who we are: a software company in Lahore with a German GmbH, our partners in seven countries, our values, our office, our technologies and our team.',
  },
  '/events': {
    title: `Culture – ${name}`,
    description:
      'Life at our Lahore office: what our employees say about working here and the events, hackathons and celebrations we share.',
  },
  '/career': {
    title: `Careers – ${name}`,
    description: `Open positions at ${name} in Lahore: what we build, who we look for and what we offer.`,
  },
  '/contact': {
    title: `Contact us – ${name}`,
    description:
      'Tell us about your project or question, or visit our office in Lahore. We answer every message within one working day.',
  },
  '/apply': {
    title: `Apply – ${name}`,
    description: 'Apply for an open position with your details and a PDF resume.',
  },
  '/imprint': {
    title: `Imprint – ${name}`,
    description: 'Legal information about the company behind this website.',
  },
  '/privacy': {
    title: `Privacy policy – ${name}`,
    description: 'How we collect, use and protect your personal data.',
  },
  '/login': { title: `Log in – ${name}`, description: 'Staff sign-in.' },
  '/signup': { title: `Sign up – ${name}`, description: 'Create an account.' },
  '/forgot-password': {
    title: `Forgot your password? – ${name}`,
    description: 'Ask for a link to reset your password.',
  },
  '/reset-password': {
    title: `Choose a new password – ${name}`,
    description: 'Set a new password with the link from the mail.',
  },
  '/account': { title: `Your account – ${name}`, description: 'Password and settings.' },
  '/manage': { title: `Admin – ${name}`, description: 'Staff back office.' },
});

const notFoundText = (name: string): PageText => ({
  title: `Page not found – ${name}`,
  description: 'The page you were looking for does not exist.',
});

/**
 * Title, description and share card of a page: for the server-rendered head and, on in-app
 * navigation, the document's title.
 */
export function metaForPath(pathname: string, content: SiteContent): PageMeta {
  const name = content.company.tradingName;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const texts = pageTexts(name);
  const job = content.jobs.find((entry) => jobPagePath(entry.attributes.slug) === path);
  const text: PageText = job
    ? {
        title: `${job.attributes.title} – ${name}`,
        description: job.attributes.summary || `${job.attributes.title} at ${name}.`,
      }
    : path.startsWith('/manage/')
      ? texts['/manage']!
      : (texts[path] ?? notFoundText(name));
  return { ...shareCard(name), ...text };
}
