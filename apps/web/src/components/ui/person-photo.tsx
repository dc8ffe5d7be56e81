import type { MediaEntity } from '@app/shared/media';
import { previewOf } from '../../lib/preferred-image';

/** The first letters of a person's first `count` names: `Mara Lind` → `ML`. */
export function initialsOf(name: string, count: number): string {
  return name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, count);
}

export interface PersonPhotoProps {
  /** The uploaded photo, if there is one. */
  photo: MediaEntity | null | undefined;
  /** Shown in the photo's place without one. */
  initials: string;
  /** Width and height in CSS pixels, so the page does not shift as the photo loads. */
  size: number;
  /** The photo's class; the initials get it too, and the same with `--initials`. */
  className: string;
}

/**
 * A person's photo beside their name, or their initials in its place. Either is decoration: the
 * name stands next to it.
 */
export function PersonPhoto({ photo, initials, size, className }: PersonPhotoProps) {
  return photo ? (
    <img
      className={className}
      src={previewOf(photo).url}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
    />
  ) : (
    <span className={`${className} ${className}--initials`} aria-hidden="true">
      {initials}
    </span>
  );
}
