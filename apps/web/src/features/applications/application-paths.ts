/** Paths relative to /manage (the admin area's base); `search` is the list's query string. */
export const APPLICATIONS_PATH = '/applications';

const withSearch = (path: string, search: string) => (search ? `${path}?${search}` : path);

/** The Applications list with its filters, sort and page. */
export const applicationListPath = (search: string) => withSearch(APPLICATIONS_PATH, search);

/** An application's page, carrying the list's query string so Back and previous/next keep it. */
export const applicationPagePath = (id: number, search: string) =>
  withSearch(`${APPLICATIONS_PATH}/${id}`, search);
