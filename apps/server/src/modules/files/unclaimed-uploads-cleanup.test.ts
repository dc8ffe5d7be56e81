import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, loginAs, type TestApp } from '../../../test/test-app';
import { UNCLAIMED_UPLOAD_MAX_AGE_MS } from './files.repository';
import { CLEANUP_INTERVAL_MS, removeUnclaimedUploads } from './unclaimed-uploads-cleanup';
import { sampleFiles, uploadOk } from '../../../test/support/upload-test-helpers';

describe('removing unclaimed uploads', () => {
  let t: TestApp;
  afterEach(async () => {
    vi.useRealTimers();
    await t.close();
  });

  const makeOld = (id: number) =>
    t.app.db
      .updateTable('files')
      .set({
        created_at: new Date(Date.now() - UNCLAIMED_UPLOAD_MAX_AGE_MS - 60_000).toISOString(),
      })
      .where('id', '=', id)
      .execute();
  const fileIds = async () =>
    (await t.app.db.selectFrom('files').select('id').orderBy('id').execute()).map((row) => row.id);
  const stored = (visibility: string, key: string) =>
    existsSync(path.join(t.dataDir, 'uploads', visibility, key));

  it('removes rows and stored files unclaimed for a day, and nothing else', async () => {
    t = await createTestApp();
    const staff = (await loginAs(t, 'Staff')).authorization;
    const [oldResume] = await uploadOk(t, [{ filename: 'old.pdf', data: sampleFiles.pdf() }]);
    const [claimedResume] = await uploadOk(t, [
      { filename: 'claimed.pdf', data: sampleFiles.pdf() },
    ]);
    const [freshResume] = await uploadOk(t, [{ filename: 'fresh.pdf', data: sampleFiles.pdf() }]);
    const [oldImage] = await uploadOk(
      t,
      [{ filename: 'old.png', data: await sampleFiles.image('png', 600, 400) }],
      staff,
    );
    for (const file of [oldResume!, claimedResume!, oldImage!]) await makeOld(file.id);
    await t.app.db
      .updateTable('files')
      .set({ owner_type: 'application', owner_id: 1, owner_field: 'resume' })
      .where('id', '=', claimedResume!.id)
      .execute();

    expect(await removeUnclaimedUploads(t.app.db, t.app.fileStorage, t.app.log)).toBe(2);
    expect(await fileIds()).toEqual([claimedResume!.id, freshResume!.id]);
    expect(stored('private', `${oldResume!.hash}.pdf`)).toBe(false);
    expect(stored('private', `${claimedResume!.hash}.pdf`)).toBe(true);
    expect(stored('private', `${freshResume!.hash}.pdf`)).toBe(true);
    for (const key of [
      `${oldImage!.hash}.png`,
      `small_${oldImage!.hash}.png`,
      `thumbnail_${oldImage!.hash}.png`,
    ]) {
      expect(stored('public', key)).toBe(false);
    }
    expect(await removeUnclaimedUploads(t.app.db, t.app.fileStorage, t.app.log)).toBe(0);
  });

  it('runs every hour while the server runs, and stops when it closes', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    t = await createTestApp();
    const [resume] = await uploadOk(t, [{ filename: 'old.pdf', data: sampleFiles.pdf() }]);
    await makeOld(resume!.id);
    vi.advanceTimersByTime(CLEANUP_INTERVAL_MS - 1000);
    expect(await fileIds()).toEqual([resume!.id]);
    vi.advanceTimersByTime(1000);
    await vi.waitFor(async () => expect(await fileIds()).toEqual([]));
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    await t.app.close();
    expect(vi.getTimerCount()).toBe(0);
  });
});
