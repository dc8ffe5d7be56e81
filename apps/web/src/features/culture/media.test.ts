import { describe, expect, it } from 'vitest';
import { mediaEntity } from '../media-admin/testing/media-fixtures';
import { previewOf } from '../../lib/preferred-image';
import { isVideo, listOf, type Media } from './api/media';
import { formatEventDate } from './format-event-date';

const media = (attributes: Partial<Media['attributes']>): Media => {
  const file = mediaEntity(1, 'file.bin', 'application/octet-stream');
  return { ...file, attributes: { ...file.attributes, ...attributes } };
};

describe('event media', () => {
  it('treats .mp4, .webm and any video/* type as video', () => {
    expect(isVideo(media({ ext: '.mp4' }))).toBe(true);
    expect(isVideo(media({ ext: '.WEBM' }))).toBe(true);
    expect(isVideo(media({ ext: '.mov', mime: 'video/quicktime' }))).toBe(true);
    expect(isVideo(media({ ext: '', url: '/uploads/clip.webm' }))).toBe(true);
    expect(isVideo(media({ ext: '.png', mime: 'image/png' }))).toBe(false);
  });

  it('prefers the small rendition of an image', () => {
    const image = mediaEntity(2, 'x.png', 'image/png');
    expect(previewOf(image)).toMatchObject({
      url: image.attributes.formats!.small!.url,
      width: 500,
    });
    expect(
      previewOf(media({ url: '/uploads/x.png', width: 80, height: 60, formats: null })),
    ).toEqual({
      url: '/uploads/x.png',
      width: 80,
      height: 60,
    });
  });

  it('reads an empty media list sent as null', () => {
    expect(listOf({ data: null })).toEqual([]);
    expect(listOf(undefined)).toEqual([]);
  });
});

describe('formatEventDate', () => {
  it('shows year, short month and day in the given locale, on the calendar day itself', () => {
    expect(formatEventDate('2025-05-10', 'en-US')).toBe('May 10, 2025');
    expect(formatEventDate('2025-01-01', 'en-GB')).toBe('1 Jan 2025');
  });
});
