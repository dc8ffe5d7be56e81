import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { SIGNED_IN_USER_MAX_AGE_MS } from '../../plugins/auth';
import { loginAs } from '../../../test/test-app';
import { testServerSuite } from '../../../test/test-suite';

/**
 * The users' rows authentication keeps for a second: a change made outside the server's routes
 * (another process, or a server whose notice did not arrive) is written here straight to the
 * database, as such a change would be.
 */
describe('signed-in users kept for a second', () => {
  const suite = testServerSuite();
  const me = (authorization: { authorization: string }) =>
    suite.send('GET', '/api/users/me', undefined, authorization);
  const messages = (authorization: { authorization: string }) =>
    suite.send('GET', '/api/contacts', undefined, authorization);
  const changeUser = (userId: number, changes: { disabled?: number; role?: 'Staff' }) =>
    suite.t.app.db.updateTable('users').set(changes).where('id', '=', userId).execute();

  it('serves a user disabled behind its back for at most the age limit, then refuses', async () => {
    const staff = await loginAs(suite.t, 'Staff');
    const readAt = Date.now();
    expect((await messages(staff.authorization)).statusCode).toBe(200);
    await changeUser(staff.userId, { disabled: 1 });
    // Kept: within the second the row is not read again.
    const kept = await messages(staff.authorization);
    if (Date.now() - readAt < SIGNED_IN_USER_MAX_AGE_MS) expect(kept.statusCode).toBe(200);
    await sleep(SIGNED_IN_USER_MAX_AGE_MS + 50);
    expect((await messages(staff.authorization)).statusCode).toBe(401);
  });

  it('drops the kept row at once when an Admin disables the account through the API', async () => {
    const admin = await loginAs(suite.t, 'Admin');
    const staff = await loginAs(suite.t, 'Staff');
    expect((await messages(staff.authorization)).statusCode).toBe(200);
    const disabled = await suite.send(
      'PUT',
      `/api/users/${staff.userId}`,
      { data: { disabled: true } },
      admin.authorization,
    );
    expect(disabled.statusCode).toBe(200);
    expect((await messages(staff.authorization)).statusCode).toBe(401);
  });

  it('reads the row again before refusing: a role raised elsewhere is served at once', async () => {
    const registered = await loginAs(suite.t, 'Registered');
    expect((await me(registered.authorization)).statusCode).toBe(200);
    expect((await messages(registered.authorization)).statusCode).toBe(403);
    await changeUser(registered.userId, { role: 'Staff' });
    expect((await messages(registered.authorization)).statusCode).toBe(200);
  });

  it('accepts at once a token signed after the kept row (a new password set elsewhere)', async () => {
    const staff = await loginAs(suite.t, 'Staff');
    expect((await messages(staff.authorization)).statusCode).toBe(200);
    await suite.t.app.db
      .updateTable('users')
      .set({ token_version: 1 })
      .where('id', '=', staff.userId)
      .execute();
    const newToken = await suite.t.app.tokens.sign(staff.userId, 1);
    expect((await messages({ authorization: `Bearer ${newToken}` })).statusCode).toBe(200);
    // And the kept row is now the new one: the older token is refused at once.
    expect((await messages(staff.authorization)).statusCode).toBe(401);
  });

  it('refuses the older token at once after a password change through the API', async () => {
    const staff = await loginAs(suite.t, 'Staff', { password: 'password-123' });
    expect((await messages(staff.authorization)).statusCode).toBe(200);
    const changed = await suite.send(
      'POST',
      '/api/auth/change-password',
      {
        currentPassword: 'password-123',
        password: 'a-new-password-456',
        passwordConfirmation: 'a-new-password-456',
      },
      staff.authorization,
    );
    expect(changed.statusCode).toBe(200);
    expect((await messages(staff.authorization)).statusCode).toBe(401);
    const { jwt } = changed.json<{ jwt: string }>();
    expect((await messages({ authorization: `Bearer ${jwt}` })).statusCode).toBe(200);
  });
});
