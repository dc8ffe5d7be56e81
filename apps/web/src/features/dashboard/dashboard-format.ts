const monthFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const euros = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' });

/** `2026-11` → `Nov 2026`. */
export function formatMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return monthFormat.format(new Date(Date.UTC(year, monthNumber - 1, 1)));
}

/** `1234.5` → `€1,234.50`. */
export function formatEuros(amount: number): string {
  return euros.format(amount);
}
