import type { RoleName } from '@app/shared/options';
import type { UserAccessChange } from '@app/shared/users';
import type { AdminUser } from './types';

export interface UserAction {
  id:
    'make-staff' | 'make-admin' | 'demote-to-staff' | 'demote-to-registered' | 'disable' | 'enable';
  /** The button's text. */
  label: string;
  changes: UserAccessChange;
  /** Asked before the change is sent; absent for changes that take nothing away. */
  confirm?: { title: string; message: string; confirmLabel: string; tone: 'default' | 'danger' };
  /** The toast after the change, e.g. `Ayesha is now Staff.` */
  doneMessage: string;
  /** Demotions and disabling take access away; the UI paints them as such. */
  takesAccessAway: boolean;
}

function promote(username: string, role: Extract<RoleName, 'Staff' | 'Admin'>): UserAction {
  if (role === 'Staff') {
    return {
      id: 'make-staff',
      label: 'Make Staff',
      changes: { role },
      doneMessage: `${username} is now Staff.`,
      takesAccessAway: false,
    };
  }
  return {
    id: 'make-admin',
    label: 'Make Admin',
    changes: { role },
    confirm: {
      title: `Make ${username} an Admin?`,
      message: `${username} will be able to manage every user, including other Admins.`,
      confirmLabel: 'Make Admin',
      tone: 'default',
    },
    doneMessage: `${username} is now an Admin.`,
    takesAccessAway: false,
  };
}

function demote(username: string, role: Extract<RoleName, 'Registered' | 'Staff'>): UserAction {
  return {
    id: role === 'Staff' ? 'demote-to-staff' : 'demote-to-registered',
    label: `Demote to ${role}`,
    changes: { role },
    confirm: {
      title: `Demote ${username} to ${role}?`,
      message:
        role === 'Staff'
          ? `${username} keeps the admin area but can no longer manage users.`
          : `${username} loses access to the admin area at once.`,
      confirmLabel: 'Demote',
      tone: 'danger',
    },
    doneMessage: `${username} is now ${role}.`,
    takesAccessAway: true,
  };
}

function disableOrEnable(username: string, disabled: boolean): UserAction {
  if (disabled) {
    return {
      id: 'enable',
      label: 'Re-enable',
      changes: { disabled: false },
      doneMessage: `${username} has been re-enabled.`,
      takesAccessAway: false,
    };
  }
  return {
    id: 'disable',
    label: 'Disable',
    changes: { disabled: true },
    confirm: {
      title: `Disable ${username}?`,
      message: `${username} is signed out at once and cannot sign in until an Admin re-enables the account.`,
      confirmLabel: 'Disable',
      tone: 'danger',
    },
    doneMessage: `${username} has been disabled.`,
    takesAccessAway: true,
  };
}

/**
 * What an Admin may do to a user: promote one step (Registered → Staff → Admin), demote one step,
 * disable or re-enable. Nothing for the Admin's own account, so nobody locks themselves out by a
 * slip; the server also refuses to leave no active Admin.
 */
export function userActions(user: AdminUser, currentUserId: number): UserAction[] {
  if (user.id === currentUserId) return [];
  const { username, role, disabled } = user.attributes;
  const roleActions: Record<RoleName, UserAction[]> = {
    Registered: [promote(username, 'Staff')],
    Staff: [promote(username, 'Admin'), demote(username, 'Registered')],
    Admin: [demote(username, 'Staff')],
  };
  // Re-enabling is what a disabled account usually needs, so it comes first.
  return disabled
    ? [disableOrEnable(username, true), ...roleActions[role]]
    : [...roleActions[role], disableOrEnable(username, false)];
}
