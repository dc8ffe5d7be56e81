import { describe, expect, it } from 'vitest';
import { REORDER_IDS_MESSAGE } from '@app/shared/ordered-entries';
import { loginAs } from '../../../test/test-app';
import { expectValidationError, listAttribute, testAppSuite } from '../../../test/test-suite';
import { sampleFiles, uploadOk } from '../../../test/support/upload-test-helpers';

describe('the home page content Staff keep', () => {
  const suite = testAppSuite();
  const { send } = suite;

  const uploadImage = async (filename = 'logo.png') =>
    (
      await uploadOk(
        suite.t,
        [{ filename, data: await sampleFiles.image('png', 360, 96) }],
        suite.auth,
      )
    )[0]!;

  async function create(url: string, data: Record<string, unknown>) {
    const response = await send('POST', `${url}?populate=*`, { data });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { id: number; attributes: Record<string, unknown> };
  }

  const auditOf = (entityType: string, entityId: number) =>
    suite.t.app.db
      .selectFrom('audit_log')
      .select(['action', 'changes'])
      .where('entity_type', '=', entityType as never)
      .where('entity_id', '=', entityId)
      .orderBy('id')
      .execute();

  describe('/api/clients', () => {
    it('adds each client after the others with its logo, and lists them in that order', async () => {
      const first = await create('/api/clients', {
        name: 'Nordhafen Logistics',
        logo: (await uploadImage('nordhafen.png')).id,
      });
      const second = await create('/api/clients', {
        name: 'Alpenwerk',
        logo: (await uploadImage('alpenwerk.png')).id,
      });
      expect(first.attributes).toMatchObject({ name: 'Nordhafen Logistics', order: 1 });
      expect(second.attributes.order).toBe(2);
      expect(
        (second.attributes.logo as { data: { attributes: object } }).data.attributes,
      ).toMatchObject({ name: 'alpenwerk.png', width: 360, height: 96 });

      const list = await send('GET', '/api/clients?populate=*', undefined, {});
      expect(list.headers['cache-control']).toBe('public, max-age=5');
      expect(listAttribute(list, 'name')).toEqual(['Nordhafen Logistics', 'Alpenwerk']);
      expect(Object.keys(list.json().data[0].attributes)).toEqual([
        'name',
        'order',
        'createdAt',
        'updatedAt',
        'logo',
      ]);
      const sorted = await send('GET', '/api/clients?sort=name:asc', undefined, {});
      expect(listAttribute(sorted, 'name')).toEqual(['Alpenwerk', 'Nordhafen Logistics']);

      const [created] = await auditOf('client', first.id);
      expect(created).toMatchObject({ action: 'create' });
      expect(JSON.parse(created!.changes)).toMatchObject({
        name: { old: null, new: 'Nordhafen Logistics' },
      });
    });

    it('requires a name and an uploaded image as the logo', async () => {
      const missing = await send('POST', '/api/clients', { data: { name: ' ' } });
      expect(
        missing.json().error.details.errors.map((error: { path: string[] }) => error.path),
      ).toEqual([['name'], ['logo']]);
      const [video] = await uploadOk(
        suite.t,
        [{ filename: 'clip.webm', data: sampleFiles.webm() }],
        suite.auth,
      );
      const notImage = await send('POST', '/api/clients', {
        data: { name: 'Clip', logo: video!.id },
      });
      expect(notImage.statusCode).toBe(400);
      expect(notImage.json().error.details.errors[0].path).toEqual(['logo']);
    });

    it('replaces a logo, reorders, and closes the gap a deleted client leaves', async () => {
      const before = (await send('GET', '/api/clients', undefined, {})).json().data as {
        id: number;
      }[];
      const third = await create('/api/clients', {
        name: 'Tulip Commerce',
        logo: (await uploadImage('tulip.png')).id,
      });
      const oldLogo = (third.attributes.logo as { data: { attributes: { url: string } } }).data;
      const newLogo = await uploadImage('tulip-2.png');
      const replaced = await send('PUT', `/api/clients/${third.id}?populate=logo`, {
        data: { logo: newLogo.id },
      });
      expect(replaced.json().data.attributes.logo.data.id).toBe(newLogo.id);
      expect((await send('GET', oldLogo.attributes.url, undefined, {})).statusCode).toBe(404);

      const ids = [third.id, ...before.map((client) => client.id)];
      const reordered = await send('PUT', '/api/clients/order', { data: { ids } });
      expect(reordered.statusCode, reordered.body).toBe(200);
      expect(reordered.json().data.map((client: { id: number }) => client.id)).toEqual(ids);
      expect(listAttribute(await send('GET', '/api/clients'), 'order')).toEqual([1, 2, 3]);
      expect((await auditOf('client', third.id)).map((entry) => entry.action)).toEqual([
        'create',
        'update',
        'update',
      ]);

      expectValidationError(
        await send('PUT', '/api/clients/order', { data: { ids: ids.slice(1) } }),
        ['ids'],
        REORDER_IDS_MESSAGE,
      );

      const deleted = await send('DELETE', `/api/clients/${third.id}?populate=*`);
      expect(deleted.json().data.attributes.logo.data.id).toBe(newLogo.id);
      expect((await send('GET', newLogo.url, undefined, {})).statusCode).toBe(404);
      expect(listAttribute(await send('GET', '/api/clients'), 'order')).toEqual([1, 2]);
    });
  });

  describe('/api/client-testimonials', () => {
    const katrin = {
      quote: 'They rebuilt our dispatch platform in five months.',
      name: 'Katrin Vogel',
      role: 'Head of Operations',
      company: 'Nordhafen Logistics',
    };

    it('keeps testimonials with an optional photo, in the order Staff give them', async () => {
      const photo = await uploadImage('katrin.png');
      const withPhoto = await create('/api/client-testimonials', { ...katrin, photo: photo.id });
      const without = await create('/api/client-testimonials', {
        quote: 'Clear contracts made the decision easy.',
        name: 'Jeroen de Wit',
        role: 'CTO',
        company: 'Tulip Commerce',
      });
      expect(withPhoto.attributes).toMatchObject({ ...katrin, order: 1 });
      expect(without.attributes).toMatchObject({ order: 2, photo: { data: null } });

      await send('PUT', '/api/client-testimonials/order', {
        data: { ids: [without.id, withPhoto.id] },
      });
      const list = await send('GET', '/api/client-testimonials?populate=photo', undefined, {});
      expect(listAttribute(list, 'name')).toEqual(['Jeroen de Wit', 'Katrin Vogel']);

      const changed = await send('PUT', `/api/client-testimonials/${withPhoto.id}?populate=*`, {
        data: { role: 'COO', photo: null },
      });
      expect(changed.json().data.attributes).toMatchObject({
        role: 'COO',
        quote: katrin.quote,
        photo: { data: null },
      });
      expect((await send('GET', photo.url, undefined, {})).statusCode).toBe(404);
      const [, , update] = await auditOf('client-testimonial', withPhoto.id);
      expect(JSON.parse(update!.changes)).toEqual({
        role: { old: 'Head of Operations', new: 'COO' },
        photo: { old: `katrin.png (#${photo.id})`, new: null },
      });
    });

    it('names every missing field', async () => {
      const response = await send('POST', '/api/client-testimonials', { data: {} });
      expect(
        response.json().error.details.errors.map((error: { path: string[] }) => error.path),
      ).toEqual([['quote'], ['name'], ['role'], ['company']]);
    });
  });

  describe('/api/key-figures', () => {
    it('starts with no figures and saves both lists whole, audited', async () => {
      const empty = await send('GET', '/api/key-figures', undefined, {});
      expect(empty.json()).toMatchObject({
        data: { id: 1, attributes: { facts: [], highlights: [] } },
      });

      const figures = {
        facts: [
          { value: '10+', label: 'years of delivery' },
          { value: '120+', label: 'projects shipped' },
        ],
        highlights: [{ value: '99.98%', label: 'Uptime' }],
      };
      const saved = await send('PUT', '/api/key-figures', { data: figures });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().data.attributes).toMatchObject(figures);
      expect(
        (await send('GET', '/api/key-figures', undefined, {})).json().data.attributes,
      ).toMatchObject(figures);
      const [entry] = await auditOf('key-figures', 1);
      expect(JSON.parse(entry!.changes)).toEqual({
        facts: { old: [], new: ['10+ years of delivery', '120+ projects shipped'] },
        highlights: { old: [], new: ['99.98% Uptime'] },
      });
    });

    it('refuses a figure without its value, and a third highlight', async () => {
      expectValidationError(
        await send('PUT', '/api/key-figures', {
          data: { facts: [{ value: ' ', label: 'years' }], highlights: [] },
        }),
        ['facts', 0, 'value'],
        'Value is required.',
      );
      const figure = { value: '1', label: 'one' };
      expectValidationError(
        await send('PUT', '/api/key-figures', {
          data: { facts: [], highlights: [figure, figure, figure] },
        }),
        ['highlights'],
        'Highlights may hold at most 2 figures.',
      );
    });
  });

  it('lets anyone read, and only Staff and Admin write', async () => {
    const registered = (await loginAs(suite.t, 'Registered')).authorization;
    const admin = (await loginAs(suite.t, 'Admin')).authorization;
    const figures = { data: { facts: [], highlights: [] } };
    for (const headers of [{}, registered]) {
      expect((await send('PUT', '/api/key-figures', figures, headers)).statusCode).toBe(403);
      expect(
        (await send('POST', '/api/clients', { data: { name: 'x', logo: 1 } }, headers)).statusCode,
      ).toBe(403);
      expect(
        (await send('PUT', '/api/clients/order', { data: { ids: [] } }, headers)).statusCode,
      ).toBe(403);
    }
    expect((await send('PUT', '/api/key-figures', figures, admin)).statusCode).toBe(200);
    for (const url of ['/api/clients', '/api/client-testimonials', '/api/key-figures'])
      expect((await send('GET', url, undefined, {})).statusCode).toBe(200);
  });
});
