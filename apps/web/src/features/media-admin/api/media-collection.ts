import type { ExportRoute } from '@app/shared/list-export';
import type { MediaEntityRoutes } from '@app/shared/media';
import type { SortState } from '../../../components/ui/data-table';

/**
 * A Culture page collection with uploaded media as the API serves it: the server registers the
 * same routes for each (`media-entity-routes.ts`), so one set of calls serves them all.
 */
export interface MediaCollection {
  /** The collection's routes (`eventRoutes`): its list and the editor's writes. */
  routes: MediaEntityRoutes;
  /**
   * The first part of its query keys: the collection's API name, which the Culture page's list
   * starts with too, so one invalidation reaches both.
   */
  key: string;
  /** The attribute the tab's search matches a case-insensitive part of: `title`. */
  searchField: string;
  /** The collection's CSV export, for a tab that offers one (the Home tab's lists do not). */
  export?: ExportRoute;
}

/** What one page of a collection's admin list is asked for with. */
export interface EntryListParams {
  /** Case-insensitive part of the collection's search field. */
  search: string;
  sort: SortState;
  page: number;
  pageSize: number;
}
