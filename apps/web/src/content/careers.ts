import { msg } from '@lingui/core/macro';
export const careersIntro = {
  eyebrow: msg`Careers`,
  title: msg`Open Positions`,
  lead: msg`Join a team that ships real products for clients across Europe, learns together every week and keeps its evenings free.`,
} as const;

/** The Apply page for a position: the form opens with that position chosen. */
export function applyHref(position: string): string {
  return `/apply?${new URLSearchParams({ position }).toString()}`;
}
