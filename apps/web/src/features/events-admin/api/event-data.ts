import type { EventCreateInput } from '@app/shared/event';

/** What the editor sends: every field, media as id lists in display order (the first image is the cover). */
export type EventData = Required<Pick<EventCreateInput, 'title' | 'date' | 'images' | 'videos'>> & {
  description: string | null;
};
