import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES } from '@app/shared/media';
import { sampleFiles, upload, uploadOk, type MultipartFile } from '../support/upload-test-helpers';
import { testAppSuite } from '../test-suite';
import { listFiles } from './support/data-dir-listing';
import { errorShapeProblem, seenFromInject } from './support/error-shape';

/**
 * Hostile uploads are refused with a clear message and leave nothing behind; accepted ones are
 * stored under random names inside DATA_DIR/uploads only, and served back as safe attachments.
 */

const MEGABYTE = 1024 * 1024;
/** A stored name: 128 random bits in hex and the extension we chose, nothing the uploader sent. */
const RANDOM_STORED_NAME = /^[0-9a-f]{32}\.(pdf|png|jpg|webp|mp4|webm)$/;
/** SQLite's own files change with every write; everything else in DATA_DIR must stay as it was. */
const DATABASE_FILE = /^app\.db(-wal|-shm|-journal)?$/;

describe('hostile uploads', () => {
  const suite = testAppSuite('Staff');
  let before: string[];

  beforeAll(async () => {
    // One accepted upload first, so the folders an upload creates exist before the listing.
    await uploadOk(suite.t, [{ filename: 'first.pdf', data: sampleFiles.pdf() }]);
    before = listFiles(suite.t.dataDir);
  });

  const png = () => sampleFiles.image('png', 64, 48);

  /** An upload whose name is sent in RFC 5987 form (`filename*=UTF-8''...`), as it may hold any character. */
  function uploadWithEncodedName(encodedName: string, data: Buffer) {
    const boundary = `----hostile${randomBytes(6).toString('hex')}`;
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename*=UTF-8''${encodedName}\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return suite.t.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
  }

  async function expectRefused(
    files: MultipartFile[],
    status: number,
    message: string,
    headers: Record<string, string> = {},
  ) {
    const response = await upload(suite.t, files, headers);
    expect(errorShapeProblem(seenFromInject(response))).toBeNull();
    expect({ status: response.statusCode, message: response.json().error.message }).toEqual({
      status,
      message,
    });
  }

  it('refuses names with path separators', async () => {
    for (const filename of [
      '../../evil.pdf',
      '..\\..\\evil.pdf',
      '/etc/cron.d/evil.pdf',
      'uploads/public/x.pdf',
      'C:\\evil.pdf',
    ]) {
      await expectRefused([{ filename, data: sampleFiles.pdf() }], 400, UPLOAD_MESSAGES.unsafeName);
    }
  });

  it('refuses a path hidden in the encoded form of the name (filename*)', async () => {
    const response = await uploadWithEncodedName('..%2F..%2Fevil.pdf', sampleFiles.pdf());
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(UPLOAD_MESSAGES.unsafeName);
  });

  it('refuses names with control characters or direction overrides', async () => {
    for (const filename of [
      'bell\u0007.pdf',
      'tab\there.pdf',
      'escape\u001b[31m.pdf',
      'delete\u007f.pdf',
      'c1\u0085.pdf',
      'resume\u202efdp.exe',
    ]) {
      await expectRefused([{ filename, data: sampleFiles.pdf() }], 400, UPLOAD_MESSAGES.unsafeName);
    }
  });

  it('refuses PNG bytes named .pdf and declared application/pdf', async () => {
    await expectRefused(
      [{ filename: 'resume.pdf', data: await png(), contentType: 'application/pdf' }],
      400,
      UPLOAD_MESSAGES.resumeRequired,
    );
  });

  it('refuses PNG bytes behind a PDF header: a file must end like a PDF to be one', async () => {
    const disguised = Buffer.concat([Buffer.from('%PDF-1.7\n'), await png()]);
    await expectRefused(
      [{ filename: 'resume.pdf', data: disguised, contentType: 'application/pdf' }],
      400,
      UPLOAD_MESSAGES.resumeRequired,
    );
    // A real PDF that carries a PNG image inside it is still a PDF.
    const pdfWithImage = Buffer.concat([
      Buffer.from(
        '%PDF-1.7\n1 0 obj << /Type /XObject /Subtype /Image /Filter /FlateDecode /Length 100 >>\nstream\n',
      ),
      await png(),
      Buffer.from('\nendstream\nendobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
    ]);
    expect(
      (await uploadOk(suite.t, [{ filename: 'portfolio.pdf', data: pdfWithImage }]))[0]!.mime,
    ).toBe('application/pdf');
  });

  it('refuses an empty file and an 11 MB one', async () => {
    await expectRefused(
      [{ filename: 'empty.pdf', data: Buffer.alloc(0) }],
      400,
      UPLOAD_MESSAGES.empty('empty.pdf'),
    );
    await expectRefused(
      [{ filename: 'huge.pdf', data: sampleFiles.pdf(11 * MEGABYTE) }],
      413,
      UPLOAD_MESSAGES.resumeTooLarge,
    );
  });

  it('refuses many files in one request', async () => {
    await expectRefused(
      [
        { filename: 'a.pdf', data: sampleFiles.pdf() },
        { filename: 'b.pdf', data: sampleFiles.pdf() },
      ],
      400,
      UPLOAD_MESSAGES.oneResumeOnly,
    );
    const image = await png();
    await expectRefused(
      Array.from({ length: 21 }, (_, i) => ({ filename: `photo-${i}.png`, data: image })),
      400,
      UPLOAD_MESSAGES.tooManyFiles,
      suite.auth,
    );
    await expectRefused(
      Array.from({ length: 500 }, (_, i) => ({ filename: `${i}.pdf`, data: sampleFiles.pdf() })),
      400,
      UPLOAD_MESSAGES.oneResumeOnly,
    );
  });

  it('wrote nothing for the refused uploads: DATA_DIR holds the same files as before them', () => {
    const changed = (listing: string[]) => listing.filter((file) => !DATABASE_FILE.test(file));
    // The accepted PDF with an image inside is the one new file, in the private upload folder.
    const added = listFiles(suite.t.dataDir).filter((file) => !before.includes(file));
    expect(added).toHaveLength(1);
    expect(path.dirname(added[0]!)).toBe(path.join('uploads', 'private'));
    expect(path.basename(added[0]!)).toMatch(RANDOM_STORED_NAME);
    expect(changed(listFiles(suite.t.dataDir)).filter((file) => !added.includes(file))).toEqual(
      changed(before),
    );
  });

  it('stores accepted files under random names inside DATA_DIR/uploads only, whatever they were called', async () => {
    const sentName = "Lebenslauf Müller; v2 %41 'final'.pdf";
    const listingBefore = listFiles(suite.t.dataDir);
    const [first] = await uploadOk(suite.t, [{ filename: sentName, data: sampleFiles.pdf() }]);
    const [second] = await uploadOk(suite.t, [{ filename: sentName, data: sampleFiles.pdf() }]);
    const [image] = await uploadOk(
      suite.t,
      [{ filename: 'photo.png', data: await png() }],
      suite.auth,
    );

    const rows = await suite.t.app.db
      .selectFrom('files')
      .select(['id', 'storage_key', 'visibility'])
      .where('id', 'in', [first!.id, second!.id, image!.id])
      .execute();
    for (const row of rows) expect(row.storage_key).toMatch(RANDOM_STORED_NAME);
    expect(new Set(rows.map((row) => row.storage_key)).size).toBe(3);

    const added = listFiles(suite.t.dataDir).filter((file) => !listingBefore.includes(file));
    expect(added.every((file) => file.startsWith(`uploads${path.sep}`))).toBe(true);
    expect(
      added.every((file) =>
        RANDOM_STORED_NAME.test(path.basename(file).replace(/^(small|thumbnail)_/, '')),
      ),
    ).toBe(true);
    expect(first!.name).toBe(sentName);
  });

  it('sends a download as an attachment with a safe name, its own type and nosniff', async () => {
    const sentName = 'CV "Ayesha"; filename=evil.html %22 ü.pdf';
    const data = sampleFiles.pdf(64);
    const uploaded = await uploadWithEncodedName(encodeURIComponent(sentName), data);
    expect(uploaded.statusCode).toBe(200);
    const response = await suite.t.app.inject({
      url: `/api/files/${uploaded.json()[0].id}/download`,
      headers: suite.auth,
    });

    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(data)).toBe(true);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('private, no-store');
    // One line; the fallback name printable ASCII without quotes, backslashes, semicolons or
    // percent signs; the exact name only percent-encoded.
    const disposition = String(response.headers['content-disposition']);
    expect(disposition).toMatch(
      /^attachment; filename="[ !#$&'()*+,\-./0-9:<=>?@A-Z[\]^_`a-z{|}~]*"; filename\*=UTF-8''[A-Za-z0-9%!._~-]+$/,
    );
    expect(decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(disposition)![1]!)).toBe(sentName);
  });

  it('serves public media with nosniff and never a file outside the public upload folder', async () => {
    const [image] = await uploadOk(
      suite.t,
      [{ filename: 'team.png', data: await png() }],
      suite.auth,
    );
    const served = await suite.t.app.inject({ url: image!.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const privateKey = listFiles(path.join(suite.t.dataDir, 'uploads', 'private'))[0]!;
    for (const url of [
      `/uploads/${privateKey}`,
      `/uploads/..%2Fprivate%2F${privateKey}`,
      '/uploads/..%2F..%2Fapp.db',
      '/uploads/%2e%2e%2f%2e%2e%2fsecrets.json',
      '/uploads/../app.db',
      `/uploads/${path.basename(image!.url)}%00.html`,
    ]) {
      const response = await suite.t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(
        response.rawPayload.includes(
          readFileSync(path.join(suite.t.dataDir, 'uploads', 'private', privateKey)),
        ),
      ).toBe(false);
    }
  });
});
