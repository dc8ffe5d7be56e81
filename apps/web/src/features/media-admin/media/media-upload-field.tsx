import { Upload, X } from 'lucide-react';
import { useId, useState, type DragEvent, type ReactNode, type Ref } from 'react';
import type { UploadedFile } from '@app/shared/media';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import type { MediaUpload } from './use-media-upload';
import './media-upload.css';

export interface MediaUploadFieldProps {
  /** The file input's label, e.g. `Add photos or videos`. */
  label: string;
  /** What may be uploaded, read out with the input. */
  hint: ReactNode;
  /** The input's `accept` list. */
  accept: string;
  multiple?: boolean;
  upload: MediaUpload;
  /** Receives what the server stored, in the order the files were chosen. */
  onUploaded: (files: UploadedFile[]) => void;
  inputRef?: Ref<HTMLInputElement>;
}

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 0 });

/**
 * A file input that uploads what is chosen or dropped on it, with a progress bar, a way to cancel,
 * and the reasons for any file that was refused (before sending, or by the server).
 */
export function MediaUploadField({
  label,
  hint,
  accept,
  multiple = false,
  upload,
  onUploaded,
  inputRef,
}: MediaUploadFieldProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const progressLabelId = `${inputId}-progress`;
  const [dragging, setDragging] = useState(false);
  const [done, setDone] = useState('');
  const uploading = upload.progress !== null;

  async function send(files: readonly File[]) {
    if (files.length === 0) return;
    setDone('');
    const stored = await upload.upload(multiple ? files : files.slice(0, 1));
    if (stored.length === 0) return;
    setDone(`${stored.length} ${stored.length === 1 ? 'file' : 'files'} uploaded.`);
    onUploaded(stored);
  }

  function onDragOver(event: DragEvent<HTMLDivElement>) {
    if (uploading || !event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    setDragging(false);
    if (uploading) return;
    event.preventDefault();
    void send([...event.dataTransfer.files]);
  }

  return (
    <div className="media-upload">
      <div
        className={['media-upload__zone', dragging ? 'media-upload__zone--dragging' : '']
          .filter(Boolean)
          .join(' ')}
        onDragOver={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <Upload className="media-upload__icon" aria-hidden="true" size={22} />
        <label className="media-upload__label" htmlFor={inputId}>
          {label}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className="input media-upload__input"
          type="file"
          accept={accept}
          multiple={multiple}
          disabled={uploading}
          aria-describedby={hintId}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            // Cleared at once, so choosing the same file again after fixing it is a change too.
            event.target.value = '';
            void send(files);
          }}
        />
        <p className="media-upload__hint" id={hintId}>
          {hint} You can also drop files here.
        </p>
      </div>

      {uploading ? (
        <div className="upload-progress">
          <div className="upload-progress__text">
            <span id={progressLabelId}>
              Uploading {upload.fileCount} {upload.fileCount === 1 ? 'file' : 'files'}…
            </span>
            <span aria-hidden="true">{percent.format(upload.progress ?? 0)}</span>
          </div>
          <progress
            className="upload-progress__bar"
            aria-labelledby={progressLabelId}
            value={upload.progress ?? 0}
            max={1}
          />
          <Button variant="ghost" size="sm" onClick={upload.cancel}>
            <X aria-hidden="true" size={16} />
            Cancel upload
          </Button>
        </div>
      ) : null}

      <p className="media-upload__done" role="status">
        {uploading ? '' : done}
      </p>

      {upload.problems.length > 0 ? (
        <Alert tone="error" className="media-upload__problems">
          <ul className="media-upload__problem-list">
            {upload.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
    </div>
  );
}
