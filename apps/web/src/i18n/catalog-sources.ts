/**
 * The message catalogs and the source files each holds the messages of. Every page loads the
 * site's catalog (layout, header and footer, cookie banner, titles, form fields the pages share)
 * and its own page's, so the home page does not carry the legal pages' texts. A message is in the
 * site's catalog unless its file is listed here (paths and globs relative to `src`).
 */
export const PAGE_CATALOG_SOURCES = {
  home: ['content/page-texts/home.ts', 'content/home.ts', 'features/home', 'app/routes/home.tsx'],
  about: [
    'content/page-texts/about.ts',
    'content/about.ts',
    'content/technologies.ts',
    'features/about',
    'app/routes/about.tsx',
  ],
  events: [
    'content/page-texts/events.ts',
    'content/culture.ts',
    'features/culture',
    'app/routes/events.tsx',
  ],
  career: [
    'content/page-texts/career.ts',
    'content/careers.ts',
    'features/careers',
    'app/routes/{career,job}.tsx',
  ],
  contact: [
    'content/page-texts/contact.ts',
    'content/contact.ts',
    'features/contact',
    'app/routes/contact.tsx',
  ],
  apply: [
    'content/page-texts/apply.ts',
    'content/apply.ts',
    'features/apply',
    'app/routes/apply.tsx',
  ],
  legal: [
    'content/page-texts/legal.ts',
    'content/legal.ts',
    'features/legal',
    'app/routes/{imprint,privacy}.tsx',
  ],
  // The sign-in and sign-up forms; the account notice the layout shows stays in the site's.
  account: [
    'content/page-texts/account.ts',
    'features/auth/components/{auth-form,login-form,signup-form}.tsx',
    'app/routes/{login,signup}.tsx',
  ],
} as const;

export type PageCatalog = keyof typeof PAGE_CATALOG_SOURCES;
export type CatalogName = 'site' | PageCatalog;

export const CATALOG_NAMES = [
  'site',
  ...(Object.keys(PAGE_CATALOG_SOURCES) as PageCatalog[]),
] as const satisfies readonly CatalogName[];
