import { Hourglass } from 'lucide-react';
import type { RoleName } from '@app/shared/options';

const ROLE_TONES: Record<RoleName, string> = { Registered: 'neutral', Staff: 'info', Admin: 'brand' };

export function RoleBadge({ role }: { role: RoleName }) {
  return <span className={`user-badge user-badge--${ROLE_TONES[role] ?? 'neutral'}`}>{role}</span>;
}

export function StatusBadge({ disabled }: { disabled: boolean }) {
  return (
    <span className={`user-badge user-badge--dot ${disabled ? 'user-badge--danger' : 'user-badge--success'}`}>
      {disabled ? 'Disabled' : 'Active'}
    </span>
  );
}

/** Marks a new signup that waits for an Admin to give it staff access. */
export function AwaitingApprovalBadge() {
  return (
    <span className="user-badge user-badge--warning">
      <Hourglass aria-hidden="true" size={12} />
      Awaiting approval
    </span>
  );
}
