import type { UploadedFile } from '@app/shared/media';
import { Alert } from '../../../components/ui/alert';
import type { EntryMedia, MediaSection } from '../media-entry';
import type { EditorMedia } from './editor-media';
import { acceptFor } from './media-checks';
import { MediaOrderList } from './media-order-list';
import { MediaUploadField } from './media-upload-field';
import type { MediaUpload } from './use-media-upload';

export interface MediaListsFieldProps<M extends string> {
  section: Extract<MediaSection<M>, { type: 'lists' }>;
  media: EntryMedia<M>;
  onChange: (name: M, files: EditorMedia[]) => void;
  upload: MediaUpload;
  onUploaded: (files: UploadedFile[]) => void;
  /** What the server refused of the media when saving. */
  error: string | null;
}

/** One upload for several files at once, sorted by kind into ordered lists (an event's images and videos). */
export function MediaListsField<M extends string>({
  section,
  media,
  onChange,
  upload,
  onUploaded,
  error,
}: MediaListsFieldProps<M>) {
  return (
    <>
      <MediaUploadField
        label={section.uploadLabel}
        hint={section.hint}
        accept={acceptFor(section.lists.map((list) => list.kind))}
        multiple
        upload={upload}
        onUploaded={onUploaded}
      />
      {error ? <Alert tone="error">{error}</Alert> : null}
      {section.lists.map((list) => (
        <MediaOrderList
          key={list.name}
          title={list.title}
          items={media[list.name]}
          onChange={(files) => onChange(list.name, files)}
          withCover={list.withCover}
          emptyText={list.emptyText}
        />
      ))}
    </>
  );
}
