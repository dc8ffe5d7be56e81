/**
 * The firm's built-in mark, two waves of the Ravi river on a teal tile: the site's favicon (the
 * web build writes it as /favicon.svg) and the logo in the head of every mail.
 */
export const BRAND_MARK_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="10" fill="#145253"/><path d="M7 16c4.5-5 9-5 13 0s8.5 5 13 0" fill="none" stroke="#f5a524" stroke-width="3.4" stroke-linecap="round"/><path d="M7 25c4.5-5 9-5 13 0s8.5 5 13 0" fill="none" stroke="#fff" stroke-width="3.4" stroke-linecap="round"/></svg>';
