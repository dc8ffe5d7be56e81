import { msg } from '@lingui/core/macro';
import type { PageTexts } from './page-text';

/** The title and description of the contact page (in the contact catalog, with its other texts). */
export const contactPageTexts = (name: string): PageTexts => ({
  '/contact': {
    title: msg`Contact us – ${name}`,
    description: msg`Tell us about your project or question, or visit our office in Lahore. We answer every message within one working day.`,
  },
});
