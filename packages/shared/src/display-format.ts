/**
 * How the admin tables show dates and salaries (SPEC.md section 9): dates as year, short month,
 * day (`2025 Jul 11`), message timestamps with hour and minute, salaries as `Rs 250,000`.
 */

const MONTH_FORMAT_LOCALE = 'en-US';
const calendarDateParts = new Intl.DateTimeFormat(MONTH_FORMAT_LOCALE, {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const rupees = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

function partsToYearMonthDay(parts: Intl.DateTimeFormatPart[]): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')} ${part('month')} ${part('day')}`;
}

/** `2025-07-11` → `2025 Jul 11`, read as a calendar date so no time zone can move the day. */
export function formatCalendarDate(isoDate: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate ?? '');
  if (!match) return isoDate ?? '';
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return partsToYearMonthDay(calendarDateParts.formatToParts(date));
}

/**
 * A timestamp in the viewer's time zone: `2025 Jul 11`, or `2025 Jul 11, 14:05` with the time.
 * `timeZone` is for tests and servers; browsers use their own.
 */
export function formatTimestamp(
  iso: string | null | undefined,
  options: { withTime?: boolean; timeZone?: string } = {},
): string {
  const date = new Date(iso ?? '');
  if (Number.isNaN(date.getTime())) return iso ?? '';
  const parts = new Intl.DateTimeFormat(MONTH_FORMAT_LOCALE, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: options.timeZone,
  }).formatToParts(date);
  const day = partsToYearMonthDay(parts);
  if (!options.withTime) return day;
  const hour = parts.find((p) => p.type === 'hour')?.value ?? '';
  const minute = parts.find((p) => p.type === 'minute')?.value ?? '';
  return `${day}, ${hour}:${minute}`;
}

/** `250000` → `Rs 250,000` (thousands separators, decimals only when there are any). */
export function formatRupees(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '';
  return `Rs ${rupees.format(amount)}`;
}

/**
 * The first and last instant of a calendar day in the viewer's time zone, as ISO strings:
 * what a "sent on" date filter compares `createdAt` with.
 */
export function localDayRange(isoDate: string): { start: string; end: string } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const start = new Date(year, month, day, 0, 0, 0, 0);
  const end = new Date(year, month, day, 23, 59, 59, 999);
  if (Number.isNaN(start.getTime()) || start.getDate() !== day) return null;
  return { start: start.toISOString(), end: end.toISOString() };
}

/**
 * `Friedrichstraße 123, 10117 Berlin, Germany`: an address of the company settings on one line
 * (here rather than beside its schema, so that public pages format it without loading zod).
 */
export function formatPostalAddress(address: {
  street: string;
  postalCode: string;
  city: string;
  country: string;
}): string {
  return `${address.street}, ${address.postalCode} ${address.city}, ${address.country}`;
}
