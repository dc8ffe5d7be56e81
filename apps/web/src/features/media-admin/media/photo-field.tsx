import { Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';
import type { UploadedFile } from '@app/shared/media';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import type { MediaSection } from '../media-entry';
import type { EditorMedia } from './editor-media';
import { acceptFor } from './media-checks';
import { MediaUploadField } from './media-upload-field';
import type { MediaUpload } from './use-media-upload';

export interface PhotoFieldProps<V extends FieldValues, D> {
  section: Extract<MediaSection<string>, { type: 'photo' }>;
  photo: EditorMedia | null;
  onRemove: () => void;
  upload: MediaUpload;
  onUploaded: (files: UploadedFile[]) => void;
  /** What the server refused of the photo when saving. */
  error: string | null;
  /** The editor's form, whose `section.labelField` the preview shows. */
  control: Control<V, unknown, D>;
}

/** One optional photo: previewed with its name, removed, or uploaded in place of the current one. */
export function PhotoField<V extends FieldValues, D>({
  section,
  photo,
  onRemove,
  upload,
  onUploaded,
  error,
  control,
}: PhotoFieldProps<V, D>) {
  const inputRef = useRef<HTMLInputElement>(null);
  const label: unknown = useWatch({ control, name: section.labelField as Path<V> });
  const { Preview, fileNoun = 'photo' } = section;

  function remove() {
    onRemove();
    inputRef.current?.focus();
  }

  return (
    <>
      <div className="media-photo">
        <Preview src={photo?.previewUrl ?? null} label={typeof label === 'string' ? label : ''} />
        {photo ? (
          <div className="media-photo__info">
            <span className="media-photo__name" title={photo.name}>
              {photo.name}
            </span>
            <Button variant="ghost" size="sm" className="button--danger-text" onClick={remove}>
              <Trash2 aria-hidden="true" size={14} />
              {`Remove ${fileNoun}`}
            </Button>
          </div>
        ) : (
          <p className="media-photo__none">{section.noPhoto}</p>
        )}
      </div>
      <MediaUploadField
        label={photo ? `Replace ${fileNoun}` : `Upload ${fileNoun}`}
        hint={section.hint}
        accept={acceptFor(['image'])}
        upload={upload}
        onUploaded={onUploaded}
        inputRef={inputRef}
      />
      {error ? <Alert tone="error">{error}</Alert> : null}
    </>
  );
}
