import { useEffect, useState } from 'react';
import type { ClientAttributes } from '@app/shared/client';
import type { ClientTestimonialAttributes } from '@app/shared/client-testimonial';
import type { ListAnswer } from '@app/shared/contract';
import type { KeyFiguresAttributes } from '@app/shared/key-figures';
import { HOME_CONTENT_REQUESTS, type HomeContent } from '@app/shared/site-content';
import { useSiteContent } from '../../../content/site-content';
import { apiRequest } from '../../../lib/api-client';

/** The requests the server renders the home page from, asked by the browser. */
export async function getHomeContent(signal?: AbortSignal): Promise<HomeContent> {
  const [clients, testimonials, figures] = await Promise.all([
    apiRequest<ListAnswer<ClientAttributes>>(HOME_CONTENT_REQUESTS.clients, { signal }),
    apiRequest<ListAnswer<ClientTestimonialAttributes>>(HOME_CONTENT_REQUESTS.testimonials, {
      signal,
    }),
    apiRequest<{ data: { attributes: KeyFiguresAttributes } }>(HOME_CONTENT_REQUESTS.figures, {
      signal,
    }),
  ]);
  return {
    clients: clients.data,
    testimonials: testimonials.data,
    figures: figures.data.attributes,
  };
}

/**
 * The home page's clients, testimonials and figures: those the server rendered the page with, or,
 * when the visitor came from another page of the site, asked of the API (null until they come).
 * A failed request leaves them null: the sections they fill stay hidden, as when they are empty,
 * and the rest of the page works.
 */
export function useHomeContent(): HomeContent | null {
  const rendered = useSiteContent().home;
  const [fetched, setFetched] = useState<HomeContent | null>(null);
  useEffect(() => {
    if (rendered) return;
    const controller = new AbortController();
    getHomeContent(controller.signal).then(setFetched, () => undefined);
    return () => controller.abort();
  }, [rendered]);
  return rendered ?? fetched;
}
