import { msg } from '@lingui/core/macro';
/** The query flag that tells the home page to show a note about the signed-in account. */
export const ACCOUNT_NOTICE_PARAM = 'notice';

export const ACCOUNT_NOTICES = {
  'pending-approval': {
    title: msg`Your account is waiting for approval.`,
    text: msg`You are signed in. The admin area opens once an administrator has given your account staff access.`,
  },
  'account-created': {
    title: msg`Your account has been created.`,
    text: msg`You are signed in. An administrator still has to approve your account before you can use the admin area.`,
  },
} as const;

export type AccountNoticeKind = keyof typeof ACCOUNT_NOTICES;

export function accountNoticePath(kind: AccountNoticeKind): string {
  return `/?${ACCOUNT_NOTICE_PARAM}=${kind}`;
}
