import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/test-app';
import { expectValidationError, listAttribute, testServerSuite } from '../../../test/test-suite';
import { SYSTEM_ACTOR } from '../audit/audit-entry';
import { LastAdminError, updateUserAccess } from './users.repository';

const ISO_TIMESTAMP = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

describe('users (Admin only)', () => {
  const suite = testServerSuite();
  let admin: Awaited<ReturnType<typeof loginAs>>;

  beforeAll(async () => {
    admin = await loginAs(suite.t, 'Admin', { username: 'Root Admin', email: 'root@example.com' });
  });

  const listUsers = (query = '', authorization = admin.authorization) =>
    suite.t.app.inject({ method: 'GET', url: `/api/users${query}`, headers: authorization });
  const putUser = (id: number | string, body: unknown, authorization = admin.authorization) =>
    suite.t.app.inject({
      method: 'PUT',
      url: `/api/users/${id}`,
      payload: body as object,
      headers: authorization,
    });
  const usernames = async (query: string) => listAttribute(await listUsers(query), 'username');

  describe('GET /api/users', () => {
    let ids: Record<string, number>;
    beforeAll(async () => {
      ids = {};
      for (const [username, role] of [
        ['Zara Staff', 'Staff'],
        ['Amir Registered', 'Registered'],
        ['Bilal Registered', 'Registered'],
      ] as const) {
        ids[username] = (
          await loginAs(suite.t, role, {
            username,
            email: `${username.split(' ')[0]!.toLowerCase()}@example.org`,
          })
        ).userId;
      }
      await suite.t.app.db
        .updateTable('users')
        .set({ disabled: 1 })
        .where('id', '=', ids['Bilal Registered']!)
        .execute();
    });

    it('lists users in the list shape, never with a password hash', async () => {
      const response = await listUsers();
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.meta).toEqual({ pagination: { page: 1, pageSize: 25, pageCount: 1, total: 4 } });
      expect(body.data[0]).toEqual({
        id: admin.userId,
        attributes: {
          username: 'Root Admin',
          email: 'root@example.com',
          role: 'Admin',
          disabled: false,
          createdAt: ISO_TIMESTAMP,
          updatedAt: ISO_TIMESTAMP,
        },
      });
      expect(JSON.stringify(body)).not.toMatch(/password|argon2/);
    });

    it('filters by role, disabled, username and e-mail', async () => {
      expect(await usernames('?filters[role][$eq]=Registered')).toEqual([
        'Amir Registered',
        'Bilal Registered',
      ]);
      expect(await usernames('?filters[disabled][$eq]=true')).toEqual(['Bilal Registered']);
      expect(
        await usernames('?filters[disabled][$eq]=false&filters[role][$eq]=Registered'),
      ).toEqual(['Amir Registered']);
      expect(await usernames('?filters[username][$containsi]=REGIST')).toEqual([
        'Amir Registered',
        'Bilal Registered',
      ]);
      expect(await usernames('?filters[email][$containsi]=.ORG')).toEqual([
        'Zara Staff',
        'Amir Registered',
        'Bilal Registered',
      ]);
    });

    it('sorts and pages', async () => {
      expect(await usernames('?sort=username:asc')).toEqual([
        'Amir Registered',
        'Bilal Registered',
        'Root Admin',
        'Zara Staff',
      ]);
      expect(await usernames('?sort=role:asc,username:desc')).toEqual([
        'Root Admin',
        'Bilal Registered',
        'Amir Registered',
        'Zara Staff',
      ]);
      expect(await usernames('?sort=id:desc')).toEqual([
        'Bilal Registered',
        'Amir Registered',
        'Zara Staff',
        'Root Admin',
      ]);
      const page = await listUsers('?sort=id:asc&pagination[page]=2&pagination[pageSize]=3');
      expect(listAttribute(page, 'username')).toEqual(['Bilal Registered']);
      expect(page.json().meta.pagination).toEqual({ page: 2, pageSize: 3, pageCount: 2, total: 4 });
    });

    it('refuses filters it does not know', async () => {
      const response = await listUsers('?filters[password_hash][$containsi]=a');
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe('Invalid parameter password_hash');
      expect((await listUsers('?sort=password_hash:asc')).statusCode).toBe(400);
      expect((await listUsers('?filters[disabled][$eq]=maybe')).statusCode).toBe(400);
    });

    it('answers one user by id, and 404 for unknown or malformed ids', async () => {
      const one = await suite.t.app.inject({
        method: 'GET',
        url: `/api/users/${ids['Zara Staff']}`,
        headers: admin.authorization,
      });
      expect(one.statusCode).toBe(200);
      expect(one.json()).toEqual({
        data: {
          id: ids['Zara Staff'],
          attributes: {
            username: 'Zara Staff',
            email: 'zara@example.org',
            role: 'Staff',
            disabled: false,
            createdAt: ISO_TIMESTAMP,
            updatedAt: ISO_TIMESTAMP,
          },
        },
        meta: {},
      });
      for (const id of ['999999', '0', 'abc', '99999999999']) {
        const response = await suite.t.app.inject({
          method: 'GET',
          url: `/api/users/${id}`,
          headers: admin.authorization,
        });
        expect(response.statusCode, id).toBe(404);
      }
    });

    it('is for Admins only', async () => {
      const staff = await loginAs(suite.t, 'Staff');
      expect((await listUsers('', staff.authorization)).statusCode).toBe(403);
      expect((await suite.t.app.inject({ method: 'GET', url: '/api/users' })).statusCode).toBe(403);
    });
  });

  describe('PUT /api/users/:id', () => {
    it('promotes a Registered user to Staff, who then reaches Staff routes with the same token', async () => {
      const user = await loginAs(suite.t, 'Registered', { username: 'Waiting User' });
      const before = await suite.t.app.inject({
        method: 'GET',
        url: '/api/contacts',
        headers: user.authorization,
      });
      expect(before.statusCode).toBe(403);

      const response = await putUser(user.userId, { data: { role: 'Staff' } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        data: {
          id: user.userId,
          attributes: {
            username: 'Waiting User',
            email: 'waiting.user@example.com',
            role: 'Staff',
            disabled: false,
            createdAt: ISO_TIMESTAMP,
            updatedAt: ISO_TIMESTAMP,
          },
        },
        meta: {},
      });
      const after = await suite.t.app.inject({
        method: 'GET',
        url: '/api/contacts',
        headers: user.authorization,
      });
      expect(after.statusCode).toBe(200);
    });

    it('makes Staff an Admin and demotes them again', async () => {
      const staff = await loginAs(suite.t, 'Staff');
      expect(
        (await putUser(staff.userId, { data: { role: 'Admin' } })).json().data.attributes.role,
      ).toBe('Admin');
      expect((await listUsers('', staff.authorization)).statusCode).toBe(200);
      expect(
        (await putUser(staff.userId, { data: { role: 'Registered' } })).json().data.attributes.role,
      ).toBe('Registered');
      expect((await listUsers('', staff.authorization)).statusCode).toBe(403);
    });

    it('disables a user, whose existing token fails at once with 401, and re-enables them', async () => {
      const staff = await loginAs(suite.t, 'Staff');
      const contacts = () =>
        suite.t.app.inject({ method: 'GET', url: '/api/contacts', headers: staff.authorization });
      expect((await contacts()).statusCode).toBe(200);

      const disabled = await putUser(staff.userId, { data: { disabled: true } });
      expect(disabled.statusCode).toBe(200);
      expect(disabled.json().data.attributes).toMatchObject({ role: 'Staff', disabled: true });
      const refused = await contacts();
      expect(refused.statusCode).toBe(401);
      expect(refused.json().error.name).toBe('UnauthorizedError');
      expect(
        (
          await suite.t.app.inject({
            method: 'GET',
            url: '/api/users/me',
            headers: staff.authorization,
          })
        ).statusCode,
      ).toBe(401);

      expect(
        (await putUser(staff.userId, { data: { disabled: false } })).json().data.attributes
          .disabled,
      ).toBe(false);
      expect((await contacts()).statusCode).toBe(200);
    });

    it('never leaves no active Admin: the last one cannot be demoted or disabled', async () => {
      const lastAdmin = {
        data: null,
        error: {
          status: 400,
          name: 'ApplicationError',
          message: 'The last active Admin cannot be demoted or disabled.',
          details: {},
        },
      };
      await suite.t.app.db
        .updateTable('users')
        .set({ disabled: 1 })
        .where('role', '=', 'Admin')
        .where('id', '<>', admin.userId)
        .execute();

      for (const data of [
        { role: 'Staff' },
        { role: 'Registered' },
        { disabled: true },
        { role: 'Admin', disabled: true },
      ]) {
        const response = await putUser(admin.userId, { data });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(lastAdmin);
      }
      // Changes that keep them an active Admin are fine.
      expect(
        (await putUser(admin.userId, { data: { role: 'Admin', disabled: false } })).statusCode,
      ).toBe(200);

      // With a second active Admin, either may step down, but not both.
      const second = await loginAs(suite.t, 'Admin');
      expect(
        (await putUser(second.userId, { data: { role: 'Staff' } }, admin.authorization)).statusCode,
      ).toBe(200);
      expect(
        (await putUser(second.userId, { data: { role: 'Admin' } }, admin.authorization)).statusCode,
      ).toBe(200);
      expect(
        (await putUser(admin.userId, { data: { disabled: true } }, second.authorization))
          .statusCode,
      ).toBe(200);
      expect(
        (await putUser(second.userId, { data: { role: 'Staff' } }, second.authorization)).json(),
      ).toEqual(lastAdmin);
      expect(
        (await putUser(admin.userId, { data: { disabled: false } }, second.authorization))
          .statusCode,
      ).toBe(200);
    });

    /** Signs in a second Admin and disables every Admin but the two: the one it answers is the other. */
    async function onlyOtherActiveAdmin() {
      const other = await loginAs(suite.t, 'Admin');
      await suite.t.app.db
        .updateTable('users')
        .set({ disabled: 1 })
        .where('role', '=', 'Admin')
        .where('id', 'not in', [admin.userId, other.userId])
        .execute();
      return other;
    }

    it('lets only one of two Admins demoting each other at the same time succeed', async () => {
      const other = await onlyOtherActiveAdmin();
      const [first, second] = await Promise.all([
        putUser(other.userId, { data: { role: 'Staff' } }, admin.authorization),
        putUser(admin.userId, { data: { role: 'Staff' } }, other.authorization),
      ]);
      // The loser is refused as the last Admin (400), or is no longer an Admin by the time it is checked (403).
      const statuses = [first.statusCode, second.statusCode].sort();
      expect(statuses[0]).toBe(200);
      expect([400, 403]).toContain(statuses[1]);
      const activeAdmins = await suite.t.app.db
        .selectFrom('users')
        .select('id')
        .where('role', '=', 'Admin')
        .where('disabled', '=', 0)
        .execute();
      expect(activeAdmins).toHaveLength(1);
      // Put things back for the other tests.
      const demoted = first.statusCode === 200 ? other : admin;
      const remaining = first.statusCode === 200 ? admin : other;
      expect(
        (await putUser(demoted.userId, { data: { role: 'Admin' } }, remaining.authorization))
          .statusCode,
      ).toBe(200);
    });

    it('keeps one active Admin when the database sees both demotions at once', async () => {
      const other = await onlyOtherActiveAdmin();
      const results = await Promise.allSettled([
        updateUserAccess(suite.t.app.db, admin.userId, { role: 'Staff' }, SYSTEM_ACTOR),
        updateUserAccess(suite.t.app.db, other.userId, { disabled: true }, SYSTEM_ACTOR),
      ]);
      const refused = results.filter((result) => result.status === 'rejected');
      expect(refused).toHaveLength(1);
      expect((refused[0] as PromiseRejectedResult).reason).toBeInstanceOf(LastAdminError);
      await suite.t.app.db
        .updateTable('users')
        .set({ role: 'Admin', disabled: 0 })
        .where('id', '=', admin.userId)
        .execute();
    });

    it.each([
      [{ data: { role: 'Owner' } }, ['role'], 'Role must be one of: Registered, Staff, Admin.'],
      [{ data: { disabled: 'yes' } }, ['disabled'], 'Disabled must be true or false.'],
      [{ data: {} }, [], 'Send a role or disabled.'],
      [{ data: { role: 'Staff', email: 'x@example.com' } }, [], 'Unknown field: email'],
      [{ data: { role: 'Staff' }, extra: 1 }, [], 'Unknown field: extra'],
    ])('refuses %j with a message on %j', async (body, path, message) => {
      const user = await loginAs(suite.t, 'Registered');
      const response = await putUser(user.userId, body);
      expectValidationError(response, path, message);
    });

    it('refuses a body without the data wrapper', async () => {
      const user = await loginAs(suite.t, 'Registered');
      for (const body of [{ role: 'Staff' }, { data: 'Staff' }, { data: ['Staff'] }]) {
        const response = await putUser(user.userId, body);
        expect(response.statusCode).toBe(400);
        expect(response.json().error.message).toBe('Missing "data" payload in the request body');
      }
    });

    it('answers 404 for an unknown id and for ids that are not positive whole numbers', async () => {
      for (const id of ['999999', '0', '-1', '1.5', 'abc', '99999999999', '1e3']) {
        const response = await putUser(id, { data: { role: 'Staff' } });
        expect(response.statusCode, id).toBe(404);
        expect(response.json().error.name).toBe('NotFoundError');
      }
    });
  });
});
