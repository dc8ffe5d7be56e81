import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type S3TestServer } from '../../../test/s3-server';
import { loginAs } from '../../../test/test-app';
import { testAppSuite } from '../../../test/test-suite';
import { ConfigError, loadConfig } from '../../config/config';
import { UNCLAIMED_UPLOAD_MAX_AGE_MS } from './files.repository';
import { removeUnclaimedUploads } from './unclaimed-uploads-cleanup';
import { sampleFiles, uploadOk } from '../../../test/support/upload-test-helpers';

describe('STORAGE=s3 settings', () => {
  it('keeps uploads on disk unless STORAGE=s3', () => {
    expect(loadConfig({}).STORAGE).toBe('disk');
    expect(loadConfig({}).S3).toBeNull();
  });

  it('stops with one line naming a missing S3 setting', () => {
    const load = () =>
      loadConfig({ STORAGE: 's3', S3_REGION: 'eu-west-1', S3_ACCESS_KEY_ID: 'id' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/^Invalid configuration: S3_BUCKET must be set when STORAGE=s3$/);
    expect(() => loadConfig({ STORAGE: 'cloud' })).toThrow(
      'Invalid configuration: STORAGE must be disk or s3 (got "cloud")',
    );
  });
});

describe('uploads in an S3-compatible bucket', () => {
  let s3: S3TestServer;
  beforeAll(async () => {
    s3 = await startS3Server();
  });
  afterAll(async () => {
    await s3.close();
  });
  const suite = testAppSuite('Staff', () => ({ env: s3.env }));
  let bucket: S3Client;

  beforeAll(async () => {
    bucket = new S3Client({
      endpoint: s3.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    });
  });
  afterAll(async () => {
    bucket.destroy();
  });

  const objectKeys = async () =>
    ((await bucket.send(new ListObjectsV2Command({ Bucket: s3.bucket }))).Contents ?? []).map(
      (object) => object.Key,
    );
  /** Nothing may reach DATA_DIR/uploads, and the upload's temporary files are gone. */
  const expectNothingOnDisk = () => {
    expect(existsSync(path.join(suite.t.dataDir, 'uploads'))).toBe(false);
    expect(readdirSync(path.join(suite.t.dataDir, 'tmp', 'uploads'))).toEqual([]);
  };

  it('keeps a resume private in the bucket and lets only Staff download it, byte for byte', async () => {
    // Larger than one multipart part, so the upload really goes up in parts.
    const resume = sampleFiles.pdf(6 * 1024 * 1024);
    const [file] = await uploadOk(suite.t, [{ filename: 'cv.pdf', data: resume }]);
    expect(await objectKeys()).toContain(`private/${file!.hash}.pdf`);
    expectNothingOnDisk();

    const download = await suite.t.app.inject({ url: file!.url, headers: suite.auth });
    expect(download.statusCode).toBe(200);
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect(download.rawPayload.equals(resume)).toBe(true);

    expect((await suite.t.app.inject({ url: file!.url })).statusCode).toBe(403);
    const registered = (await loginAs(suite.t, 'Registered')).authorization;
    expect((await suite.t.app.inject({ url: file!.url, headers: registered })).statusCode).toBe(
      403,
    );
    expect((await suite.t.app.inject({ url: `/uploads/${file!.hash}.pdf` })).statusCode).toBe(404);
  });

  it('serves event images and their variants from the bucket, and removes them with the event', async () => {
    const image = await sampleFiles.image('png', 1200, 800);
    const [file] = await uploadOk(suite.t, [{ filename: 'party.png', data: image }], suite.auth);
    const variants = Object.keys(file!.formats ?? {});
    expect(variants.length).toBeGreaterThan(0);
    const keys = [`${file!.hash}.png`, ...variants.map((format) => `${format}_${file!.hash}.png`)];
    expect(await objectKeys()).toEqual(expect.arrayContaining(keys.map((key) => `public/${key}`)));
    expectNothingOnDisk();

    const served = await suite.t.app.inject({ url: file!.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(image)).toBe(true);
    const part = await suite.t.app.inject({ url: file!.url, headers: { range: 'bytes=10-19' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(image.subarray(10, 20))).toBe(true);
    expect((await suite.t.app.inject({ url: `/uploads/${keys[1]}` })).statusCode).toBe(200);

    const created = await suite.t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: suite.auth,
      payload: { data: { title: 'Summer party', date: '2025-07-01', images: [file!.id] } },
    });
    expect(created.statusCode, created.body).toBe(200);
    const deleted = await suite.t.app.inject({
      method: 'DELETE',
      url: `/api/events/${created.json().data.id}`,
      headers: suite.auth,
    });
    expect(deleted.statusCode).toBe(200);
    const left = await objectKeys();
    for (const key of keys) expect(left).not.toContain(`public/${key}`);
    expect((await suite.t.app.inject({ url: file!.url })).statusCode).toBe(404);
  });

  it('removes the objects of unclaimed uploads', async () => {
    const [file] = await uploadOk(suite.t, [
      { filename: 'never-sent.pdf', data: sampleFiles.pdf() },
    ]);
    await suite.t.app.db
      .updateTable('files')
      .set({
        created_at: new Date(Date.now() - UNCLAIMED_UPLOAD_MAX_AGE_MS - 60_000).toISOString(),
      })
      .where('id', '=', file!.id)
      .execute();
    expect(await objectKeys()).toContain(`private/${file!.hash}.pdf`);
    expect(
      await removeUnclaimedUploads(suite.t.app.db, suite.t.app.fileStorage, suite.t.app.log),
    ).toBe(1);
    expect(await objectKeys()).not.toContain(`private/${file!.hash}.pdf`);
  });
});
