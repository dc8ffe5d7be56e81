import { describe, expect, it } from 'vitest';
import { EVENTS } from './events/events-tab';
import { defineMediaEntry } from './media-entry';

describe('defineMediaEntry', () => {
  it('words the notices of a collection from its names and the label of its search', () => {
    const talks = defineMediaEntry({
      ...EVENTS,
      names: { one: 'Talk', other: 'Talks' },
      searchLabel: 'Speaker',
      confirmDelete: 'Are you sure you want to delete this talk?',
    });
    expect(talks.messages).toEqual({
      loadFailed: 'Failed to load talks.',
      empty: 'No talks yet. Add the first one.',
      noMatches: 'No talks match this speaker.',
      created: 'Talk created.',
      saved: 'Talk saved.',
      saveFailed: 'Failed to save talk.',
      deleted: 'Talk deleted.',
      deleteFailed: 'Failed to delete talk.',
      confirmDelete: 'Are you sure you want to delete this talk?',
      waitForUpload: 'Saving is possible once the upload has finished.',
    });
  });
});
