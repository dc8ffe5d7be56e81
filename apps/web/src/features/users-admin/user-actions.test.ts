import { describe, expect, it } from 'vitest';
import { userEntity } from './testing/user-fixtures';
import { userActions } from './user-actions';

const ME = 7;

function summary(user: Parameters<typeof userActions>[0]) {
  return userActions(user, ME).map((action) => [
    action.label,
    action.changes,
    Boolean(action.confirm),
  ]);
}

describe('userActions', () => {
  it('offers a new signup Make Staff at once, and Disable with a confirmation', () => {
    expect(summary(userEntity(1, 'Hina', 'Registered'))).toEqual([
      ['Make Staff', { role: 'Staff' }, false],
      ['Disable', { disabled: true }, true],
    ]);
  });

  it('offers Staff Make Admin and Demote to Registered, both confirmed', () => {
    expect(summary(userEntity(2, 'Omar', 'Staff'))).toEqual([
      ['Make Admin', { role: 'Admin' }, true],
      ['Demote to Registered', { role: 'Registered' }, true],
      ['Disable', { disabled: true }, true],
    ]);
  });

  it('offers another Admin Demote to Staff', () => {
    expect(summary(userEntity(3, 'Zara', 'Admin'))).toEqual([
      ['Demote to Staff', { role: 'Staff' }, true],
      ['Disable', { disabled: true }, true],
    ]);
  });

  it('offers a disabled account Re-enable first, without asking', () => {
    expect(summary(userEntity(4, 'Ali', 'Staff', { disabled: true }))).toEqual([
      ['Re-enable', { disabled: false }, false],
      ['Make Admin', { role: 'Admin' }, true],
      ['Demote to Registered', { role: 'Registered' }, true],
    ]);
  });

  it('offers nothing for the Admin’s own account', () => {
    expect(userActions(userEntity(ME, 'Me', 'Admin'), ME)).toEqual([]);
  });

  it('explains what a demotion takes away', () => {
    const [, demote] = userActions(userEntity(2, 'Omar', 'Staff'), ME);
    expect(demote!.confirm).toEqual({
      title: 'Demote Omar to Registered?',
      message: 'Omar loses access to the admin area at once.',
      confirmLabel: 'Demote',
      tone: 'danger',
    });
  });
});
