import { describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/test-app';
import { testAppSuite } from '../../../test/test-suite';
import { sampleFiles, uploadOk } from '../../../test/support/upload-test-helpers';

/** Key order of strapi-examples/employees-populate-all.GET.json. */
const STRAPI_EMPLOYEE_ATTRIBUTES = ['name', 'message', 'createdAt', 'updatedAt', 'photo'];

describe('/api/employees', () => {
  const suite = testAppSuite();

  const { send } = suite;
  const uploadPhoto = async () =>
    (
      await uploadOk(
        suite.t,
        [{ filename: 'portrait.png', data: await sampleFiles.image('png', 400, 400) }],
        suite.auth,
      )
    )[0]!;

  async function createEmployee(data: Record<string, unknown>) {
    const response = await send('POST', '/api/employees?populate=*', { data });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { id: number; attributes: Record<string, unknown> };
  }

  it('answers like strapi-examples/employees-populate-all.GET.json', async () => {
    const photo = await uploadPhoto();
    const withPhoto = await createEmployee({
      name: 'Ayesha K.',
      message: 'Great place to grow.',
      photo: photo.id,
    });
    const withoutPhoto = await createEmployee({
      name: 'Bilal R.',
      message: 'Friendly team and interesting projects.',
    });

    const response = await send('GET', '/api/employees?populate=*', undefined, {});
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=5');
    const body = response.json();
    expect(body.meta.pagination).toEqual({ page: 1, pageSize: 25, pageCount: 1, total: 2 });
    expect(body.data.map((entry: { id: number }) => entry.id)).toEqual([
      withPhoto.id,
      withoutPhoto.id,
    ]);
    const [first, second] = body.data;
    expect(Object.keys(first.attributes)).toEqual(STRAPI_EMPLOYEE_ATTRIBUTES);
    expect(first.attributes).toMatchObject({ name: 'Ayesha K.', message: 'Great place to grow.' });
    expect(first.attributes.photo.data).toMatchObject({
      id: photo.id,
      attributes: {
        name: 'portrait.png',
        width: 400,
        height: 400,
        url: photo.url,
        formats: { thumbnail: { width: 156, height: 156 } },
      },
    });
    expect(second.attributes.photo).toEqual({ data: null });

    const single = await send('GET', `/api/employees/${withPhoto.id}?populate=*`, undefined, {});
    expect(single.json()).toEqual({ data: first, meta: {} });
    const plain = (await send('GET', `/api/employees/${withPhoto.id}`, undefined, {})).json().data;
    expect(Object.keys(plain.attributes)).toEqual(['name', 'message', 'createdAt', 'updatedAt']);
  });

  it('changes and removes the photo; the old photo is deleted', async () => {
    const [first, second] = [await uploadPhoto(), await uploadPhoto()];
    const created = await createEmployee({
      name: 'Hamza T.',
      message: 'Good mentors.',
      photo: first.id,
    });

    const replaced = await send('PUT', `/api/employees/${created.id}?populate=photo`, {
      data: { photo: second.id },
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().data.attributes).toMatchObject({
      name: 'Hamza T.',
      photo: { data: { id: second.id } },
    });
    expect((await send('GET', first.url, undefined, {})).statusCode).toBe(404);

    const renamed = await send('PUT', `/api/employees/${created.id}?populate=photo`, {
      data: { name: 'Hamza Tariq' },
    });
    expect(renamed.json().data.attributes).toMatchObject({
      name: 'Hamza Tariq',
      photo: { data: { id: second.id } },
    });

    const removed = await send('PUT', `/api/employees/${created.id}?populate=photo`, {
      data: { photo: null },
    });
    expect(removed.json().data.attributes.photo).toEqual({ data: null });
    expect((await send('GET', second.url, undefined, {})).statusCode).toBe(404);
  });

  it('validates fields and refuses a photo that is not a free uploaded image', async () => {
    const missing = await send('POST', '/api/employees', { data: { name: ' ' } });
    expect(
      missing.json().error.details.errors.map((error: { path: string[] }) => error.path),
    ).toEqual([['name'], ['message']]);
    const [video] = await uploadOk(
      suite.t,
      [{ filename: 'clip.webm', data: sampleFiles.webm() }],
      suite.auth,
    );
    const wrongKind = await send('POST', '/api/employees', {
      data: { name: 'A', message: 'B', photo: video!.id },
    });
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().error.details.errors[0].path).toEqual(['photo']);
    const notId = await send('POST', '/api/employees', {
      data: { name: 'A', message: 'B', photo: 'me.png' },
    });
    expect(notId.json().error.details.errors[0]).toMatchObject({
      path: ['photo'],
      message: 'Photo must be the id of an uploaded image, or null.',
    });
  });

  it('deletes a testimonial with its photo', async () => {
    const photo = await uploadPhoto();
    const created = await createEmployee({
      name: 'Sana M.',
      message: 'Flexible hours.',
      photo: photo.id,
    });
    const response = await send('DELETE', `/api/employees/${created.id}?populate=*`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes.photo.data.id).toBe(photo.id);
    expect((await send('GET', photo.url, undefined, {})).statusCode).toBe(404);
    expect((await send('GET', `/api/employees/${created.id}`, undefined, {})).statusCode).toBe(404);
  });

  it('lets anyone read, and only Staff and Admin write', async () => {
    const created = await createEmployee({ name: 'Roles', message: 'Test.' });
    const registered = (await loginAs(suite.t, 'Registered')).authorization;
    const admin = (await loginAs(suite.t, 'Admin')).authorization;
    const body = { data: { name: 'x', message: 'y' } };
    for (const [method, url] of [
      ['POST', '/api/employees'],
      ['PUT', `/api/employees/${created.id}`],
      ['DELETE', `/api/employees/${created.id}`],
    ] as const) {
      expect((await send(method, url, body, {})).statusCode).toBe(403);
      expect((await send(method, url, body, registered)).statusCode).toBe(403);
    }
    for (const headers of [{}, registered, suite.auth, admin]) {
      expect((await send('GET', '/api/employees?populate=*', undefined, headers)).statusCode).toBe(
        200,
      );
    }
    expect((await send('PUT', `/api/employees/${created.id}`, body, admin)).statusCode).toBe(200);
    expect(
      (await send('DELETE', `/api/employees/${created.id}`, undefined, admin)).statusCode,
    ).toBe(200);
  });
});
