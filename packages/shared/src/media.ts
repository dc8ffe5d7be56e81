import { z } from 'zod';
import { RESUME_MAX_BYTES } from './constants';
import {
  dataBody,
  defineRoute,
  errorResponse,
  idParams,
  multipartForm,
  singleResponse,
  type ListFields,
  entryQuery,
  collectionReads,
  type AttributeTypes,
} from './contract';
import { MESSAGES } from './messages';

/** What Staff may upload as event and testimonial media, recognised by content, not by name. */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const VIDEO_MIME_TYPES = ['video/mp4', 'video/webm'] as const;
/** For the `accept` attribute of the admin's file inputs. */
export const MEDIA_ACCEPT = [...IMAGE_MIME_TYPES, ...VIDEO_MIME_TYPES].join(',');
export const RESUME_ACCEPT = 'application/pdf';

const MEGABYTE = 1024 * 1024;
export const IMAGE_MAX_BYTES = 20 * MEGABYTE;
export const VIDEO_MAX_BYTES = 200 * MEGABYTE;
/** Files one Staff upload request may carry. */
export const MAX_FILES_PER_UPLOAD = 20;
/** Longest file name kept for display. */
export const FILE_NAME_MAX_LENGTH = 200;

/** Image variants, as Strapi makes them: the Culture page prefers `formats.small.url`. */
export const SMALL_IMAGE_MAX_WIDTH_PX = 500;
export const THUMBNAIL_MAX_WIDTH_PX = 245;
export const THUMBNAIL_MAX_HEIGHT_PX = 156;

export function megabytes(bytes: number): string {
  return `${Math.round(bytes / MEGABYTE)} MB`;
}

/** Why an upload was refused, worded for the person who chose the file. */
export const UPLOAD_MESSAGES = {
  resumeRequired: MESSAGES.resumeRequired,
  resumeTooLarge: `The resume must be at most ${megabytes(RESUME_MAX_BYTES)}.`,
  oneResumeOnly: 'Upload one resume (a single PDF file).',
  noFiles: 'Choose at least one file to upload.',
  tooManyFiles: `Upload at most ${MAX_FILES_PER_UPLOAD} files at a time.`,
  unsafeName: 'File names must not contain slashes, backslashes or control characters.',
  wrongField: 'Send the files in a form field named "files".',
  notMultipart: 'Send the files as multipart/form-data in a field named "files".',
  malformed: 'The upload was cut off or is not a valid multipart form. Please try again.',
  fileTooLarge: `Each file must be at most ${megabytes(VIDEO_MAX_BYTES)}.`,
  empty: (name: string) => `"${name}" is empty.`,
  unsupportedMedia: (name: string) =>
    `"${name}" is not a supported file. Upload JPEG, PNG or WebP images, or MP4 or WebM videos.`,
  unreadableImage: (name: string) => `"${name}" could not be read as an image.`,
  imageTooLarge: (name: string) =>
    `"${name}" is larger than ${megabytes(IMAGE_MAX_BYTES)}, the limit for images.`,
  videoTooLarge: (name: string) =>
    `"${name}" is larger than ${megabytes(VIDEO_MAX_BYTES)}, the limit for videos.`,
} as const;

/** One image variant inside `formats`. */
export const mediaFormatSchema = z.object({
  name: z.string(),
  hash: z.string(),
  ext: z.string(),
  mime: z.string(),
  path: z.null(),
  width: z.number().int(),
  height: z.number().int(),
  /** Kilobytes with two decimals, as Strapi reports them. */
  size: z.number(),
  sizeInBytes: z.number().int(),
  url: z.string(),
});

/** A file as Strapi's media library describes it. */
export const mediaAttributesSchema = z.object({
  name: z.string(),
  alternativeText: z.string().nullable(),
  caption: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  formats: z.record(z.string(), mediaFormatSchema).nullable(),
  hash: z.string(),
  ext: z.string(),
  mime: z.string(),
  size: z.number(),
  /** `/uploads/<name>` for public media; `/api/files/<id>/download` (Staff only) for a resume. */
  url: z.string(),
  previewUrl: z.string().nullable(),
  provider: z.string(),
  provider_metadata: z.null(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MediaAttributes = z.infer<typeof mediaAttributesSchema>;

/**
 * The attributes of a file that filters through a media relation may name (`hash` and `url` name
 * where the file is stored, so they are not among them).
 */
export const MEDIA_ATTRIBUTE_TYPES = {
  id: 'id',
  name: 'string',
  ext: 'string',
  mime: 'string',
  width: 'number',
  height: 'number',
  createdAt: 'timestamp',
  updatedAt: 'timestamp',
} as const satisfies AttributeTypes;

export const mediaEntitySchema = z.object({
  id: z.number().int(),
  attributes: mediaAttributesSchema,
});
export type MediaEntity = z.infer<typeof mediaEntitySchema>;

/** `POST /api/upload` answers a bare array of these (the id first, the attributes beside it). */
export const uploadedFileSchema = z.object({
  id: z.number().int(),
  ...mediaAttributesSchema.shape,
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/** Media fields: a list is `{data: [...]}` or `{data: null}` when empty, as Strapi answers. */
export const mediaListFieldSchema = z.object({ data: z.array(mediaEntitySchema).nullable() });
export const mediaSingleFieldSchema = z.object({ data: mediaEntitySchema.nullable() });

/** A list of uploaded file ids in a request body, in the order they are shown. */
export function fileIdListField(label: string, maxItems: number) {
  const error = `${label} must be a list of file ids.`;
  return z
    .array(z.number({ error }).int({ error }).positive({ error }), { error })
    .max(maxItems, { error: `${label} may hold at most ${maxItems} files.` });
}

const uploadsTag = 'Uploads';

/** The bytes of a stored file, streamed: never serialized as JSON, documented as a binary answer. */
const storedFileBytes = z
  .custom<Uint8Array | AsyncIterable<Uint8Array>>(
    (value) =>
      value instanceof Uint8Array ||
      (typeof value === 'object' && value !== null && Symbol.asyncIterator in value),
  )
  .meta({ type: 'string', format: 'binary', description: 'The file, in its own content type' });

/** Uploading files, downloading a private one and deleting one. */
export const fileRoutes = {
  upload: defineRoute({
    method: 'POST',
    url: '/api/upload',
    access: 'identified',
    tag: uploadsTag,
    summary: 'Upload a resume (anyone) or event and testimonial media (Staff)',
    description: 'Answers the stored files as a bare array.',
    form: multipartForm(
      z.object({
        files: z
          .array(z.string().meta({ format: 'binary' }))
          .describe(
            `Anyone: one PDF resume (at most ${megabytes(RESUME_MAX_BYTES)}, kept private). ` +
              `Staff: JPEG, PNG or WebP images (at most ${megabytes(IMAGE_MAX_BYTES)}) and MP4 or WebM videos (at most ${megabytes(VIDEO_MAX_BYTES)}), public; ` +
              `at most ${MAX_FILES_PER_UPLOAD} files a request.`,
          ),
      }),
    ),
    rateLimited: true,
    response: { 200: z.array(uploadedFileSchema), 413: errorResponse },
  }),
  download: defineRoute({
    method: 'GET',
    url: '/api/files/:id/download',
    access: 'Staff',
    tag: uploadsTag,
    summary: 'Download a stored file, such as a resume (Staff)',
    description: 'An attachment under the name it was uploaded with; never cached.',
    produces: [RESUME_ACCEPT, ...IMAGE_MIME_TYPES, ...VIDEO_MIME_TYPES],
    params: idParams,
    response: { 200: storedFileBytes },
  }),
  delete: defineRoute({
    method: 'DELETE',
    url: '/api/upload/files/:id',
    access: 'Staff',
    tag: uploadsTag,
    summary: 'Delete an uploaded file (Staff)',
    params: idParams,
    response: { 200: uploadedFileSchema },
  }),
};

/** What a collection with uploaded media (events, testimonials) defines of its routes. */
export interface MediaEntityDefinition<
  Attributes extends z.ZodType,
  Create extends z.ZodType,
  Update extends z.ZodType,
> {
  /** The collection's path, e.g. `/api/events`. */
  url: string;
  tag: string;
  /** An entry on the wire; its media fields are present when populated. */
  attributes: Attributes;
  create: Create;
  update: Update;
  /** What the list may be filtered and sorted by; `relations` are the media fields `populate` may name. */
  listFields: ListFields & { relations: Record<string, AttributeTypes> };
  summaries: { list: string; get: string; create: string; update: string; delete: string };
}

/**
 * The five routes of a Culture page collection with uploaded media: anyone lists and reads it,
 * Staff create, change and delete entries; every route may `populate` the media fields.
 */
export function mediaEntityRoutes<
  Attributes extends z.ZodType,
  Create extends z.ZodType,
  Update extends z.ZodType,
>(entity: MediaEntityDefinition<Attributes, Create, Update>) {
  const { url, tag, summaries } = entity;
  // Typed as a path with `:id`, so that a call of the entry routes must name the entry.
  const itemUrl = `${url}/:id` as const;
  const entityResponse = singleResponse(entity.attributes);
  const withMedia = entryQuery(entity.listFields);
  return {
    ...collectionReads({
      url,
      access: 'public',
      tag,
      attributes: entity.attributes,
      fields: entity.listFields,
      summaries,
    }),
    create: defineRoute({
      method: 'POST',
      url,
      access: 'Staff',
      tag,
      summary: summaries.create,
      querystring: withMedia,
      body: dataBody(entity.create),
      response: { 200: entityResponse },
    }),
    update: defineRoute({
      method: 'PUT',
      url: itemUrl,
      access: 'Staff',
      tag,
      summary: summaries.update,
      params: idParams,
      querystring: withMedia,
      body: dataBody(entity.update),
      response: { 200: entityResponse },
    }),
    delete: defineRoute({
      method: 'DELETE',
      url: itemUrl,
      access: 'Staff',
      tag,
      summary: summaries.delete,
      params: idParams,
      querystring: withMedia,
      response: { 200: entityResponse },
    }),
  };
}

/** The routes `mediaEntityRoutes` defines for a collection. */
export type MediaEntityRoutes<
  Attributes extends z.ZodType = z.ZodType,
  Create extends z.ZodType = z.ZodType,
  Update extends z.ZodType = z.ZodType,
> = ReturnType<typeof mediaEntityRoutes<Attributes, Create, Update>>;
