import type { UploadedFile } from '@app/shared/media';
import type {
  EntryMedia,
  MediaEntry,
  MediaFieldOf,
  MediaRelation,
  MediaSection,
} from '../media-entry';
import { fromMediaEntity, fromUploadedFile } from './editor-media';
import { mediaKindOf, type MediaKind } from './media-checks';

/** The section's media fields with the kind of file each takes (a photo is an image). */
export function mediaFieldsOf<M extends string>(
  section: MediaSection<M>,
): { name: M; kind: MediaKind }[] {
  return section.type === 'lists' ? [...section.lists] : [{ name: section.name, kind: 'image' }];
}

/** The kinds of file the section takes, each once. */
export function acceptedKinds(section: MediaSection<string>): MediaKind[] {
  return [...new Set(mediaFieldsOf(section).map((field) => field.kind))];
}

/** The entry's media by field, as the editor starts with them; none for a new entry. */
export function entryMediaOf<A, M extends MediaFieldOf<A>>(
  section: MediaSection<M>,
  entry: MediaEntry<A> | null,
): EntryMedia<M> {
  const media = {} as EntryMedia<M>;
  for (const { name } of mediaFieldsOf(section)) {
    const stored = (entry?.attributes[name] as MediaRelation | null | undefined)?.data ?? [];
    media[name] = (Array.isArray(stored) ? stored : [stored]).map(fromMediaEntity);
  }
  return media;
}

/** The media with uploaded files added: each at the end of the list of its kind, or as the photo. */
export function withUploads<M extends string>(
  section: MediaSection<M>,
  media: EntryMedia<M>,
  files: readonly UploadedFile[],
): EntryMedia<M> {
  const added = files.map(fromUploadedFile);
  if (section.type === 'photo') return { ...media, [section.name]: added.slice(0, 1) };
  const next = { ...media };
  for (const list of section.lists)
    next[list.name] = [...media[list.name], ...added.filter((file) => file.kind === list.kind)];
  return next;
}

/** Why a choice of files would give a list more files than it may hold; null when it fits. */
export function tooManyFor<M extends string>(
  section: MediaSection<M>,
  media: EntryMedia<M>,
  files: readonly File[],
): string | null {
  if (section.type !== 'lists') return null;
  const over = section.lists.find(
    (list) =>
      media[list.name].length +
        files.filter((file) => mediaKindOf(file.type) === list.kind).length >
      list.max,
  );
  return over?.tooMany ?? null;
}

/** The ids of every file the editor holds, which a save makes the entry's. */
export function mediaIdsOf<M extends string>(media: EntryMedia<M>): number[] {
  return Object.values<EntryMedia<M>[M]>(media).flatMap((files) => files.map((file) => file.id));
}
