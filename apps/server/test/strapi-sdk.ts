import type { AddressInfo } from 'node:net';
import Strapi from 'strapi-sdk-js';
import { loginAs, type TestApp } from './test-app';

/**
 * An original Strapi client, strapi-sdk-js, signed in as Staff to the test app over real HTTP
 * (the app listens on a free port of 127.0.0.1).
 */
export async function strapiSdkFor(t: TestApp): Promise<Strapi> {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = t.app.server.address() as AddressInfo;
  const strapi = new Strapi({ url: `http://127.0.0.1:${port}`, prefix: '/api' });
  const username = 'sdk-staff';
  await loginAs(t, 'Staff', { username, password: 'password-123' });
  const { jwt } = await strapi.login({ identifier: username, password: 'password-123' });
  // setToken keeps the token in a browser's cookie or local storage, and does nothing without
  // one: outside a browser the SDK's own axios instance carries it.
  strapi.axios.defaults.headers.common.Authorization = `Bearer ${jwt}`;
  return strapi;
}
