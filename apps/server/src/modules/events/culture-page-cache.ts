/**
 * Events and testimonials feed the public Culture page. Browsers and proxies may reuse an answer
 * for a few seconds, which absorbs bursts, while a change by Staff shows up almost at once.
 */
export const CULTURE_PAGE_CACHE_CONTROL = 'public, max-age=5';
