import { createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { RESUME_MAX_BYTES } from '@app/shared/constants';
import {
  IMAGE_MAX_BYTES,
  MAX_FILES_PER_UPLOAD,
  UPLOAD_MESSAGES,
  VIDEO_MAX_BYTES,
} from '@app/shared/media';
import { ApiError } from '../../http/errors';
import { assertSafeFileName, displayNameFor } from './file-names';
import { detectAcceptedType, type AcceptedType } from './file-types';
import type { TempFiles } from './temp-files';
import { uploadError, uploadTooLarge } from './upload-errors';

export interface ReceivedUpload {
  tempPath: string;
  displayName: string;
  type: AcceptedType;
  sizeBytes: number;
}

const FILES_FIELD = 'files';

/**
 * Reads the `files` parts of a multipart request into temporary files, one at a time, and
 * checks each by its content. Anyone may send one PDF resume; Staff may instead send images
 * and videos. The first refused file ends the request with a 4xx naming it.
 */
export async function receiveUploads(
  request: FastifyRequest,
  temp: TempFiles,
  isStaff: boolean,
): Promise<ReceivedUpload[]> {
  if (!request.isMultipart()) throw uploadError(UPLOAD_MESSAGES.notMultipart);
  const maxFiles = isStaff ? MAX_FILES_PER_UPLOAD : 1;
  const received: ReceivedUpload[] = [];
  const limits = {
    fileSize: isStaff
      ? Math.max(VIDEO_MAX_BYTES, IMAGE_MAX_BYTES, RESUME_MAX_BYTES)
      : RESUME_MAX_BYTES,
    files: maxFiles + 1,
    fields: 5,
    fieldSize: 1024,
    parts: maxFiles + 6,
  };
  try {
    // preservePath keeps the name as sent, so that a name with a path in it is refused, not cut short.
    const parts = request.parts({ preservePath: true, limits });
    for await (const part of parts) {
      if (part.type !== 'file' || part.fieldname !== FILES_FIELD)
        throw uploadError(UPLOAD_MESSAGES.wrongField);
      if (received.length === maxFiles)
        throw uploadError(isStaff ? UPLOAD_MESSAGES.tooManyFiles : UPLOAD_MESSAGES.oneResumeOnly);
      assertSafeFileName(part.filename);
      const tempPath = temp.newPath();
      await pipeline(part.file, createWriteStream(tempPath, { flags: 'wx' }));
      received.push(await checkUpload(tempPath, part.filename, part.file.truncated, isStaff));
    }
  } catch (error) {
    throw asClientError(error, isStaff);
  }
  if (received.length === 0)
    throw uploadError(isStaff ? UPLOAD_MESSAGES.noFiles : UPLOAD_MESSAGES.resumeRequired);
  if (received.length > 1 && received.some((file) => file.type.kind === 'resume'))
    throw uploadError(UPLOAD_MESSAGES.oneResumeOnly);
  return received;
}

async function checkUpload(
  tempPath: string,
  sentName: string,
  truncated: boolean,
  isStaff: boolean,
): Promise<ReceivedUpload> {
  const sizeBytes = (await stat(tempPath)).size;
  const type = await detectAcceptedType(tempPath, truncated ? 'cut-off' : 'whole');
  const shownName = type ? displayNameFor(sentName, type.ext) : sentName;
  if (sizeBytes === 0) throw uploadError(UPLOAD_MESSAGES.empty(shownName));
  if (!type || (type.kind !== 'resume' && !isStaff)) {
    throw uploadError(
      isStaff ? UPLOAD_MESSAGES.unsupportedMedia(shownName) : UPLOAD_MESSAGES.resumeRequired,
    );
  }
  if (type.kind === 'resume' && (truncated || sizeBytes > RESUME_MAX_BYTES))
    throw uploadTooLarge(UPLOAD_MESSAGES.resumeTooLarge);
  if (type.kind === 'image' && (truncated || sizeBytes > IMAGE_MAX_BYTES))
    throw uploadTooLarge(UPLOAD_MESSAGES.imageTooLarge(shownName));
  if (type.kind === 'video' && truncated)
    throw uploadTooLarge(UPLOAD_MESSAGES.videoTooLarge(shownName));
  return { tempPath, displayName: shownName, type, sizeBytes };
}

/** Multipart parser failures are the client's: a cut-off body, too many parts, a bad header. */
function asClientError(error: unknown, isStaff: boolean): unknown {
  if (error instanceof ApiError) return error;
  const code = (error as { code?: string }).code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return uploadTooLarge(
        isStaff ? UPLOAD_MESSAGES.fileTooLarge : UPLOAD_MESSAGES.resumeTooLarge,
      );
    case 'FST_FILES_LIMIT':
      return uploadError(isStaff ? UPLOAD_MESSAGES.tooManyFiles : UPLOAD_MESSAGES.oneResumeOnly);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PROTO_VIOLATION':
      return uploadError(UPLOAD_MESSAGES.wrongField);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return uploadError(UPLOAD_MESSAGES.notMultipart);
    default:
      // busboy reports a malformed or cut-off body with a plain Error.
      if (error instanceof Error && !code && /multipart|boundary|needle/i.test(error.message)) {
        return uploadError(UPLOAD_MESSAGES.malformed);
      }
      return error;
  }
}
