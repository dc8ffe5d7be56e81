import { company } from './site';

export interface PageMeta {
  title: string;
  description: string;
}

/** Title and description of every page, used for the prerendered head and on navigation. */
export const PAGE_META: Record<string, PageMeta> = {
  '/': {
    title: `${company.name} – Custom software, cloud and AI from Lahore`,
    description:
      'We design, build and run custom software, cloud platforms and AI solutions for businesses in Europe and beyond.',
  },
  '/about': {
    title: `About us – ${company.name}`,
    description: 'Who we are, the partners we work with, what drives us and the team behind our work.',
  },
  '/events': {
    title: `Culture – ${company.name}`,
    description: 'Life at our Lahore office: what our employees say and the events we share.',
  },
  '/career': {
    title: `Careers – ${company.name}`,
    description: 'Open positions for developers, designers, QA engineers and interns in Lahore.',
  },
  '/contact': {
    title: `Contact us – ${company.name}`,
    description: 'Tell us about your project or question. We answer every message.',
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
  '/manage': { title: `Admin – ${company.name}`, description: 'Staff back office.' },
};

export const NOT_FOUND_META: PageMeta = {
  title: `Page not found – ${company.name}`,
  description: 'The page you were looking for does not exist.',
};

export function metaForPath(pathname: string): PageMeta {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path.startsWith('/manage/')) return PAGE_META['/manage']!;
  return PAGE_META[path] ?? NOT_FOUND_META;
}
