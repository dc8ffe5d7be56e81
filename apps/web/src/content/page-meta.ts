import { company } from './site';

export interface PageMeta {
  title: string;
  description: string;
  /** Open Graph image: a path on this site, 1200×630. */
  image: string;
  imageAlt: string;
}

/** The card shown when a page is shared, unless a page names its own. */
const SHARE_CARD = {
  image: '/images/og-card.jpg',
  imageAlt: `${company.name}: custom software, cloud and AI from Lahore`,
} as const;

type PageText = Pick<PageMeta, 'title' | 'description'> & Partial<PageMeta>;

const withShareCard = (pages: Record<string, PageText>): Record<string, PageMeta> =>
  Object.fromEntries(
    Object.entries(pages).map(([path, meta]) => [path, { ...SHARE_CARD, ...meta }]),
  );

/** Title, description and share card of every page, used for the prerendered head and on navigation. */
export const PAGE_META: Record<string, PageMeta> = withShareCard({
  '/': {
    title: `${company.name} – Custom software, cloud and AI from Lahore`,
    description:
      'We design, build and run custom software, cloud platforms and AI solutions for businesses in Europe and beyond.',
  },
  '/about': {
    title: `About us – ${company.name}`,
    description:
      'Who we are: a software company in Lahore with a German GmbH, our partners in seven countries, our values, our office, our technologies and our team.',
  },
  '/events': {
    title: `Culture – ${company.name}`,
    description:
      'Life at our Lahore office: what our employees say about working here and the events, hackathons and celebrations we share.',
  },
  '/career': {
    title: `Careers – ${company.name}`,
    description:
      'Open positions at Ravi Software in Lahore: full stack, frontend and backend developers, a UI/UX designer, a QA engineer and an internship.',
  },
  '/contact': {
    title: `Contact us – ${company.name}`,
    description:
      'Tell us about your project or question, or visit our office in Lahore. We answer every message within one working day.',
  },
  '/apply': {
    title: `Apply – ${company.name}`,
    description: 'Apply for an open position with your details and a PDF resume.',
  },
  '/imprint': {
    title: `Imprint – ${company.name}`,
    description: 'Legal information about the company behind this website.',
  },
  '/privacy': {
    title: `Privacy policy – ${company.name}`,
    description: 'How we collect, use and protect your personal data.',
  },
  '/login': { title: `Log in – ${company.name}`, description: 'Staff sign-in.' },
  '/signup': { title: `Sign up – ${company.name}`, description: 'Create an account.' },
  '/forgot-password': {
    title: `Forgot your password? – ${company.name}`,
    description: 'Ask for a link to reset your password.',
  },
  '/reset-password': {
    title: `Choose a new password – ${company.name}`,
    description: 'Set a new password with the link from the mail.',
  },
  '/account': { title: `Your account – ${company.name}`, description: 'Password and settings.' },
  '/manage': { title: `Admin – ${company.name}`, description: 'Staff back office.' },
});

export const NOT_FOUND_META: PageMeta = {
  ...SHARE_CARD,
  title: `Page not found – ${company.name}`,
  description: 'The page you were looking for does not exist.',
};

export function metaForPath(pathname: string): PageMeta {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path.startsWith('/manage/')) return PAGE_META['/manage']!;
  return PAGE_META[path] ?? NOT_FOUND_META;
}
