import { msg } from '@lingui/core/macro';
import type { PageTexts } from './page-text';

/** The title and description of the about page (in the about catalog, with its other texts). */
export const aboutPageTexts = (name: string): PageTexts => ({
  '/about': {
    title: msg`About us – ${name}`,
    description: msg`Who we are: a software company in Lahore with a German GmbH, our partners in seven countries, our values, our office, our technologies and our team.`,
  },
});
