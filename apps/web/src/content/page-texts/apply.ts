import { msg } from '@lingui/core/macro';
import type { PageTexts } from './page-text';

/** The title and description of the apply page (in the apply catalog, with its other texts). */
export const applyPageTexts = (name: string): PageTexts => ({
  '/apply': {
    title: msg`Apply – ${name}`,
    description: msg`Apply for an open position with your details and a PDF resume.`,
  },
});
