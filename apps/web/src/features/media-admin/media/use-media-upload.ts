import { useCallback, useEffect, useRef, useState } from 'react';
import type { UploadedFile } from '@app/shared/media';
import { isAbortError } from '../../../lib/upload-with-progress';
import { uploadMedia } from '../api/upload-media';
import { describeError } from '../../../lib/describe-error';
import { sortOutFiles, type MediaKind } from './media-checks';

export interface MediaUploadOptions {
  /** The kinds of file this form takes. */
  accepted: readonly MediaKind[];
  /** A reason to refuse the whole choice (e.g. too many files for the entry), or null. */
  checkChoice?: (files: readonly File[]) => string | null;
}

export interface MediaUpload {
  /** Share of the bytes sent, 0 to 1, while an upload runs; null otherwise. */
  progress: number | null;
  /** How many files the running upload carries. */
  fileCount: number;
  /** Why files were refused, by the checks here or by the server; empty when all went well. */
  problems: string[];
  /** Checks the files, uploads those that pass and answers what the server stored. */
  upload: (files: readonly File[]) => Promise<UploadedFile[]>;
  /** Stops the running upload; nothing of it is kept. */
  cancel: () => void;
  clearProblems: () => void;
}

/** Uploading media for an admin form: checks first, then one upload at a time with its progress. */
export function useMediaUpload({ accepted, checkChoice }: MediaUploadOptions): MediaUpload {
  const [progress, setProgress] = useState<number | null>(null);
  const [fileCount, setFileCount] = useState(0);
  const [problems, setProblems] = useState<string[]>([]);
  const controllerRef = useRef<AbortController | null>(null);

  // Closing the form stops its upload, so no file arrives for a form that is gone.
  useEffect(() => () => controllerRef.current?.abort(), []);

  const upload = useCallback(
    async (files: readonly File[]): Promise<UploadedFile[]> => {
      if (controllerRef.current) return [];
      const { valid, problems: refused } = sortOutFiles(files, accepted);
      const choiceProblem = valid.length > 0 ? (checkChoice?.(valid) ?? null) : null;
      if (choiceProblem) refused.push(choiceProblem);
      setProblems(refused);
      if (valid.length === 0 || choiceProblem) return [];

      const controller = new AbortController();
      controllerRef.current = controller;
      setFileCount(valid.length);
      setProgress(0);
      try {
        return await uploadMedia(valid, {
          signal: controller.signal,
          onProgress: ({ loaded, total }) => setProgress(total > 0 ? loaded / total : 0),
        });
      } catch (error) {
        if (!isAbortError(error))
          setProblems([...refused, describeError(error) ?? 'The upload failed. Please try again.']);
        return [];
      } finally {
        controllerRef.current = null;
        setProgress(null);
      }
    },
    [accepted, checkChoice],
  );

  const cancel = useCallback(() => controllerRef.current?.abort(), []);
  const clearProblems = useCallback(() => setProblems([]), []);

  return { progress, fileCount, problems, upload, cancel, clearProblems };
}
