import type { FastifyInstance } from 'fastify';
import type { Job } from '@app/shared/job';
import type { PublicCompany } from '@app/shared/company';
import type { ClientAttributes } from '@app/shared/client';
import type { ClientTestimonialAttributes } from '@app/shared/client-testimonial';
import type { ListAnswer } from '@app/shared/contract';
import type { KeyFiguresAttributes } from '@app/shared/key-figures';
import {
  CULTURE_FIRST_PAGES,
  HOME_CONTENT_REQUESTS,
  type CultureContent,
  type HomeContent,
  type SiteContent,
} from '@app/shared/site-content';

/** The most jobs one answer holds; a firm has far fewer open at once. */
const JOBS_QUERY = '/api/jobs?sort=order:asc&pagination[page]=1&pagination[pageSize]=100';

/**
 * Reads an anonymous visitor's answer of a public API route: pages show exactly what the API
 * answers anyone, drafts and bank details never included.
 */
async function readPublic<T>(app: FastifyInstance, url: string): Promise<T> {
  const response = await app.inject({ method: 'GET', url });
  if (response.statusCode !== 200)
    throw new Error(`${url} answered ${response.statusCode} while rendering a page`);
  return response.json<T>();
}

/** The content every page shows: the company, the open jobs and the privacy policy's settings. */
export async function loadSiteContent(app: FastifyInstance): Promise<SiteContent> {
  const [company, jobs] = await Promise.all([
    readPublic<{ data: { attributes: PublicCompany } }>(app, '/api/company'),
    readPublic<{ data: Job[] }>(app, JOBS_QUERY),
  ]);
  return {
    company: company.data.attributes,
    jobs: jobs.data,
    policy: { dataRetentionDays: app.config.DATA_RETENTION_DAYS },
  };
}

/** The Culture page's first pages of events and testimonials. */
export async function loadCultureContent(app: FastifyInstance): Promise<CultureContent> {
  const [events, testimonials] = await Promise.all([
    readPublic<CultureContent['events']>(app, CULTURE_FIRST_PAGES.events),
    readPublic<CultureContent['testimonials']>(app, CULTURE_FIRST_PAGES.testimonials),
  ]);
  return { events, testimonials };
}

/** The home page's clients, client testimonials and key figures. */
export async function loadHomeContent(app: FastifyInstance): Promise<HomeContent> {
  const [clients, testimonials, figures] = await Promise.all([
    readPublic<ListAnswer<ClientAttributes>>(app, HOME_CONTENT_REQUESTS.clients),
    readPublic<ListAnswer<ClientTestimonialAttributes>>(app, HOME_CONTENT_REQUESTS.testimonials),
    readPublic<{ data: { attributes: KeyFiguresAttributes } }>(app, HOME_CONTENT_REQUESTS.figures),
  ]);
  return {
    clients: clients.data,
    testimonials: testimonials.data,
    figures: figures.data.attributes,
  };
}
