/** The browser's local-storage keys of SPEC.md section 3. */
export const STORAGE_KEYS = {
  token: 'jwt',
  email: 'userEmail',
  role: 'userRole',
  user: 'user',
  cookieConsent: 'cookieConsent',
  // The language the visitor chose with the switcher or the German hint: strictly necessary.
  language: 'language',
} as const;

export const COOKIE_CHOICES = ['accepted', 'declined'] as const;
export type CookieChoice = (typeof COOKIE_CHOICES)[number];

/** The columns an admin table shows, as chosen in its Columns menu: one key per table. */
export const tableColumnsStorageKey = (table: string) => `tableColumns:${table}`;

/**
 * Set on `<html>` to a returning visitor's saved cookie choice, before the page first paints; on
 * each of the banner's buttons, it names the choice that button makes.
 */
export const COOKIE_CHOICE_ATTRIBUTE = 'data-cookie-choice';

/**
 * The one inline script of every page, run in `<head>` before anything paints. The prerendered
 * HTML holds the cookie banner, so a first-time visitor sees it with the page's first paint
 * rather than after hydration; this marks a visitor who already chose, and the stylesheet hides
 * the banner for them, so it never flashes. It also answers the banner's buttons itself, as the
 * banner can be clicked before the site's modules have loaded and hydrated it: the choice is
 * saved and the banner hidden at once, and once hydrated, React saves the same choice again and
 * removes the banner. The server allows exactly this text by its hash in the
 * Content-Security-Policy; local storage that cannot be used leaves the banner showing.
 */
export const COOKIE_CHOICE_SCRIPT = [
  'try{',
  `var k=${JSON.stringify(STORAGE_KEYS.cookieConsent)},a=${JSON.stringify(COOKIE_CHOICE_ATTRIBUTE)},r=document.documentElement,`,
  'c=localStorage.getItem(k);',
  `if(${JSON.stringify(COOKIE_CHOICES)}.indexOf(c)>=0)r.setAttribute(a,c);`,
  'document.addEventListener("click",function(e){try{',
  'var b=e.target.closest(".cookie-banner ["+a+"]");',
  'if(b){c=b.getAttribute(a);localStorage.setItem(k,c);r.setAttribute(a,c)}',
  '}catch(x){}})',
  '}catch(e){}',
].join('');
