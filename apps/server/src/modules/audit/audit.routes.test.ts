import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/test-app';
import { testServerSuite } from '../../../test/test-suite';
import { SYSTEM_ACTOR, type AuditActor } from './audit-entry';
import { recordAudit } from './audit.repository';

describe('GET /api/audit-log', () => {
  const suite = testServerSuite();
  let admin: Awaited<ReturnType<typeof loginAs>>;
  let staff: Awaited<ReturnType<typeof loginAs>>;

  /** Writes an entry with a chosen time, as a change at that moment would have. */
  async function entryAt(
    createdAt: string,
    actor: AuditActor,
    entityType: 'service' | 'invoice',
    action: 'create' | 'update',
  ) {
    await suite.t.app.db.transaction().execute((trx) =>
      recordAudit(trx, {
        actor,
        entityType,
        entityId: 1,
        action,
        before: action === 'update' ? { item: 'Old' } : null,
        after: { item: 'New' },
      }),
    );
    await suite.t.app.db
      .updateTable('audit_log')
      .set({ created_at: createdAt })
      .where('id', '=', (eb) => eb.selectFrom('audit_log').select((e) => e.fn.max('id').as('id')))
      .execute();
  }

  beforeAll(async () => {
    admin = await loginAs(suite.t, 'Admin', { username: 'Root Admin' });
    staff = await loginAs(suite.t, 'Staff', { username: 'Sana Staff' });
    const sana = { id: staff.userId, username: 'Sana Staff' };
    const root = { id: admin.userId, username: 'Root Admin' };
    await entryAt('2025-06-01T09:00:00.000Z', sana, 'service', 'create');
    await entryAt('2025-06-02T09:00:00.000Z', sana, 'service', 'update');
    await entryAt('2025-06-03T09:00:00.000Z', root, 'invoice', 'create');
    await entryAt('2025-06-04T09:00:00.000Z', SYSTEM_ACTOR, 'invoice', 'update');
  });

  const get = (query: string, headers: Record<string, string> = admin.authorization) =>
    suite.t.app.inject({ method: 'GET', url: `/api/audit-log${query}`, headers });

  const times = async (query: string) => {
    const response = await get(query);
    expect(response.statusCode, response.body).toBe(200);
    return response
      .json()
      .data.map((entry: { attributes: { createdAt: string } }) =>
        entry.attributes.createdAt.slice(0, 10),
      );
  };

  it('answers a Strapi list, newest first, paged', async () => {
    const response = await get('?pagination[pageSize]=3');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.meta.pagination).toEqual({ page: 1, pageSize: 3, pageCount: 2, total: 4 });
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      attributes: {
        createdAt: '2025-06-04T09:00:00.000Z',
        userId: null,
        username: 'System',
        entityType: 'invoice',
        entityId: 1,
        action: 'update',
        changes: { item: { old: 'Old', new: 'New' } },
        details: {},
        redactedAt: null,
      },
    });
    expect(await times('?pagination[pageSize]=3&pagination[page]=2')).toEqual(['2025-06-01']);
    expect(await times('?sort=createdAt:asc')).toEqual([
      '2025-06-01',
      '2025-06-02',
      '2025-06-03',
      '2025-06-04',
    ]);
  });

  it('filters by entity type, action, user and date range', async () => {
    expect(await times('?filters[entityType][$eq]=service')).toEqual(['2025-06-02', '2025-06-01']);
    expect(await times('?filters[action][$eq]=create')).toEqual(['2025-06-03', '2025-06-01']);
    expect(await times(`?filters[userId][$eq]=${staff.userId}`)).toEqual([
      '2025-06-02',
      '2025-06-01',
    ]);
    expect(await times('?filters[username][$containsi]=root')).toEqual(['2025-06-03']);
    expect(
      await times(
        '?filters[createdAt][$gte]=2025-06-02T00:00:00.000Z&filters[createdAt][$lte]=2025-06-03T23:59:59.999Z',
      ),
    ).toEqual(['2025-06-03', '2025-06-02']);
    expect(await times('?filters[entityType][$eq]=invoice&filters[action][$eq]=update')).toEqual([
      '2025-06-04',
    ]);
  });

  it('refuses unknown filters and bad values with a 400', async () => {
    for (const query of [
      '?filters[changes][$containsi]=x',
      '?filters[createdAt][$gte]=soon',
      '?sort=changes:asc',
      '?filters[entityId][$eq]=1.5',
      '?filters[entityId][$eq]=99999999999999',
      '?filters[userId][$eq]=abc',
    ]) {
      const response = await get(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.name).toBe('ValidationError');
    }
  });

  it('keeps entries of the same millisecond in the order they were made', async () => {
    await entryAt('2025-06-05T09:00:00.000Z', SYSTEM_ACTOR, 'service', 'create');
    await entryAt('2025-06-05T09:00:00.000Z', SYSTEM_ACTOR, 'invoice', 'create');
    const entityTypes = async (query: string) =>
      (await get(`?filters[createdAt][$gte]=2025-06-05T00:00:00.000Z${query}`))
        .json()
        .data.map((entry: { attributes: { entityType: string } }) => entry.attributes.entityType);
    expect(await entityTypes('')).toEqual(['invoice', 'service']);
    expect(await entityTypes('&sort=createdAt:desc')).toEqual(['invoice', 'service']);
    expect(await entityTypes('&sort=createdAt:asc')).toEqual(['service', 'invoice']);
  });

  it('is for Admins only: Staff and Registered 403, anonymous 403', async () => {
    expect((await get('', staff.authorization)).statusCode).toBe(403);
    expect((await get('', (await loginAs(suite.t, 'Registered')).authorization)).statusCode).toBe(
      403,
    );
    expect((await get('', {})).statusCode).toBe(403);
    expect((await get('', { authorization: 'Bearer not-a-token' })).statusCode).toBe(401);
  });
});
