import type { ReactNode } from 'react';
import './badge.css';

export type BadgeTone =
  'neutral' | 'info' | 'success' | 'danger' | 'warning' | 'brand' | 'brand-outline';

export interface BadgeProps {
  tone: BadgeTone;
  /** A dot of the badge's colour before the text, for a state (Paid, Active). */
  dot?: boolean;
  children: ReactNode;
}

/** A small pill label in a tone, for a row's status or role. */
export function Badge({ tone, dot = false, children }: BadgeProps) {
  return (
    <span
      className={['status-badge', `status-badge--${tone}`, dot ? 'status-badge--dot' : '']
        .filter(Boolean)
        .join(' ')}
    >
      {children}
    </span>
  );
}
