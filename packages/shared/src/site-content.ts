/**
 * What the server renders public pages from besides their code: the content staff change at
 * run time. The server reads it from the database, renders the page with it and embeds it in
 * the page, so the browser hydrates with exactly what the server rendered.
 */
import type { ClientAttributes } from './client';
import type { ClientTestimonialAttributes } from './client-testimonial';
import type { PublicCompany } from './company';
import { MAX_PAGE_SIZE } from './constants';
import type { Entity, ListAnswer } from './contract';
import type { EmployeeAttributes } from './employee';
import type { EventAttributes } from './event';
import type { JobAttributes } from './job';
import type { KeyFiguresAttributes } from './key-figures';

/** Events per page of Our Events: four rows of the three-column grid, six of two. */
export const EVENTS_PAGE_SIZE = 12;
/** Testimonials per page of What Our Employees Say: two rows of the three-column grid, three of two. */
export const TESTIMONIALS_PAGE_SIZE = 6;

/**
 * The API requests whose answers are the Culture page's first pages: the server renders the page
 * from them, and the page asks the same for later pages.
 */
export const CULTURE_FIRST_PAGES = {
  events: `/api/events?populate=*&sort=date:desc&pagination[page]=1&pagination[pageSize]=${EVENTS_PAGE_SIZE}`,
  testimonials: `/api/employees?populate=*&pagination[page]=1&pagination[pageSize]=${TESTIMONIALS_PAGE_SIZE}`,
} as const;

/** The first page of the Culture page's two lists, as `GET /api/events` and `/api/employees` answer. */
export interface CultureContent {
  events: ListAnswer<EventAttributes>;
  testimonials: ListAnswer<EmployeeAttributes>;
}

/** The API requests whose answers the home page shows: every client and testimonial, in order. */
export const HOME_CONTENT_REQUESTS = {
  clients: `/api/clients?populate=*&sort=order:asc&pagination[pageSize]=${MAX_PAGE_SIZE}`,
  testimonials: `/api/client-testimonials?populate=*&sort=order:asc&pagination[pageSize]=${MAX_PAGE_SIZE}`,
  figures: '/api/key-figures',
} as const;

/** The home page's content that Staff keep; an empty list hides its section. */
export interface HomeContent {
  clients: Entity<ClientAttributes>[];
  testimonials: Entity<ClientTestimonialAttributes>[];
  figures: KeyFiguresAttributes;
}

/** What the privacy policy states from the server's settings. */
export interface PolicyContent {
  /** DATA_RETENTION_DAYS: 0 keeps messages and applications until they are erased. */
  dataRetentionDays: number;
}

export interface SiteContent {
  company: PublicCompany;
  /** The published jobs, in their order. */
  jobs: Entity<JobAttributes>[];
  policy: PolicyContent;
  /** Only on the Culture page; elsewhere the page asks the API when it is opened. */
  culture?: CultureContent;
  /** Only on the home page; elsewhere the page asks the API when it is opened. */
  home?: HomeContent;
}

/** The id of the `<script type="application/json">` element that carries the page's content. */
export const SITE_CONTENT_ELEMENT_ID = 'site-content';

/** Where a job's own page lives: `/career/frontend-developer`. */
export const jobPagePath = (slug: string) => `/career/${slug}`;

/**
 * The web app's server entry, which the server loads from the web build: `template` is the
 * built `index.html`, `publicUrl` the site's address for canonical URLs.
 */
export interface PageRenderer {
  renderPageDocument(
    template: string,
    pathname: string,
    content: SiteContent,
    publicUrl?: string,
  ): Promise<string>;
  /** The shell of client-only pages, in the language of `pathname` (`/de/login` is German). */
  renderShellDocument(template: string, content: SiteContent, pathname: string): string;
}
