import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useMemo, useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form';
import { toast } from 'sonner';
import type { UploadedFile } from '@app/shared/media';
import { ApiRequestError } from '../../../lib/api-client';
import { describeError } from '../../../lib/describe-error';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';
import { useSaveEntry } from '../api/save-entry';
import type { MediaEditorDefinition, MediaEntry, MediaFieldOf } from '../media-entry';
import {
  acceptedKinds,
  entryMediaOf,
  mediaFieldsOf,
  mediaIdsOf,
  tooManyFor,
  withUploads,
} from '../media/entry-media';
import { MediaEditorDialog, MediaFieldset } from '../media/media-editor-dialog';
import { MediaListsField } from '../media/media-lists-field';
import { PhotoField } from '../media/photo-field';
import { useFreshUploads } from '../media/use-fresh-uploads';
import { useMediaUpload } from '../media/use-media-upload';
import { EditorTextFields } from './editor-text-fields';

export interface MediaEntryEditorProps<A, V extends FieldValues, D, M extends MediaFieldOf<A>> {
  definition: MediaEditorDefinition<A, V, D, M>;
  /** The entry to change; null adds a new one. */
  entry: MediaEntry<A> | null;
  onClose: () => void;
}

/** The text fields start from the entry's attributes of the same names; empty for a new entry. */
function initialValues<A, V extends FieldValues>(
  fields: readonly { name: Path<V> }[],
  entry: MediaEntry<A> | null,
): DefaultValues<V> {
  const attributes = entry?.attributes as Record<string, unknown> | undefined;
  return Object.fromEntries(
    fields.map(({ name }) => [name, attributes?.[name] ?? '']),
  ) as DefaultValues<V>;
}

/**
 * Adds or changes an entry of a media collection: its text fields, and its media uploaded here
 * with a progress bar (put in order, or one photo previewed). Files uploaded but not saved are
 * removed again. Mounted while open.
 */
export function MediaEntryEditor<A, V extends FieldValues, D, M extends MediaFieldOf<A>>({
  definition,
  entry,
  onClose,
}: MediaEntryEditorProps<A, V, D, M>) {
  const { collection, names, messages, form, media: section } = definition;
  const formId = `${names.one.toLowerCase()}-editor-form`;
  const saveEntry = useSaveEntry(collection);
  const fresh = useFreshUploads();
  const [media, setMedia] = useState(() => entryMediaOf(section, entry));
  const [mediaError, setMediaError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<V, unknown, D>({
    resolver: zodResolver(form.schema) as Resolver<V, unknown, D>,
    defaultValues: initialValues(form.fields, entry),
  });

  const accepted = useMemo(() => acceptedKinds(section), [section]);
  const checkChoice = useCallback(
    (files: readonly File[]) => tooManyFor(section, media, files),
    [section, media],
  );
  const upload = useMediaUpload({ accepted, checkChoice });
  const uploading = upload.progress !== null;

  function addUploaded(files: UploadedFile[]) {
    fresh.add(files.map((file) => file.id));
    setMedia((current) => withUploads(section, current, files));
    setMediaError(null);
  }

  function close() {
    fresh.discardAllBut([]);
    onClose();
  }

  const onSubmit = handleSubmit(async (values) => {
    try {
      await saveEntry.mutateAsync({ id: entry?.id ?? null, data: form.toData(values, media) });
      fresh.discardAllBut(mediaIdsOf(media));
      toast.success(entry ? messages.saved : messages.created);
      onClose();
    } catch (error) {
      applyServerFieldErrors(
        error,
        form.fields.map((field) => field.name),
        setError,
      );
      const fieldErrors = error instanceof ApiRequestError ? error.fieldErrors : {};
      setMediaError(
        mediaFieldsOf(section)
          .map(({ name }) => fieldErrors[name])
          .find(Boolean) ?? null,
      );
      toast.error(messages.saveFailed, { description: describeError(error) });
    }
  });

  return (
    <MediaEditorDialog
      title={`${entry ? 'Edit' : 'Add'} ${names.one}`}
      formId={formId}
      saveLabel={`Save ${names.one}`}
      uploading={uploading}
      waitMessage={messages.waitForUpload}
      isSubmitting={isSubmitting}
      onCancel={close}
      size={definition.wide ? 'lg' : 'md'}
      className={definition.wide ? 'media-editor-dialog--wide' : undefined}
    >
      <form id={formId} className="media-editor" noValidate onSubmit={onSubmit}>
        <EditorTextFields fields={form.fields} register={register} errors={errors} />
        <MediaFieldset legend={section.legend}>
          {section.type === 'lists' ? (
            <MediaListsField
              section={section}
              media={media}
              onChange={(name, files) => setMedia((current) => ({ ...current, [name]: files }))}
              upload={upload}
              onUploaded={addUploaded}
              error={mediaError}
            />
          ) : (
            <PhotoField
              section={section}
              photo={media[section.name][0] ?? null}
              onRemove={() => setMedia((current) => ({ ...current, [section.name]: [] }))}
              upload={upload}
              onUploaded={addUploaded}
              error={mediaError}
              control={control}
            />
          )}
        </MediaFieldset>
      </form>
    </MediaEditorDialog>
  );
}
