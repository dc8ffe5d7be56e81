import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from '../../../test/test-app';
import {
  DEMO_CLIENT_TESTIMONIALS,
  DEMO_CLIENTS,
  DEMO_KEY_FIGURES,
  seedHomeDemoContent,
} from './demo-home-content';

describe('seedHomeDemoContent', () => {
  let t: TestApp;
  afterEach(async () => {
    await t.close();
  });
  const read = async (url: string) => (await t.app.inject({ url })).json().data;

  it('fills the home page once with the clients, testimonials and figures it used to show', async () => {
    t = await createTestApp({ DEMO_DATA: '1' });
    expect(await seedHomeDemoContent(t.app)).toBe(true);

    const clients = await read('/api/clients?populate=*');
    expect(
      clients.map((client: { attributes: { name: string } }) => client.attributes.name),
    ).toEqual(DEMO_CLIENTS.map((client) => client.name));
    const logo = clients[0].attributes.logo.data.attributes;
    expect(logo).toMatchObject({ mime: 'image/png', width: 360, height: 96 });
    expect((await t.app.inject({ url: logo.url })).statusCode).toBe(200);
    expect(await read('/api/client-testimonials')).toHaveLength(DEMO_CLIENT_TESTIMONIALS.length);
    expect((await read('/api/key-figures')).attributes).toMatchObject(DEMO_KEY_FIGURES);

    expect(await seedHomeDemoContent(t.app)).toBe(false);
    expect(await read('/api/clients')).toHaveLength(DEMO_CLIENTS.length);
  });

  it('adds nothing with DEMO_DATA=0, or once Staff have put content on the page', async () => {
    t = await createTestApp({ DEMO_DATA: '0' });
    expect(await seedHomeDemoContent(t.app)).toBe(false);
    expect(await read('/api/clients')).toEqual([]);
    await t.close();

    t = await createTestApp({ DEMO_DATA: '1' });
    const staff = (await loginAs(t, 'Staff')).authorization;
    const figures = { facts: [{ value: '3', label: 'offices' }], highlights: [] };
    await t.app.inject({
      method: 'PUT',
      url: '/api/key-figures',
      headers: staff,
      payload: { data: figures },
    });
    expect(await seedHomeDemoContent(t.app)).toBe(false);
    expect(await read('/api/client-testimonials')).toEqual([]);
    expect((await read('/api/key-figures')).attributes).toMatchObject(figures);
  });
});
