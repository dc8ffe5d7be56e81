import { useLingui } from '@lingui/react/macro';
import { useCallback, useRef } from 'react';
import { Carousel } from '../../../components/ui/carousel';
import { Dialog } from '../../../components/ui/dialog';
import type { EventAttributes } from '@app/shared/event';
import { isVideo, listOf, type Media } from '../api/media';

/**
 * The event's images and videos in a modal carousel. The dialog keeps focus inside and closes on
 * Escape, the backdrop and its close button; a video stops when its slide leaves the view.
 */
export function EventMediaDialog({
  event,
  onClose,
}: {
  event: EventAttributes;
  onClose: () => void;
}) {
  const media = [...listOf(event.images), ...listOf(event.videos)];
  const slidesRef = useRef<HTMLDivElement>(null);
  const { t } = useLingui();
  const { title } = event;
  const pauseVideos = useCallback(() => {
    slidesRef.current?.querySelectorAll('video').forEach((video) => video.pause());
  }, []);

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={event.title}
      size="lg"
      className="media-dialog"
    >
      <div ref={slidesRef}>
        <Carousel
          label={t`Photos and videos of ${title}`}
          onSelectedIndexChange={pauseVideos}
          className="media-carousel"
        >
          {media.map((item, index) => (
            <MediaSlide
              key={item.id}
              media={item}
              label={t`${title}, ${index + 1} of ${media.length}`}
            />
          ))}
        </Carousel>
      </div>
    </Dialog>
  );
}

function MediaSlide({ media, label }: { media: Media; label: string }) {
  const { url, alternativeText, width, height, mime } = media.attributes;
  if (isVideo(media)) {
    return (
      <div className="media-slide">
        {/* Staff upload event clips without caption files, so there is no track to offer. */}
        {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
        <video
          className="media-slide__video"
          controls
          preload="metadata"
          aria-label={alternativeText || label}
        >
          <source src={url} type={mime ?? undefined} />
        </video>
      </div>
    );
  }
  return (
    <div className="media-slide">
      <img
        className="media-slide__image"
        src={url}
        alt={alternativeText || label}
        width={width ?? undefined}
        height={height ?? undefined}
        decoding="async"
      />
    </div>
  );
}
