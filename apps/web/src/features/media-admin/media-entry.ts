import type { ColumnDef } from '@tanstack/react-table';
import type { ComponentType } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import type { z } from 'zod';
import type { MediaEntity } from '@app/shared/media';
import type { SortState } from '../../components/ui/data-table';
import type { StrapiEntity } from '../../lib/strapi';
import type { MediaCollection } from './api/media-collection';
import type { EditorMedia } from './media/editor-media';
import type { MediaKind } from './media/media-checks';

/** An entry of a media collection as its list answers it (`populate=*`). */
export type MediaEntry<A> = StrapiEntity<A>;

/** How an entry nests its media: a list (`images`) or one file (`photo`), each may be empty. */
export type MediaRelation = { data: MediaEntity[] | null } | { data: MediaEntity | null };

/** The names of an entry's attributes that hold media. */
export type MediaFieldOf<A> = {
  [K in keyof A]-?: NonNullable<A[K]> extends MediaRelation ? K : never;
}[keyof A] &
  string;

/** The editor's media by field, each in display order; a photo is a list of one or none. */
export type EntryMedia<M extends string> = Record<M, EditorMedia[]>;

/** An ordered list of one kind of file, under its own heading (an event's images). */
export interface MediaListField<M extends string> {
  name: M;
  kind: MediaKind;
  /** The list's heading: `Images`. */
  title: string;
  /** How many the entry may have, and the refusal of a choice that would pass it. */
  max: number;
  tooMany: string;
  emptyText: string;
  /** The first file is the cover, and any other can be made the cover. */
  withCover?: boolean;
}

export interface PhotoPreviewProps {
  /** The photo's preview; null when there is none. */
  src: string | null;
  /** What the entry is called in the form right now (a person's name, for their initials). */
  label: string;
}

/**
 * The media part of the editor: several ordered lists filled by one upload that sorts files by
 * kind (events), or one optional photo that an upload replaces (testimonials).
 */
export type MediaSection<M extends string> =
  | {
      type: 'lists';
      legend: string;
      uploadLabel: string;
      hint: string;
      lists: readonly MediaListField<M>[];
    }
  | {
      type: 'photo';
      legend: string;
      hint: string;
      name: M;
      /** What the buttons call the file (`Upload photo`, `Replace logo`); `photo` unless said. */
      fileNoun?: string;
      /** Shown in place of the photo's name when there is none. */
      noPhoto: string;
      /** The form field whose value the preview shows beside the photo. */
      labelField: string;
      Preview: ComponentType<PhotoPreviewProps>;
    };

/** A text field of the editor; it starts from the entry's attribute of the same name. */
export interface TextField<V extends FieldValues> {
  name: Path<V>;
  label: string;
  input: 'text' | 'date' | 'textarea';
  rows?: number;
  required?: boolean;
  /** Takes a whole row where the fields stand in two columns. */
  wide?: boolean;
}

/** What a media collection's tab needs to be told: everything else is the same for all of them. */
export interface MediaEntryConfig<A, V extends FieldValues, D, M extends MediaFieldOf<A>> {
  collection: MediaCollection;
  /** What one entry and the collection are called (`Event`, `Events`): title, buttons, dialogs, counts and notices. */
  names: { one: string; other: string };
  /** The line under the title, before the count. */
  lead: string;
  /** The label of the search filter; it searches the collection's search field. */
  searchLabel: string;
  sortFields: readonly string[];
  defaultSort: SortState;
  /** The table's columns before Edit and Delete. */
  // Columns mix value types; TanStack's own examples type them the same way.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<MediaEntry<A>, any>[];
  /** The entry's name: its row's buttons (`Edit: Team dinner`) and the delete question. */
  nameOf: (attributes: A) => string;
  deleteTitle: (name: string) => string;
  confirmDelete: string;
  form: {
    /** The text fields' rules and messages (the server's); the media are kept beside the form. */
    schema: z.ZodType<D, V>;
    fields: readonly TextField<V>[];
    /** What the editor sends: every field, media as file ids. */
    toData: (values: D, media: EntryMedia<M>) => object;
  };
  media: MediaSection<M>;
  /** A long form: a wide dialog, its fields in two columns, Save kept in view while it scrolls. */
  wide?: boolean;
}

/** What a media collection's tab tells a person; each failure says what went wrong (DESIGN.md section 2). */
export interface MediaEntryMessages {
  loadFailed: string;
  empty: string;
  noMatches: string;
  created: string;
  saved: string;
  saveFailed: string;
  deleted: string;
  deleteFailed: string;
  confirmDelete: string;
  waitForUpload: string;
}

export interface MediaEntryDefinition<
  A,
  V extends FieldValues,
  D,
  M extends MediaFieldOf<A>,
> extends MediaEntryConfig<A, V, D, M> {
  messages: MediaEntryMessages;
}

/** What the editor of one entry needs of its collection's definition. */
export type MediaEditorDefinition<A, V extends FieldValues, D, M extends MediaFieldOf<A>> = Pick<
  MediaEntryDefinition<A, V, D, M>,
  'collection' | 'names' | 'form' | 'media' | 'wide'
> & {
  messages: Pick<MediaEntryMessages, 'created' | 'saved' | 'saveFailed' | 'waitForUpload'>;
};

/** A collection's definition, with the messages its names give. */
export function defineMediaEntry<A, V extends FieldValues, D, M extends MediaFieldOf<A>>(
  config: MediaEntryConfig<A, V, D, M>,
): MediaEntryDefinition<A, V, D, M> {
  const one = config.names.one.toLowerCase();
  const other = config.names.other.toLowerCase();
  return {
    ...config,
    messages: {
      loadFailed: `Failed to load ${other}.`,
      empty: `No ${other} yet. Add the first one.`,
      noMatches: `No ${other} match this ${config.searchLabel.toLowerCase()}.`,
      created: `${config.names.one} created.`,
      saved: `${config.names.one} saved.`,
      saveFailed: `Failed to save ${one}.`,
      deleted: `${config.names.one} deleted.`,
      deleteFailed: `Failed to delete ${one}.`,
      confirmDelete: config.confirmDelete,
      waitForUpload: 'Saving is possible once the upload has finished.',
    },
  };
}
