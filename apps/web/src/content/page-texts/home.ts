import { msg } from '@lingui/core/macro';
import type { PageTexts } from './page-text';

/** The title and description of the home page (in the home catalog, with its other texts). */
export const homePageTexts = (name: string): PageTexts => ({
  '/': {
    title: msg`${name} – Custom software, cloud and AI from Lahore`,
    description: msg`We design, build and run custom software, cloud platforms and AI solutions for businesses in Europe and beyond.`,
  },
});
