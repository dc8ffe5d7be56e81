import { describe, expect, it } from 'vitest';
import { waitingInStatus } from './waiting-time';

const NOW = Date.parse('2025-07-10T12:00:00.000Z');

describe('waitingInStatus', () => {
  it('counts whole days in the status', () => {
    const waited = (statusChangedAt: string) =>
      waitingInStatus({ applicationStatus: 'Shortlisted', statusChangedAt }, NOW);
    expect(waited('2025-07-05T12:00:00.000Z')).toBe('in Shortlisted for 5 days');
    expect(waited('2025-07-09T11:00:00.000Z')).toBe('in Shortlisted for 1 day');
    expect(waited('2025-07-10T02:00:00.000Z')).toBe('in Shortlisted since today');
    expect(waited('2022-07-10T12:00:00.000Z')).toBe('in Shortlisted for 1,096 days');
  });
});
