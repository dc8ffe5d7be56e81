import { msg } from '@lingui/core/macro';
import type { PageTexts } from './page-text';

/** The title and description of the career page (in the career catalog, with its other texts). */
export const careerPageTexts = (name: string): PageTexts => ({
  '/career': {
    title: msg`Careers – ${name}`,
    description: msg`Open positions at ${name} in Lahore: what we build, who we look for and what we offer.`,
  },
});
