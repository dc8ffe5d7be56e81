import { useState } from 'react';
import type { ApplicationAttributes } from '@app/shared/application';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long an application has had its status, in whole days: `for 5 days`, `since today`. */
export function waitedFor(since: string, now: number): string {
  const days = Math.floor((now - Date.parse(since)) / DAY_MS);
  if (!Number.isFinite(days) || days < 1) return 'since today';
  return days === 1 ? 'for 1 day' : `for ${days.toLocaleString('en-US')} days`;
}

/** `in Shortlisted for 5 days`: the status and how long the application has waited in it. */
export function waitingInStatus(
  {
    applicationStatus,
    statusChangedAt,
  }: Pick<ApplicationAttributes, 'applicationStatus' | 'statusChangedAt'>,
  now: number,
): string {
  return `in ${applicationStatus} ${waitedFor(statusChangedAt, now)}`;
}

/** `in Shortlisted for 5 days`, counted from when the component first showed. */
export function WaitingInStatus({
  attributes,
}: {
  attributes: Pick<ApplicationAttributes, 'applicationStatus' | 'statusChangedAt'>;
}) {
  const [now] = useState(Date.now);
  return waitingInStatus(attributes, now);
}
