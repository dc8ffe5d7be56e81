import { describe, expect, it } from 'vitest';
import { mediaEntity, uploadedFile } from '../testing/media-fixtures';
import { fromMediaEntity, fromUploadedFile, moveItem } from './editor-media';

describe('editor media', () => {
  it('previews an image by its thumbnail, a video by the file itself', () => {
    const image = fromMediaEntity(mediaEntity(1, 'dinner.png'));
    expect(image).toMatchObject({
      id: 1,
      kind: 'image',
      name: 'dinner.png',
      previewUrl: '/uploads/thumbnail_dinner_png_1.png',
    });
    const video = fromUploadedFile(uploadedFile(2, 'clip.mp4', 'video/mp4'));
    expect(video).toMatchObject({ id: 2, kind: 'video', previewUrl: '/uploads/clip_mp4_2.mp4' });
  });

  it('falls back to the small variant, then to the original, for the preview', () => {
    const entity = mediaEntity(3, 'wide.png');
    const { thumbnail: _thumbnail, ...withoutThumbnail } = entity.attributes.formats!;
    expect(
      fromMediaEntity({
        ...entity,
        attributes: { ...entity.attributes, formats: withoutThumbnail },
      }).previewUrl,
    ).toBe('/uploads/small_wide_png_3.png');
    expect(
      fromMediaEntity({ ...entity, attributes: { ...entity.attributes, formats: null } })
        .previewUrl,
    ).toBe('/uploads/wide_png_3.png');
  });

  it('moves one item and keeps the order of the others', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 2, 0)).toEqual(['c', 'a', 'b', 'd']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 9)).toEqual(['a', 'c', 'b']);
  });
});
