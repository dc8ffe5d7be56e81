import { useTranslate } from '../../../i18n/i18n';
import {
  OFFICE_PHOTO_SIZE,
  OFFICE_PHOTO_WIDTHS,
  type OfficePhoto as Photo,
} from '../../../content/about';

const srcSet = (src: string, ext: 'webp' | 'jpg') =>
  OFFICE_PHOTO_WIDTHS.map((width) => `${src}-${width}.${ext} ${width}w`).join(', ');

/** One office photo: WebP where supported, JPEG otherwise, at the width the layout needs. */
export function OfficePhoto({ photo, eager = false }: { photo: Photo; eager?: boolean }) {
  const { alt, caption } = useTranslate()(photo);
  const sizes = '(max-width: 72rem) calc(100vw - 2rem), 60rem';
  return (
    <figure className="office-photo">
      <picture>
        <source type="image/webp" srcSet={srcSet(photo.src, 'webp')} sizes={sizes} />
        <img
          src={`${photo.src}-${OFFICE_PHOTO_WIDTHS[0]}.jpg`}
          srcSet={srcSet(photo.src, 'jpg')}
          sizes={sizes}
          alt={alt}
          width={OFFICE_PHOTO_SIZE.width}
          height={OFFICE_PHOTO_SIZE.height}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      </picture>
      <figcaption>{caption}</figcaption>
    </figure>
  );
}
