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
