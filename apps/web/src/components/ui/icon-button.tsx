import type { ButtonHTMLAttributes } from 'react';
import './icon-button.css';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** What the button does, with what it acts on (`Remove: team.png`): its accessible name. */
  'aria-label': string;
  /** Red on hover: the button removes something. */
  danger?: boolean;
}

/** A small square button showing only an icon (its children), named by `aria-label`. */
export function IconButton({ danger = false, className, ...props }: IconButtonProps) {
  return (
    <button
      type="button"
      className={['icon-button', danger ? 'icon-button--danger' : '', className ?? '']
        .filter(Boolean)
        .join(' ')}
      {...props}
    />
  );
}
