import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import { forwardRef, type ReactNode } from 'react';

export interface AlertProps {
  /** `info` is a standing note, such as why something waits. */
  tone: 'success' | 'info' | 'error';
  children: ReactNode;
  /** A control at the banner's end, such as the button that dismisses it. */
  action?: ReactNode;
  className?: string;
}

const ICONS = { success: CircleCheck, info: Info, error: CircleAlert };

/**
 * A message banner. Success and information are announced politely (role status), an error at
 * once (role alert).
 * It can take focus, so a form can move the visitor to the outcome of a submission.
 */
export const Alert = forwardRef<HTMLDivElement, AlertProps>(function Alert(
  { tone, children, action, className },
  ref,
) {
  const Icon = ICONS[tone];
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role={tone === 'error' ? 'alert' : 'status'}
      className={['alert', `alert--${tone}`, className].filter(Boolean).join(' ')}
    >
      <Icon className="alert__icon" aria-hidden="true" size={20} />
      <div className="alert__body">{children}</div>
      {action ? <div className="alert__action">{action}</div> : null}
    </div>
  );
});
