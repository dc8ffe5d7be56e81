import { Download } from 'lucide-react';
import { toast } from 'sonner';
import { MESSAGES } from '@app/shared/messages';
import { Button } from '../../../components/ui/button';
import { downloadResume } from '../api/download-resume';
import type { Application } from '../types';

export const DOWNLOAD_FAILED_MESSAGE = 'Failed to download the file.';

/** The application's resume files, each with a download button, or `No files.`. */
export function ResumeFiles({ application }: { application: Application }) {
  const files = application.attributes.resume?.data ?? [];
  if (files.length === 0) return <span className="muted-text">{MESSAGES.noFiles}</span>;
  return (
    <ul className="resume-files">
      {files.map((file) => (
        <li key={file.id}>
          <Button
            variant="secondary"
            size="sm"
            className="resume-files__button"
            title={file.attributes.name}
            aria-label={`Download ${file.attributes.name}`}
            onClick={() => downloadResume(file).catch(() => toast.error(DOWNLOAD_FAILED_MESSAGE))}
          >
            <Download aria-hidden="true" size={14} />
            Download
          </Button>
        </li>
      ))}
    </ul>
  );
}
