/**
 * An event's calendar date (`YYYY-MM-DD`) in the visitor's own format: year, short month, day.
 * Built from its parts, so no time zone can move it to the day before.
 */
export function formatEventDate(isoDate: string, locale?: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  if (!year || !month || !day) return isoDate;
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  }).format(new Date(year, month - 1, day));
}
