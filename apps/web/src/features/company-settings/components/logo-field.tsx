import { Trash2 } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { LOGO_MIME_TYPES } from '@app/shared/company';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { MediaUploadField } from '../../media-admin/media/media-upload-field';
import { useMediaUpload } from '../../media-admin/media/use-media-upload';

/** A logo as the field shows it: where its image is and its file name. */
export interface ShownLogo {
  url: string;
  name: string;
}

export const LOGO_TYPE_MESSAGE = 'The logo must be a PNG or JPEG image (invoice PDFs embed it).';

const isLogoFile = (file: File) => (LOGO_MIME_TYPES as readonly string[]).includes(file.type);

export interface LogoFieldProps {
  /** The logo saved with the settings; null for the built-in one. */
  initial: ShownLogo | null;
  /** What the server refused of the logo when saving. */
  error: string | undefined;
  /** The new logo's file id, or null to return to the built-in logo. */
  onChange: (id: number | null) => void;
}

/** The firm's logo: shown, removed (back to the built-in logo), or replaced by an upload. */
export function LogoField({ initial, error, onChange }: LogoFieldProps) {
  const [logo, setLogo] = useState(initial);
  const inputRef = useRef<HTMLInputElement>(null);
  const checkChoice = useCallback(
    (files: readonly File[]) => (files.every(isLogoFile) ? null : LOGO_TYPE_MESSAGE),
    [],
  );
  const upload = useMediaUpload({ accepted: ['image'], checkChoice });

  function remove() {
    setLogo(null);
    onChange(null);
    inputRef.current?.focus();
  }

  return (
    <div className="company-logo">
      <div className="company-logo__current">
        {logo ? (
          <>
            <img className="company-logo__image" src={logo.url} alt="" width={64} height={64} />
            <span className="company-logo__name" title={logo.name}>
              {logo.name}
            </span>
            <Button variant="ghost" size="sm" className="button--danger-text" onClick={remove}>
              <Trash2 aria-hidden="true" size={14} />
              Use the built-in logo
            </Button>
          </>
        ) : (
          <p className="company-logo__none">The built-in logo is used.</p>
        )}
      </div>
      <MediaUploadField
        label={logo ? 'Replace logo' : 'Upload logo'}
        hint="A PNG or JPEG image, shown in the invoice PDF's header and in mails."
        accept={LOGO_MIME_TYPES.join(',')}
        upload={upload}
        onUploaded={([file]) => {
          if (!file) return;
          setLogo({ url: file.url, name: file.name });
          onChange(file.id);
        }}
        inputRef={inputRef}
      />
      {error ? <Alert tone="error">{error}</Alert> : null}
    </div>
  );
}
