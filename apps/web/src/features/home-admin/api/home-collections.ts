import { clientRoutes } from '@app/shared/client';
import { clientTestimonialRoutes } from '@app/shared/client-testimonial';
import type { MediaCollection } from '../../media-admin/api/media-collection';

/** The home page's clients: the editor's calls and the lists' query keys go by this. */
export const CLIENTS: MediaCollection = {
  routes: clientRoutes,
  key: 'clients',
  searchField: 'name',
};

export const CLIENT_TESTIMONIALS: MediaCollection = {
  routes: clientTestimonialRoutes,
  key: 'client-testimonials',
  searchField: 'name',
};
