import { Trans } from '@lingui/react/macro';
import { RotateCw } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';

/** What a section shows when its data could not be loaded, with a way to try again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="load-failed">
      <Alert tone="error">{message}</Alert>
      <Button variant="secondary" onClick={onRetry}>
        <RotateCw aria-hidden="true" size={16} />
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}

/** Grey placeholder cards while a section loads. */
export function LoadingCards({
  label,
  count,
  className,
}: {
  label: string;
  count: number;
  className: string;
}) {
  return (
    <div role="status" aria-label={label} className={className}>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="skeleton-card" aria-hidden="true">
          <span className="skeleton skeleton--media" />
          <span className="skeleton skeleton--line" />
          <span className="skeleton skeleton--line skeleton--short" />
        </div>
      ))}
    </div>
  );
}
