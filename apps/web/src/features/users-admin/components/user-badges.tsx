import { Hourglass } from 'lucide-react';
import type { RoleName } from '@app/shared/options';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const ROLE_TONES: Record<RoleName, BadgeTone> = {
  Registered: 'neutral',
  Staff: 'info',
  Admin: 'brand',
};

export function RoleBadge({ role }: { role: RoleName }) {
  return <Badge tone={ROLE_TONES[role] ?? 'neutral'}>{role}</Badge>;
}

export function StatusBadge({ disabled }: { disabled: boolean }) {
  return (
    <Badge tone={disabled ? 'danger' : 'success'} dot>
      {disabled ? 'Disabled' : 'Active'}
    </Badge>
  );
}

/** Marks a new signup that waits for an Admin to give it staff access. */
export function AwaitingApprovalBadge() {
  return (
    <Badge tone="warning">
      <Hourglass aria-hidden="true" size={12} />
      Awaiting approval
    </Badge>
  );
}
