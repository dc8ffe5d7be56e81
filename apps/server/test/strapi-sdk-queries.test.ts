import type Strapi from 'strapi-sdk-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { strapiSdkFor } from './strapi-sdk';
import { testServerSuite } from './test-suite';

type Found = { id: number; attributes: Record<string, unknown> };

/** strapi-sdk-js, unchanged, asking in the forms it serializes (with qs, as Strapi reads them). */
describe('queries from strapi-sdk-js', () => {
  const suite = testServerSuite();
  let strapi: Strapi;
  const ids: number[] = [];

  beforeAll(async () => {
    strapi = await strapiSdkFor(suite.t);
    for (const [item, type, price_pkr] of [
      ['Office rent', 'Office rent', 90000],
      ['Internet fibre', 'Internet', 8000.25],
      ['Water supply', 'Water', 2500],
    ] as const) {
      const created = await strapi.create('services', {
        item,
        type,
        rate: price_pkr,
        price_pkr,
        date: '2025-06-01',
      });
      ids.push((created.data as unknown as Found).id);
    }
  });

  const items = (data: unknown) => (data as Found[]).map((found) => found.attributes.item);

  it('looks an entry up by id (findOne)', async () => {
    const { data } = await strapi.findOne('services', String(ids[1]));
    expect((data as unknown as Found).attributes.item).toBe('Internet fibre');
  });

  it('finds by filters[id]', async () => {
    const { data } = await strapi.find('services', { filters: { id: { $eq: ids[2] } } });
    expect(items(data)).toEqual(['Water supply']);
  });

  it('finds with $or and sorts', async () => {
    const { data, meta } = await strapi.find('services', {
      filters: { $or: [{ type: { $eq: 'Water' } }, { price_pkr: { $gte: 90000 } }] },
      sort: ['item:desc'],
    });
    expect(items(data)).toEqual(['Water supply', 'Office rent']);
    expect(meta).toEqual({ pagination: { page: 1, pageSize: 25, pageCount: 1, total: 2 } });
  });

  it('chooses fields on a list and on one entry', async () => {
    const list = await strapi.find('services', { fields: ['item'], sort: 'id' });
    expect(list.data).toEqual(
      ids.map((id, index) => ({
        id,
        attributes: { item: ['Office rent', 'Internet fibre', 'Water supply'][index] },
      })),
    );
    const one = await strapi.findOne('services', String(ids[0]), { fields: ['price_pkr'] });
    expect(one.data).toEqual({ id: ids[0], attributes: { price_pkr: 90000 } });
  });

  it('populates relations, as a list and as an object', async () => {
    const created = await strapi.create('invoices', {
      customer_name: 'Hamza Ahmed GmbH',
      invoice_date: '2025-06-02',
      status: 'Draft',
      services: ids,
    });
    const id = String((created.data as unknown as Found).id);
    const all = await strapi.findOne('invoices', id, { populate: ['services'] });
    const lines = (all.data as unknown as Found).attributes.services as { data: Found[] };
    expect(items(lines.data)).toEqual(['Office rent', 'Internet fibre', 'Water supply']);
    const chosen = await strapi.find('invoices', {
      populate: { services: { fields: ['item'], filters: { price_pkr: { $lt: 9000 } } } },
    });
    const [invoice] = chosen.data as unknown as Found[];
    expect(
      (invoice!.attributes.services as { data: Found[] }).data.map((l) => l.attributes),
    ).toEqual([{ item: 'Internet fibre' }, { item: 'Water supply' }]);
  });

  it('pages by start and limit', async () => {
    const { data, meta } = await strapi.find('services', {
      pagination: { start: 1, limit: 1 },
      sort: 'id',
    });
    expect(items(data)).toEqual(['Internet fibre']);
    expect(meta).toEqual({ pagination: { start: 1, limit: 1, total: 3 } });
  });
});
