import { msg } from '@lingui/core/macro';

/** The main navigation of SPEC.md section 2, in its order and wording. */
export const MAIN_NAV_LINKS = [
  { href: '/', label: msg`Home` },
  { href: '/about', label: msg`About us` },
  { href: '/events', label: msg`Culture` },
  { href: '/contact', label: msg`Contact us` },
  { href: '/career', label: msg`Careers` },
] as const;

export const FOOTER_LINKS = [
  { href: '/imprint', label: msg`Imprint` },
  { href: '/privacy', label: msg`Privacy` },
  { href: '/contact', label: msg`Contact` },
] as const;
