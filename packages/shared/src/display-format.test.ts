import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatRupees, formatTimestamp, localDayRange } from './display-format';

describe('formatCalendarDate', () => {
  it('shows year, short month and day', () => {
    expect(formatCalendarDate('2025-07-11')).toBe('2025 Jul 11');
    expect(formatCalendarDate('2026-09-07')).toBe('2026 Sep 7');
  });

  it('never shifts the day, whatever the time zone', () => {
    expect(formatCalendarDate('2025-01-01')).toBe('2025 Jan 1');
    expect(formatCalendarDate('2025-12-31')).toBe('2025 Dec 31');
  });

  it('gives back text that is not a date unchanged, and nothing for nothing', () => {
    expect(formatCalendarDate('soon')).toBe('soon');
    expect(formatCalendarDate(null)).toBe('');
  });
});

describe('formatTimestamp', () => {
  const instant = '2026-11-21T23:33:10.866Z';

  it('shows the day in the given time zone', () => {
    expect(formatTimestamp(instant, { timeZone: 'UTC' })).toBe('2026 Nov 21');
    expect(formatTimestamp(instant, { timeZone: 'Asia/Karachi' })).toBe('2026 Nov 22');
  });

  it('adds hour and minute on a 24-hour clock when asked', () => {
    expect(formatTimestamp(instant, { withTime: true, timeZone: 'UTC' })).toBe(
      '2026 Nov 21, 23:33',
    );
    expect(formatTimestamp(instant, { withTime: true, timeZone: 'Asia/Karachi' })).toBe(
      '2026 Nov 22, 04:33',
    );
    expect(formatTimestamp('2026-01-05T00:07:00Z', { withTime: true, timeZone: 'UTC' })).toBe(
      '2026 Jan 5, 00:07',
    );
  });

  it('gives back text that is not a timestamp unchanged', () => {
    expect(formatTimestamp('later')).toBe('later');
  });
});

describe('formatRupees', () => {
  it('prefixes Rs and groups thousands', () => {
    expect(formatRupees(250000)).toBe('Rs 250,000');
    expect(formatRupees(0)).toBe('Rs 0');
    expect(formatRupees(1234567.5)).toBe('Rs 1,234,567.5');
  });

  it('shows nothing for a missing amount', () => {
    expect(formatRupees(null)).toBe('');
    expect(formatRupees(Number.NaN)).toBe('');
  });
});

describe('localDayRange', () => {
  it('spans the whole local day', () => {
    const range = localDayRange('2025-07-11')!;
    const start = new Date(range.start);
    const end = new Date(range.end);
    expect([
      start.getFullYear(),
      start.getMonth(),
      start.getDate(),
      start.getHours(),
      start.getMinutes(),
    ]).toEqual([2025, 6, 11, 0, 0]);
    expect([
      end.getDate(),
      end.getHours(),
      end.getMinutes(),
      end.getSeconds(),
      end.getMilliseconds(),
    ]).toEqual([11, 23, 59, 59, 999]);
  });

  it('refuses text that is not a real date', () => {
    expect(localDayRange('2025-02-30')).toBeNull();
    expect(localDayRange('yesterday')).toBeNull();
  });
});
