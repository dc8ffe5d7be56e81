/** A message catalog, compiled by the Lingui Vite plugin when the app imports it. */
declare module '*.po' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}
