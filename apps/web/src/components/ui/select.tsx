import { ChevronDown } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends Omit<ComponentPropsWithRef<'select'>, 'children' | 'size'> {
  /** The choices; a plain string is both value and label. */
  options: readonly (string | SelectOption)[];
  /** A first choice with an empty value, such as `All Types` or `Select Status`. */
  placeholder?: string;
  /** `sm` for controls inside table rows. */
  size?: 'sm' | 'md';
}

/**
 * A native select in the site's look: keyboard and screen-reader behaviour come from the
 * browser, and phones show their own picker. Works inside FormField and with react-hook-form.
 */
export function Select({ options, placeholder, size = 'md', className, ...props }: SelectProps) {
  return (
    <span className={['select', `select--${size}`, className].filter(Boolean).join(' ')}>
      <select className="input select__control" {...props}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => {
          const { value, label } =
            typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {label}
            </option>
          );
        })}
      </select>
      <ChevronDown className="select__icon" aria-hidden="true" size={16} />
    </span>
  );
}
