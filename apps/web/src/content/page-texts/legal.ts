import { msg } from '@lingui/core/macro';
import type { PageTexts } from './page-text';

/** The title and description of the legal pages (in the legal catalog, with its other texts). */
export const legalPageTexts = (name: string): PageTexts => ({
  '/imprint': {
    title: msg`Imprint – ${name}`,
    description: msg`Legal information about the company behind this website.`,
  },
  '/privacy': {
    title: msg`Privacy policy – ${name}`,
    description: msg`How we collect, use and protect your personal data.`,
  },
});
