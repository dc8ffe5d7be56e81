export const careersIntro = {
  eyebrow: 'Careers',
  title: 'Open Positions',
  lead: 'Join a team that ships real products for clients across Europe, learns together every week and keeps its evenings free.',
} as const;

/** The Apply page for a position: the form opens with that position chosen. */
export function applyHref(position: string): string {
  return `/apply?${new URLSearchParams({ position }).toString()}`;
}
