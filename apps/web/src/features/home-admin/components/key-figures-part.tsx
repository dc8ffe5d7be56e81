import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import {
  useFieldArray,
  useForm,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { toast } from 'sonner';
import {
  keyFiguresSchema,
  MAX_KEY_FACTS,
  MAX_KEY_HIGHLIGHTS,
  type KeyFiguresAttributes,
  type KeyFiguresData,
  type KeyFiguresInput,
} from '@app/shared/key-figures';
import { MoveButtons } from '../../../components/admin/move-buttons';
import { useFocusAfterMove } from '../../../components/admin/move-focus';
import { SectionHeader } from '../../../components/admin/section-header';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { IconButton } from '../../../components/ui/icon-button';
import { describeError } from '../../../lib/describe-error';
import { useKeyFigures, useSaveKeyFigures } from '../api/key-figures';

export const KEY_FIGURES_MESSAGES = {
  saved: 'Key figures saved.',
  saveFailed: 'Failed to save the key figures.',
  loadFailed: 'Failed to load the key figures.',
} as const;

type FigureList = 'facts' | 'highlights';

const LISTS: readonly {
  name: FigureList;
  legend: string;
  hint: string;
  one: string;
  max: number;
}[] = [
  {
    name: 'facts',
    legend: 'Facts under the headline',
    hint: 'A value with what it counts: “10+” “years of delivery”.',
    one: 'fact',
    max: MAX_KEY_FACTS,
  },
  {
    name: 'highlights',
    legend: 'Highlights on the product card',
    hint: 'The card beside the headline has two places: the first at its top, the second at its foot.',
    one: 'highlight',
    max: MAX_KEY_HIGHLIGHTS,
  },
];

/** The hero's figures: every one the firm's own, or none; an empty list shows nothing. */
export function KeyFiguresPart() {
  const figures = useKeyFigures();
  const attributes = figures.data?.data.attributes;
  return (
    <section className="home-admin__part" aria-labelledby="key-figures-title">
      <SectionHeader
        headingId="key-figures-title"
        title="Key figures"
        lead="What the hero at the top of the home page states about the firm."
      />
      {figures.isError ? (
        <Alert tone="error">
          {KEY_FIGURES_MESSAGES.loadFailed} {describeError(figures.error)}
        </Alert>
      ) : attributes ? (
        <KeyFiguresForm figures={attributes} />
      ) : (
        <p role="status">Loading key figures…</p>
      )}
    </section>
  );
}

function KeyFiguresForm({ figures }: { figures: KeyFiguresAttributes }) {
  const save = useSaveKeyFigures();
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<KeyFiguresInput, unknown, KeyFiguresData>({
    resolver: zodResolver(keyFiguresSchema),
    defaultValues: { facts: figures.facts, highlights: figures.highlights },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      toast.success(KEY_FIGURES_MESSAGES.saved);
    } catch (error) {
      toast.error(KEY_FIGURES_MESSAGES.saveFailed, { description: describeError(error) });
    }
  });
  return (
    <form className="home-admin__figures" noValidate onSubmit={onSubmit}>
      {LISTS.map((list) => (
        <FigureFieldset
          key={list.name}
          list={list}
          control={control}
          register={register}
          errors={errors[list.name]}
        />
      ))}
      <div className="home-admin__figures-actions">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Save key figures'}
        </Button>
      </div>
    </form>
  );
}

interface FigureFieldsetProps {
  list: (typeof LISTS)[number];
  control: Control<KeyFiguresInput, unknown, KeyFiguresData>;
  register: UseFormRegister<KeyFiguresInput>;
  errors: FieldErrors<KeyFiguresInput>[FigureList];
}

/** One list of figures: each a value and a label, moved, removed and added in place. */
function FigureFieldset({ list, control, register, errors }: FigureFieldsetProps) {
  const { fields, append, remove, move } = useFieldArray({ control, name: list.name });
  const { listRef, focusAfterMove } = useFocusAfterMove<HTMLOListElement>();
  return (
    <fieldset className="home-admin__figure-list">
      <legend>{list.legend}</legend>
      <p className="form-field__hint">{list.hint}</p>
      {fields.length === 0 ? (
        <p className="home-admin__empty">{`No ${list.one}s: the home page shows none.`}</p>
      ) : (
        <ol className="home-admin__figure-rows" ref={listRef}>
          {fields.map((field, index) => {
            const place = `${list.one} ${index + 1}`;
            return (
              <li key={field.id} className="home-admin__figure">
                <FormField
                  label={`Value of ${place}`}
                  required
                  error={errors?.[index]?.value?.message}
                >
                  <input
                    className="input"
                    autoComplete="off"
                    {...register(`${list.name}.${index}.value`)}
                  />
                </FormField>
                <FormField
                  label={`Label of ${place}`}
                  required
                  error={errors?.[index]?.label?.message}
                >
                  <input
                    className="input"
                    autoComplete="off"
                    {...register(`${list.name}.${index}.label`)}
                  />
                </FormField>
                <span className="home-admin__actions">
                  <MoveButtons
                    name={place}
                    id={field.id}
                    isFirst={index === 0}
                    isLast={index === fields.length - 1}
                    onMove={(direction) => {
                      focusAfterMove(field.id, direction);
                      move(index, direction === 'up' ? index - 1 : index + 1);
                    }}
                  />
                  <IconButton
                    danger
                    aria-label={`Remove: ${place}`}
                    title="Remove"
                    onClick={() => remove(index)}
                  >
                    <Trash2 aria-hidden="true" size={16} />
                  </IconButton>
                </span>
              </li>
            );
          })}
        </ol>
      )}
      <Button
        variant="secondary"
        size="sm"
        disabled={fields.length >= list.max}
        onClick={() => append({ value: '', label: '' })}
      >
        <Plus aria-hidden="true" size={14} />
        {`Add ${list.one}`}
      </Button>
    </fieldset>
  );
}
