import { describe, expect, it } from 'vitest';
import { formatErasureCounts, personalDataRequestSchema } from './data-protection';
import { MESSAGES } from './messages';

describe('formatErasureCounts', () => {
  it('words each count in the singular or plural', () => {
    expect(formatErasureCounts({ applications: 2, contacts: 1, files: 2, notes: 0 })).toBe(
      '2 applications, 1 message and 2 files',
    );
    expect(formatErasureCounts({ applications: 1, contacts: 0, files: 1, notes: 0 })).toBe(
      '1 application, 0 messages and 1 file',
    );
  });

  it('names the notes only when there were some', () => {
    expect(formatErasureCounts({ applications: 1, contacts: 0, files: 1, notes: 1 })).toBe(
      '1 application, 0 messages, 1 file and 1 note',
    );
    expect(formatErasureCounts({ applications: 2, contacts: 1, files: 2, notes: 3 })).toBe(
      '2 applications, 1 message, 2 files and 3 notes',
    );
  });
});

describe('personalDataRequestSchema', () => {
  it('takes one trimmed e-mail address and nothing else', () => {
    expect(personalDataRequestSchema.parse({ email: ' amna@example.com ' })).toEqual({
      email: 'amna@example.com',
    });
    expect(personalDataRequestSchema.safeParse({ email: 'amna' }).error?.issues[0]?.message).toBe(
      MESSAGES.invalidEmail,
    );
    expect(
      personalDataRequestSchema.safeParse({ email: 'amna@example.com', name: 'Amna' }).success,
    ).toBe(false);
  });
});
