import type { ComponentProps } from 'react';

/**
 * An amount of money: a number of at least 0 to the cent, with the number keyboard on touch
 * screens. Everything else (value, `register(…)`, class, labels) is the caller's.
 */
export function AmountInput({ className = 'input', ...props }: ComponentProps<'input'>) {
  return (
    <input className={className} type="number" step="0.01" min="0" inputMode="decimal" {...props} />
  );
}
