import { msg } from '@lingui/core/macro';
import type { PageTexts } from './page-text';

/** The title and description of the events page (in the events catalog, with its other texts). */
export const eventsPageTexts = (name: string): PageTexts => ({
  '/events': {
    title: msg`Culture – ${name}`,
    description: msg`Life at our Lahore office: what our employees say about working here and the events, hackathons and celebrations we share.`,
  },
});
