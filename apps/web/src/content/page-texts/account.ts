import { msg } from '@lingui/core/macro';
import type { PageTexts } from './page-text';

/** The title and description of the account pages (in the account catalog, with its other texts). */
export const accountPageTexts = (name: string): PageTexts => ({
  '/login': {
    title: msg`Log in – ${name}`,
    description: msg`Staff sign-in.`,
  },
  '/signup': {
    title: msg`Sign up – ${name}`,
    description: msg`Create an account.`,
  },
  '/forgot-password': {
    title: msg`Forgot your password? – ${name}`,
    description: msg`Ask for a link to reset your password.`,
  },
  '/reset-password': {
    title: msg`Choose a new password – ${name}`,
    description: msg`Set a new password with the link from the mail.`,
  },
});
