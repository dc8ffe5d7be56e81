import type { FieldErrors, FieldValues, UseFormRegister } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field';
import type { TextField } from '../media-entry';

export interface EditorTextFieldsProps<V extends FieldValues> {
  fields: readonly TextField<V>[];
  register: UseFormRegister<V>;
  errors: FieldErrors<V>;
}

/** The editor's text fields, each with its label and the message of its error. */
export function EditorTextFields<V extends FieldValues>({
  fields,
  register,
  errors,
}: EditorTextFieldsProps<V>) {
  return (
    <div className="media-editor__fields">
      {fields.map(({ name, label, input, rows, required, wide }) => (
        <FormField
          key={name}
          label={label}
          error={errors[name]?.message?.toString()}
          required={required}
          className={wide ? 'media-editor__wide' : undefined}
        >
          {input === 'textarea' ? (
            <textarea className="input" rows={rows} {...register(name)} />
          ) : (
            <input
              className="input"
              type={input}
              autoComplete={input === 'text' ? 'off' : undefined}
              {...register(name)}
            />
          )}
        </FormField>
      ))}
    </div>
  );
}
