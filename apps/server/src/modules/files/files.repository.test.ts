import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/shared/messages';
import { ApiError } from '../../http/errors';
import { testAppSuite } from '../../../test/test-suite';
import {
  UNCLAIMED_UPLOAD_MAX_AGE_MS,
  claimPrivateUpload,
  loadFilesByOwner,
} from './files.repository';
import { sampleFiles, uploadOk } from '../../../test/support/upload-test-helpers';

describe('claimPrivateUpload', () => {
  const suite = testAppSuite();

  const uploadResume = async () =>
    (await uploadOk(suite.t, [{ filename: 'cv.pdf', data: sampleFiles.pdf() }]))[0]!.id;

  async function claimError(fileId: number, ownerId: number): Promise<ApiError> {
    const error = await claimPrivateUpload(suite.t.app.db, fileId, {
      type: 'application',
      id: ownerId,
      field: 'resume',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }

  it('claims an unclaimed private PDF exactly once', async () => {
    const fileId = await uploadResume();
    await claimPrivateUpload(suite.t.app.db, fileId, {
      type: 'application',
      id: 7,
      field: 'resume',
    });
    const row = await suite.t.app.db
      .selectFrom('files')
      .selectAll()
      .where('id', '=', fileId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      owner_type: 'application',
      owner_id: 7,
      owner_field: 'resume',
      position: 0,
    });

    const error = await claimError(fileId, 8);
    expect(error.status).toBe(400);
    expect(error.details).toEqual({
      errors: [{ path: ['resume'], message: MESSAGES.resumeRequired, name: 'ValidationError' }],
    });
    const unchanged = await suite.t.app.db
      .selectFrom('files')
      .select('owner_id')
      .where('id', '=', fileId)
      .executeTakeFirstOrThrow();
    expect(unchanged.owner_id).toBe(7);
  });

  it('lets only one of two simultaneous claims win', async () => {
    const fileId = await uploadResume();
    const results = await Promise.allSettled(
      [1, 2, 3].map((ownerId) =>
        claimPrivateUpload(suite.t.app.db, fileId, { type: 'application', id: ownerId }),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
  });

  it('refuses unknown ids, public media and uploads older than a day', async () => {
    expect((await claimError(999_999, 1)).message).toBe(MESSAGES.resumeRequired);

    const [image] = await uploadOk(
      suite.t,
      [{ filename: 'photo.png', data: await sampleFiles.image('png', 50, 50) }],
      suite.auth,
    );
    await claimError(image!.id, 1);

    const oldId = await uploadResume();
    const dayAndMinuteAgo = new Date(
      Date.now() - UNCLAIMED_UPLOAD_MAX_AGE_MS - 60_000,
    ).toISOString();
    await suite.t.app.db
      .updateTable('files')
      .set({ created_at: dayAndMinuteAgo })
      .where('id', '=', oldId)
      .execute();
    await claimError(oldId, 1);
  });

  it('loads the files of many owners in order, grouped by owner', async () => {
    const ids = (
      await uploadOk(
        suite.t,
        [1, 2, 3].map((n) => ({ filename: `${n}.mp4`, data: sampleFiles.mp4() })),
        suite.auth,
      )
    ).map((file) => file.id);
    const owners: [number, number, number][] = [
      [ids[0]!, 501, 1],
      [ids[1]!, 501, 0],
      [ids[2]!, 502, 0],
    ];
    for (const [id, ownerId, position] of owners) {
      await suite.t.app.db
        .updateTable('files')
        .set({ owner_type: 'event', owner_id: ownerId, owner_field: 'videos', position })
        .where('id', '=', id)
        .execute();
    }
    const grouped = await loadFilesByOwner(suite.t.app.db, 'event', [501, 502, 503], 'videos');
    expect(grouped.get(501)!.map((row) => row.id)).toEqual([ids[1], ids[0]]);
    expect(grouped.get(502)!.map((row) => row.id)).toEqual([ids[2]]);
    expect(grouped.has(503)).toBe(false);
    expect((await loadFilesByOwner(suite.t.app.db, 'event', [501], 'images')).size).toBe(0);
    expect((await loadFilesByOwner(suite.t.app.db, 'event', [])).size).toBe(0);
  });
});
