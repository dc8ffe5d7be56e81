import { CircleAlert, CircleCheck } from 'lucide-react';
import { forwardRef, type ReactNode } from 'react';

export interface AlertProps {
  tone: 'success' | 'error';
  children: ReactNode;
  className?: string;
}

/**
 * A message banner. Success is announced politely (role status), an error at once (role alert).
 * It can take focus, so a form can move the visitor to the outcome of a submission.
 */
export const Alert = forwardRef<HTMLDivElement, AlertProps>(function Alert(
  { tone, children, className },
  ref,
) {
  const Icon = tone === 'success' ? CircleCheck : CircleAlert;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role={tone === 'success' ? 'status' : 'alert'}
      className={['alert', `alert--${tone}`, className].filter(Boolean).join(' ')}
    >
      <Icon className="alert__icon" aria-hidden="true" size={20} />
      <div className="alert__body">{children}</div>
    </div>
  );
});
