import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { UploadedFile } from '@app/shared/media';
import { loginAs } from '../../../test/test-app';
import { testAppSuite } from '../../../test/test-suite';
import {
  STRAPI_MEDIA_ATTRIBUTES,
  sampleFiles,
  uploadOk,
} from '../../../test/support/upload-test-helpers';

/** Key order of strapi-examples/events-populate-all.GET.json. */
const STRAPI_EVENT_ATTRIBUTES = [
  'title',
  'date',
  'description',
  'createdAt',
  'updatedAt',
  'images',
  'videos',
];
const STRAPI_FORMAT_KEYS = [
  'name',
  'hash',
  'ext',
  'mime',
  'path',
  'width',
  'height',
  'size',
  'sizeInBytes',
  'url',
];

describe('/api/events', () => {
  const suite = testAppSuite();

  const { send } = suite;

  const uploadImages = async (count: number) =>
    uploadOk(
      suite.t,
      await Promise.all(
        Array.from({ length: count }, async (_, i) => ({
          filename: `photo-${i}.png`,
          data: await sampleFiles.image('png', 640, 480),
        })),
      ),
      suite.auth,
    );
  const uploadVideo = async () =>
    (await uploadOk(suite.t, [{ filename: 'clip.mp4', data: sampleFiles.mp4() }], suite.auth))[0]!;
  const ids = (files: UploadedFile[]) => files.map((file) => file.id);

  async function createEvent(data: Record<string, unknown>) {
    const response = await send('POST', '/api/events?populate=*', { data });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { id: number; attributes: Record<string, unknown> };
  }

  it('answers like strapi-examples/events-populate-all.GET.json, images in the order given', async () => {
    const [first, second] = await uploadImages(2);
    const video = await uploadVideo();
    const created = await createEvent({
      title: 'Team dinner',
      date: '2025-05-10',
      description: 'Quarterly team dinner in Lahore.',
      images: [second!.id, first!.id],
      videos: [video.id],
    });

    const response = await send('GET', '/api/events?populate=*', undefined, {});
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=5');
    const body = response.json();
    expect(body.meta).toEqual({ pagination: { page: 1, pageSize: 25, pageCount: 1, total: 1 } });
    const [event] = body.data;
    expect(event.id).toBe(created.id);
    expect(Object.keys(event.attributes)).toEqual(STRAPI_EVENT_ATTRIBUTES);
    expect(event.attributes).toMatchObject({
      title: 'Team dinner',
      date: '2025-05-10',
      description: 'Quarterly team dinner in Lahore.',
    });
    expect(event.attributes.images.data.map((image: { id: number }) => image.id)).toEqual([
      second!.id,
      first!.id,
    ]);
    const [cover] = event.attributes.images.data;
    expect(Object.keys(cover.attributes)).toEqual(STRAPI_MEDIA_ATTRIBUTES);
    expect(Object.keys(cover.attributes.formats.small)).toEqual(STRAPI_FORMAT_KEYS);
    expect(cover.attributes).toMatchObject({
      name: 'photo-1.png',
      width: 640,
      height: 480,
      mime: 'image/png',
      url: second!.url,
    });
    expect(cover.attributes.formats.small).toMatchObject({
      width: 500,
      height: 375,
      url: second!.formats!.small!.url,
    });
    expect(event.attributes.videos).toEqual({
      data: [
        {
          id: video.id,
          attributes: expect.objectContaining({ mime: 'video/mp4', formats: null, url: video.url }),
        },
      ],
    });

    const single = await send('GET', `/api/events/${created.id}?populate=*`, undefined, {});
    expect(single.statusCode).toBe(200);
    expect(single.headers['cache-control']).toBe('public, max-age=5');
    expect(single.json()).toEqual({ data: event, meta: {} });
  });

  it('shows empty media as {data: null}, and no media fields without populate', async () => {
    const created = await createEvent({ title: 'Hackathon', date: '2025-03-01' });
    expect(created.attributes).toMatchObject({
      description: null,
      images: { data: null },
      videos: { data: null },
    });
    const plain = (await send('GET', `/api/events/${created.id}`, undefined, {})).json().data;
    expect(Object.keys(plain.attributes)).toEqual([
      'title',
      'date',
      'description',
      'createdAt',
      'updatedAt',
    ]);
    const onlyImages = (
      await send('GET', `/api/events/${created.id}?populate=images`, undefined, {})
    ).json().data;
    expect(Object.keys(onlyImages.attributes)).toEqual(
      STRAPI_EVENT_ATTRIBUTES.filter((name) => name !== 'videos'),
    );
  });

  it('lists newest first by default, and sorts, filters and pages on request', async () => {
    const list = async (query: string) =>
      (await send('GET', `/api/events${query}`, undefined, {})).json();
    const byDate = (await list('')).data.map(
      (event: { attributes: { date: string } }) => event.attributes.date,
    );
    expect(byDate).toEqual([...byDate].sort().reverse());
    const ascending = (await list('?sort=date:asc')).data.map(
      (event: { attributes: { date: string } }) => event.attributes.date,
    );
    expect(ascending).toEqual([...ascending].sort());
    const filtered = await list('?filters[title][$containsi]=HACK');
    expect(
      filtered.data.map((event: { attributes: { title: string } }) => event.attributes.title),
    ).toEqual(['Hackathon']);
    const paged = await list('?pagination[page]=2&pagination[pageSize]=1');
    expect(paged.data).toHaveLength(1);
    expect(paged.meta.pagination).toMatchObject({ page: 2, pageSize: 1 });
    expect(
      (await send('GET', '/api/events?filters[secret][$eq]=1', undefined, {})).statusCode,
    ).toBe(400);
  });

  it('reorders, replaces and removes media; removed files are deleted', async () => {
    const [a, b, c] = await uploadImages(3);
    const created = await createEvent({
      title: 'Iftar',
      date: '2025-03-20',
      images: ids([a!, b!]),
    });

    const reordered = await send('PUT', `/api/events/${created.id}?populate=*`, {
      data: { images: [b!.id, a!.id, c!.id] },
    });
    expect(reordered.statusCode).toBe(200);
    expect(
      reordered.json().data.attributes.images.data.map((image: { id: number }) => image.id),
    ).toEqual([b!.id, a!.id, c!.id]);
    expect(reordered.json().data.attributes.title).toBe('Iftar');

    const trimmed = await send('PUT', `/api/events/${created.id}?populate=*`, {
      data: { title: 'Iftar dinner', images: [c!.id] },
    });
    expect(trimmed.json().data.attributes).toMatchObject({
      title: 'Iftar dinner',
      images: { data: [expect.objectContaining({ id: c!.id })] },
    });
    for (const removed of [a!, b!]) {
      expect((await send('GET', removed.url, undefined, {})).statusCode).toBe(404);
      expect(
        await suite.t.app.db
          .selectFrom('files')
          .select('id')
          .where('id', '=', removed.id)
          .executeTakeFirst(),
      ).toBeUndefined();
    }
    expect((await send('GET', c!.url, undefined, {})).statusCode).toBe(200);
  });

  it('refuses media that is not a free upload of the right kind, naming the field and position', async () => {
    const [image] = await uploadImages(1);
    const video = await uploadVideo();
    const [resume] = await uploadOk(suite.t, [{ filename: 'cv.pdf', data: sampleFiles.pdf() }]);
    const owner = await createEvent({ title: 'Owner', date: '2025-01-01', images: [image!.id] });

    const cases: [Record<string, unknown>, (string | number)[]][] = [
      [{ images: [video.id] }, ['images', 0]],
      [{ videos: [image!.id] }, ['videos', 0]],
      [{ images: [resume!.id] }, ['images', 0]],
      [{ images: [999_999] }, ['images', 0]],
      [{ images: [image!.id] }, ['images', 0]],
    ];
    for (const [media, errorPath] of cases) {
      const response = await send('POST', '/api/events', {
        data: { title: 'Refused', date: '2025-01-02', ...media },
      });
      expect(response.statusCode, JSON.stringify(media)).toBe(400);
      expect(response.json().error.details.errors[0].path).toEqual(errorPath);
    }
    const twice = await send('PUT', `/api/events/${owner.id}`, {
      data: { images: [image!.id, image!.id] },
    });
    expect(twice.json().error.details.errors[0]).toMatchObject({
      path: ['images', 1],
      message: `File ${image!.id} is listed twice.`,
    });
    const titles = (await suite.t.app.db.selectFrom('events').select('title').execute()).map(
      (row) => row.title,
    );
    expect(titles).not.toContain('Refused');
    const stillOwned = await suite.t.app.db
      .selectFrom('files')
      .select(['owner_id'])
      .where('id', '=', video.id)
      .executeTakeFirstOrThrow();
    expect(stillOwned.owner_id).toBeNull();
  });

  it('validates the fields with clear messages', async () => {
    const missing = await send('POST', '/api/events', { data: { date: '2025-01-01' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.details.errors).toEqual([
      { path: ['title'], message: 'Title is required.', name: 'ValidationError' },
    ]);
    const badDate = await send('POST', '/api/events', { data: { title: 'x', date: '2025-02-30' } });
    expect(badDate.json().error.details.errors[0]).toMatchObject({
      path: ['date'],
      message: 'Date must be a real calendar date.',
    });
    const badImages = await send('POST', '/api/events', {
      data: { title: 'x', date: '2025-01-01', images: 'all' },
    });
    expect(badImages.json().error.details.errors[0]).toMatchObject({
      path: ['images'],
      message: 'Images must be a list of file ids.',
    });
    const unknown = await send('POST', '/api/events', {
      data: { title: 'x', date: '2025-01-01', cover: 1 },
    });
    expect(unknown.statusCode).toBe(400);
    const noData = await send('POST', '/api/events', { title: 'x' });
    expect(noData.json().error.message).toBe('Missing "data" payload in the request body');
  });

  it('deletes an event with its media and answers the deleted entry', async () => {
    const [image] = await uploadImages(1);
    const created = await createEvent({
      title: 'Farewell',
      date: '2025-06-30',
      images: [image!.id],
    });
    const response = await send('DELETE', `/api/events/${created.id}?populate=*`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: created.id,
      attributes: {
        title: 'Farewell',
        images: { data: [expect.objectContaining({ id: image!.id })] },
      },
    });
    expect(existsSync(path.join(suite.t.dataDir, 'uploads', 'public', `${image!.hash}.png`))).toBe(
      false,
    );
    expect((await send('GET', `/api/events/${created.id}`, undefined, {})).statusCode).toBe(404);
    expect((await send('DELETE', `/api/events/${created.id}`)).statusCode).toBe(404);
    expect(
      (await send('PUT', `/api/events/${created.id}`, { data: { title: 'x' } })).statusCode,
    ).toBe(404);
    expect((await send('GET', '/api/events/abc', undefined, {})).statusCode).toBe(404);
  });

  describe('roles', () => {
    it('lets anyone read, and only Staff and Admin write', async () => {
      const event = await createEvent({ title: 'Roles', date: '2025-01-01' });
      const registered = (await loginAs(suite.t, 'Registered')).authorization;
      const admin = (await loginAs(suite.t, 'Admin')).authorization;
      const writes: ['POST' | 'PUT' | 'DELETE', string][] = [
        ['POST', '/api/events'],
        ['PUT', `/api/events/${event.id}`],
        ['DELETE', `/api/events/${event.id}`],
      ];
      for (const [method, url] of writes) {
        expect(
          (await send(method, url, { data: { title: 'x', date: '2025-01-01' } }, {})).statusCode,
          `${method} anonymous`,
        ).toBe(403);
        expect(
          (await send(method, url, { data: { title: 'x', date: '2025-01-01' } }, registered))
            .statusCode,
          `${method} Registered`,
        ).toBe(403);
        expect(
          (
            await send(
              method,
              url,
              { data: { title: 'x', date: '2025-01-01' } },
              { authorization: 'Bearer bad' },
            )
          ).statusCode,
        ).toBe(401);
      }
      for (const headers of [{}, registered, suite.auth, admin]) {
        expect((await send('GET', '/api/events', undefined, headers)).statusCode).toBe(200);
        expect((await send('GET', `/api/events/${event.id}`, undefined, headers)).statusCode).toBe(
          200,
        );
      }
      expect(
        (await send('PUT', `/api/events/${event.id}`, { data: { title: 'By Admin' } }, admin))
          .statusCode,
      ).toBe(200);
      expect((await send('DELETE', `/api/events/${event.id}`, undefined, admin)).statusCode).toBe(
        200,
      );
    });
  });
});
