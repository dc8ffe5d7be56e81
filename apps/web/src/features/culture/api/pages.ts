import type { InfiniteData } from '@tanstack/react-query';
import type { StrapiEntity, StrapiList } from '../../../lib/strapi';

/** The page to ask for after `last`, or none when Strapi's `meta.pagination` says it was the last. */
export function nextPageAfter(last: StrapiList<unknown>): number | undefined {
  const { page, pageCount } = last.meta.pagination;
  return page < pageCount ? page + 1 : undefined;
}

/**
 * The entries of every page loaded so far, in order. An entry added on the server between two
 * pages pushes the last one of the earlier page onto the next; it is shown once.
 */
export function entriesOf<A>(data: InfiniteData<StrapiList<A>>): StrapiEntity<A>[] {
  const seen = new Set<number>();
  return data.pages
    .flatMap((page) => page.data)
    .filter((entry) => {
      if (seen.has(entry.id)) return false;
      seen.add(entry.id);
      return true;
    });
}

/** How many entries exist in all, as the newest page counts them. */
export function totalOf(data: InfiniteData<StrapiList<unknown>>): number {
  return data.pages[data.pages.length - 1]?.meta.pagination.total ?? 0;
}
