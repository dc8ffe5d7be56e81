/** The main navigation of SPEC.md section 2, in its order and wording. */
export const MAIN_NAV_LINKS = [
  { href: '/', label: 'Home' },
  { href: '/about', label: 'About us' },
  { href: '/events', label: 'Culture' },
  { href: '/contact', label: 'Contact us' },
  { href: '/career', label: 'Careers' },
] as const;

export const FOOTER_LINKS = [
  { href: '/imprint', label: 'Imprint' },
  { href: '/privacy', label: 'Privacy' },
  { href: '/contact', label: 'Contact' },
] as const;
