import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES, MEDIA_ACCEPT, UPLOAD_MESSAGES, VIDEO_MAX_BYTES } from '@app/shared/media';
import { pickedFile } from '../testing/media-fixtures';
import {
  acceptFor,
  checkMediaFile,
  mediaKindOf,
  PHOTO_ONLY_MESSAGE,
  sortOutFiles,
} from './media-checks';

describe('media checks', () => {
  it('knows JPEG, PNG and WebP as images and MP4 and WebM as videos', () => {
    expect(['image/jpeg', 'image/png', 'image/webp'].map(mediaKindOf)).toEqual([
      'image',
      'image',
      'image',
    ]);
    expect(['video/mp4', 'video/webm'].map(mediaKindOf)).toEqual(['video', 'video']);
    expect(['image/gif', 'application/pdf', '', undefined].map(mediaKindOf)).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });

  it('accepts images and videos up to their limits', () => {
    expect(
      checkMediaFile(pickedFile('team.jpg', 'image/jpeg', IMAGE_MAX_BYTES), ['image', 'video']),
    ).toBeNull();
    expect(
      checkMediaFile(pickedFile('clip.webm', 'video/webm', VIDEO_MAX_BYTES), ['image', 'video']),
    ).toBeNull();
  });

  it('refuses other types, empty files and files over the limit, in the server’s words', () => {
    const both = ['image', 'video'] as const;
    expect(checkMediaFile(pickedFile('logo.gif', 'image/gif'), both)).toBe(
      UPLOAD_MESSAGES.unsupportedMedia('logo.gif'),
    );
    expect(checkMediaFile(pickedFile('empty.png', 'image/png', 0), both)).toBe(
      UPLOAD_MESSAGES.empty('empty.png'),
    );
    expect(checkMediaFile(pickedFile('huge.png', 'image/png', IMAGE_MAX_BYTES + 1), both)).toBe(
      UPLOAD_MESSAGES.imageTooLarge('huge.png'),
    );
    expect(checkMediaFile(pickedFile('long.mp4', 'video/mp4', VIDEO_MAX_BYTES + 1), both)).toBe(
      UPLOAD_MESSAGES.videoTooLarge('long.mp4'),
    );
  });

  it('refuses a video where only a photo may go', () => {
    expect(checkMediaFile(pickedFile('clip.mp4', 'video/mp4'), ['image'])).toBe(
      PHOTO_ONLY_MESSAGE('clip.mp4'),
    );
  });

  it('sorts a choice into the files that may go and the reasons for the others', () => {
    const good = pickedFile('a.png', 'image/png');
    const { valid, problems } = sortOutFiles(
      [good, pickedFile('b.txt', 'text/plain')],
      ['image', 'video'],
    );
    expect(valid).toEqual([good]);
    expect(problems).toEqual([UPLOAD_MESSAGES.unsupportedMedia('b.txt')]);
  });

  it('lets the file input offer the types of the kinds a field takes', () => {
    expect(acceptFor(['image', 'video'])).toBe(MEDIA_ACCEPT);
    expect(acceptFor(['image'])).toBe('image/jpeg,image/png,image/webp');
  });
});
