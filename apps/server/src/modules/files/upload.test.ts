import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { RESUME_MAX_BYTES } from '@app/shared/constants';
import { MAX_FILES_PER_UPLOAD, UPLOAD_MESSAGES } from '@app/shared/media';
import { MESSAGES } from '@app/shared/messages';
import { createTestApp, loginAs } from '../../../test/test-app';
import { testAppSuite } from '../../../test/test-suite';
import {
  STRAPI_MEDIA_ATTRIBUTES,
  sampleFiles,
  upload,
  uploadOk,
} from '../../../test/support/upload-test-helpers';

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

function expectUploadError(
  response: { statusCode: number; json: () => unknown },
  status: number,
  message: string,
) {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual({
    data: null,
    error: {
      status,
      name: status === 413 ? 'PayloadTooLargeError' : 'ValidationError',
      message,
      details: { errors: [{ path: ['files'], message, name: 'ValidationError' }] },
    },
  });
}

describe('POST /api/upload', () => {
  const suite = testAppSuite('Staff');
  let registered: Record<string, string>;

  beforeAll(async () => {
    registered = (await loginAs(suite.t, 'Registered')).authorization;
  });

  const storedNames = (visibility: 'public' | 'private') => {
    const dir = path.join(suite.t.dataDir, 'uploads', visibility);
    return existsSync(dir) ? readdirSync(dir) : [];
  };

  describe('anonymous resume', () => {
    it('accepts one PDF, keeps it private under a random name and answers like strapi-examples/upload.POST.json', async () => {
      const response = await upload(suite.t, [
        {
          filename: 'Ayesha Khan – CV.pdf',
          data: sampleFiles.pdf(),
          contentType: 'application/pdf',
        },
      ]);
      expect(response.statusCode).toBe(200);
      const files = response.json();
      expect(Array.isArray(files)).toBe(true);
      expect(files).toHaveLength(1);
      const [file] = files;
      expect(Object.keys(file)).toEqual(['id', ...STRAPI_MEDIA_ATTRIBUTES]);
      expect(file).toEqual({
        id: expect.any(Number),
        name: 'Ayesha Khan – CV.pdf',
        alternativeText: null,
        caption: null,
        width: null,
        height: null,
        formats: null,
        hash: expect.stringMatching(/^[0-9a-f]{32}$/),
        ext: '.pdf',
        mime: 'application/pdf',
        size: expect.any(Number),
        url: `/api/files/${file.id}/download`,
        previewUrl: null,
        provider: 'local',
        provider_metadata: null,
        createdAt: expect.stringMatching(ISO_TIMESTAMP),
        updatedAt: expect.stringMatching(ISO_TIMESTAMP),
      });
      expect(storedNames('private')).toContain(`${file.hash}.pdf`);
      expect(storedNames('public')).not.toContain(`${file.hash}.pdf`);
      expect(
        (await suite.t.app.inject({ method: 'GET', url: `/uploads/${file.hash}.pdf` })).statusCode,
      ).toBe(404);
    });

    it('refuses a PNG renamed .pdf, whatever type the client declares', async () => {
      const png = await sampleFiles.image('png', 40, 40);
      const response = await upload(suite.t, [
        { filename: 'resume.pdf', data: png, contentType: 'application/pdf' },
      ]);
      expectUploadError(response, 400, MESSAGES.resumeRequired);
    });

    it('accepts a PDF of exactly 10 MB and refuses 11 MB with 413', async () => {
      const atLimit = sampleFiles.pdf(RESUME_MAX_BYTES - sampleFiles.pdf().length);
      expect(atLimit.length).toBe(RESUME_MAX_BYTES);
      expect((await upload(suite.t, [{ filename: 'cv.pdf', data: atLimit }])).statusCode).toBe(200);

      const before = storedNames('private').length;
      const response = await upload(suite.t, [
        { filename: 'cv.pdf', data: sampleFiles.pdf(11 * 1024 * 1024) },
      ]);
      expectUploadError(response, 413, UPLOAD_MESSAGES.resumeTooLarge);
      expect(storedNames('private')).toHaveLength(before);
    });

    it('refuses an empty file', async () => {
      expectUploadError(
        await upload(suite.t, [{ filename: 'cv.pdf', data: Buffer.alloc(0) }]),
        400,
        UPLOAD_MESSAGES.empty('cv.pdf'),
      );
    });

    it('refuses more than one file, and a request without a file', async () => {
      const twoPdfs = [
        { filename: 'a.pdf', data: sampleFiles.pdf() },
        { filename: 'b.pdf', data: sampleFiles.pdf() },
      ];
      expectUploadError(await upload(suite.t, twoPdfs), 400, UPLOAD_MESSAGES.oneResumeOnly);
      expectUploadError(await upload(suite.t, []), 400, MESSAGES.resumeRequired);
    });

    it('refuses images, also from a signed-in user without admin access', async () => {
      const jpeg = await sampleFiles.image('jpeg', 40, 40);
      expectUploadError(
        await upload(suite.t, [{ filename: 'me.jpg', data: jpeg }]),
        400,
        MESSAGES.resumeRequired,
      );
      expectUploadError(
        await upload(suite.t, [{ filename: 'me.jpg', data: jpeg }], registered),
        400,
        MESSAGES.resumeRequired,
      );
    });

    it('refuses names with path separators or control characters', async () => {
      for (const filename of [
        '../../etc/passwd.pdf',
        'dir\\cv.pdf',
        'cv\u0001.pdf',
        'cv\u202Efdp.exe',
      ]) {
        expectUploadError(
          await upload(suite.t, [{ filename, data: sampleFiles.pdf() }]),
          400,
          UPLOAD_MESSAGES.unsafeName,
        );
      }
    });

    it('refuses other form fields and bodies that are not multipart', async () => {
      expectUploadError(
        await upload(suite.t, [{ filename: 'cv.pdf', data: sampleFiles.pdf(), field: 'resume' }]),
        400,
        UPLOAD_MESSAGES.wrongField,
      );
      const json = await suite.t.app.inject({
        method: 'POST',
        url: '/api/upload',
        payload: { files: [] },
      });
      expectUploadError(json, 400, UPLOAD_MESSAGES.notMultipart);
      const cutOff = await suite.t.app.inject({
        method: 'POST',
        url: '/api/upload',
        payload:
          '--xyz\r\nContent-Disposition: form-data; name="files"; filename="cv.pdf"\r\n\r\n%PDF-1.4',
        headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      });
      expect(cutOff.statusCode).toBe(400);
      expect(cutOff.json().error.name).toBe('ValidationError');
    });

    it('cleans the display name but never uses it to store the file', async () => {
      const [file] = await uploadOk(suite.t, [
        { filename: '  ..hidden   résumé  ', data: sampleFiles.pdf() },
      ]);
      expect(file!.name).toBe('hidden résumé.pdf');
      expect(storedNames('private')).toContain(`${file!.hash}.pdf`);
    });
  });

  describe('Staff media', () => {
    it('stores images and videos publicly; images get smaller small and thumbnail variants', async () => {
      const files = await uploadOk(
        suite.t,
        [
          { filename: 'dinner.png', data: await sampleFiles.image('png', 800, 600) },
          { filename: 'party.jpg', data: await sampleFiles.image('jpeg', 1000, 400) },
          { filename: 'lunch.webp', data: await sampleFiles.image('webp', 300, 200) },
          { filename: 'clip.mp4', data: sampleFiles.mp4() },
          { filename: 'clip.webm', data: sampleFiles.webm() },
        ],
        suite.auth,
      );
      expect(files.map((file) => [file.name, file.mime, file.ext])).toEqual([
        ['dinner.png', 'image/png', '.png'],
        ['party.jpg', 'image/jpeg', '.jpg'],
        ['lunch.webp', 'image/webp', '.webp'],
        ['clip.mp4', 'video/mp4', '.mp4'],
        ['clip.webm', 'video/webm', '.webm'],
      ]);
      const [png, jpeg, webp, mp4, webm] = files as [
        (typeof files)[0],
        (typeof files)[0],
        (typeof files)[0],
        (typeof files)[0],
        (typeof files)[0],
      ];
      for (const file of files) expect(file.url).toBe(`/uploads/${file.hash}${file.ext}`);
      expect([png.width, png.height, jpeg.width, jpeg.height]).toEqual([800, 600, 1000, 400]);
      expect(png.formats!.small).toMatchObject({
        width: 500,
        height: 375,
        mime: 'image/png',
        url: `/uploads/small_${png.hash}.png`,
      });
      expect(png.formats!.thumbnail).toMatchObject({
        width: 208,
        height: 156,
        url: `/uploads/thumbnail_${png.hash}.png`,
      });
      expect(jpeg.formats!.small).toMatchObject({ width: 500, height: 200 });
      expect(webp.formats!.small).toMatchObject({ width: 300, height: 200 });
      expect([mp4.formats, mp4.width, webm.formats]).toEqual([null, null, null]);

      const original = await suite.t.app.inject({ method: 'GET', url: png.url });
      const small = await suite.t.app.inject({ method: 'GET', url: png.formats!.small!.url });
      expect(original.statusCode).toBe(200);
      expect(small.statusCode).toBe(200);
      expect(original.headers['content-type']).toBe('image/png');
      expect(original.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(original.headers['x-content-type-options']).toBe('nosniff');
      expect(small.rawPayload.length).toBe(png.formats!.small!.sizeInBytes);
      expect(small.rawPayload.length).toBeLessThan(original.rawPayload.length);
      expect(
        (await suite.t.app.inject({ method: 'GET', url: mp4.url })).headers['content-type'],
      ).toBe('video/mp4');
    });

    it('serves byte ranges of public media, so videos can seek', async () => {
      const data = sampleFiles.mp4();
      const [video] = await uploadOk(suite.t, [{ filename: 'clip.mp4', data }], suite.auth);
      const partial = await suite.t.app.inject({
        method: 'GET',
        url: video!.url,
        headers: { range: 'bytes=10-19' },
      });
      expect(partial.statusCode).toBe(206);
      expect(partial.headers['content-range']).toBe(`bytes 10-19/${data.length}`);
      expect(partial.rawPayload).toEqual(data.subarray(10, 20));
      const tail = await suite.t.app.inject({
        method: 'GET',
        url: video!.url,
        headers: { range: 'bytes=-5' },
      });
      expect(tail.rawPayload).toEqual(data.subarray(data.length - 5));
      const outside = await suite.t.app.inject({
        method: 'GET',
        url: video!.url,
        headers: { range: `bytes=${data.length}-` },
      });
      expect(outside.statusCode).toBe(416);
      const cached = await suite.t.app.inject({
        method: 'GET',
        url: video!.url,
        headers: { 'if-none-match': `"${video!.hash}.mp4"` },
      });
      expect(cached.statusCode).toBe(304);
    });

    it('still takes a single PDF from Staff as a private resume', async () => {
      const [file] = await uploadOk(
        suite.t,
        [{ filename: 'cv.pdf', data: sampleFiles.pdf() }],
        suite.auth,
      );
      expect(file!.url).toBe(`/api/files/${file!.id}/download`);
    });

    it('refuses other file types, unreadable images and too many files with clear messages', async () => {
      expectUploadError(
        await upload(suite.t, [{ filename: 'anim.gif', data: sampleFiles.gif() }], suite.auth),
        400,
        UPLOAD_MESSAGES.unsupportedMedia('anim.gif'),
      );
      const broken = Buffer.concat([
        (await sampleFiles.image('png', 50, 50)).subarray(0, 60),
        Buffer.alloc(200),
      ]);
      expectUploadError(
        await upload(suite.t, [{ filename: 'broken.png', data: broken }], suite.auth),
        400,
        UPLOAD_MESSAGES.unreadableImage('broken.png'),
      );
      const many = Array.from({ length: MAX_FILES_PER_UPLOAD + 1 }, (_, i) => ({
        filename: `clip-${i}.mp4`,
        data: sampleFiles.mp4(),
      }));
      const before = storedNames('public').length;
      expectUploadError(await upload(suite.t, many, suite.auth), 400, UPLOAD_MESSAGES.tooManyFiles);
      expect(storedNames('public')).toHaveLength(before);
    });

    it('refuses a resume mixed with media', async () => {
      const response = await upload(
        suite.t,
        [
          { filename: 'cv.pdf', data: sampleFiles.pdf() },
          { filename: 'clip.mp4', data: sampleFiles.mp4() },
        ],
        suite.auth,
      );
      expectUploadError(response, 400, UPLOAD_MESSAGES.oneResumeOnly);
    });
  });

  describe('GET /api/files/:id/download', () => {
    it('gives a resume to Staff only, as an attachment with a safe name', async () => {
      const pdf = sampleFiles.pdf(100);
      const [file] = await uploadOk(suite.t, [
        { filename: "Zainab's résumé; final.pdf", data: pdf },
      ]);
      const url = `/api/files/${file!.id}/download`;

      expect((await suite.t.app.inject({ method: 'GET', url })).statusCode).toBe(403);
      expect(
        (await suite.t.app.inject({ method: 'GET', url, headers: registered })).statusCode,
      ).toBe(403);
      expect(
        (
          await suite.t.app.inject({
            method: 'GET',
            url,
            headers: { authorization: 'Bearer nonsense' },
          })
        ).statusCode,
      ).toBe(401);

      const response = await suite.t.app.inject({ method: 'GET', url, headers: suite.auth });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="Zainab's r_sum__ final.pdf"; filename*=UTF-8''Zainab%27s%20r%C3%A9sum%C3%A9%3B%20final.pdf`,
      );
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.rawPayload).toEqual(pdf);

      const admin = (await loginAs(suite.t, 'Admin')).authorization;
      expect((await suite.t.app.inject({ method: 'GET', url, headers: admin })).statusCode).toBe(
        200,
      );
      expect(
        (
          await suite.t.app.inject({
            method: 'GET',
            url: '/api/files/999999/download',
            headers: suite.auth,
          })
        ).statusCode,
      ).toBe(404);
    });
  });

  describe('DELETE /api/upload/files/:id', () => {
    it('lets Staff delete a file, its variants and its stored bytes', async () => {
      const [image] = await uploadOk(
        suite.t,
        [{ filename: 'gone.png', data: await sampleFiles.image('png', 600, 400) }],
        suite.auth,
      );
      const url = `/api/upload/files/${image!.id}`;
      expect((await suite.t.app.inject({ method: 'DELETE', url })).statusCode).toBe(403);
      expect(
        (await suite.t.app.inject({ method: 'DELETE', url, headers: registered })).statusCode,
      ).toBe(403);

      const response = await suite.t.app.inject({ method: 'DELETE', url, headers: suite.auth });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: image!.id, name: 'gone.png' });
      for (const servedAt of [
        image!.url,
        image!.formats!.small!.url,
        image!.formats!.thumbnail!.url,
      ]) {
        expect((await suite.t.app.inject({ method: 'GET', url: servedAt })).statusCode).toBe(404);
      }
      expect(
        (await suite.t.app.inject({ method: 'DELETE', url, headers: suite.auth })).statusCode,
      ).toBe(404);
    });
  });
});

describe('POST /api/upload rate limit', () => {
  it('applies the strict tier', async () => {
    const t = await createTestApp({ RATE_LIMIT_FACTOR: '1' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1)
        statuses.push(
          (await upload(t, [{ filename: 'cv.pdf', data: sampleFiles.pdf() }])).statusCode,
        );
      expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
      expect(statuses[10]).toBe(429);
    } finally {
      await t.close();
    }
  });
});
