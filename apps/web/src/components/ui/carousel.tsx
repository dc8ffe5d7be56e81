import { useLingui } from '@lingui/react/macro';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { Children, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { usePrefersReducedMotion } from '../../lib/use-reduced-motion';

export interface CarouselProps {
  /** Names the carousel for assistive technology, e.g. "Office photos". */
  label: string;
  /** One child per slide. */
  children: ReactNode;
  /** Advance on its own every this many milliseconds; omitted: only the visitor moves it. */
  autoplayDelayMs?: number;
  /** Show one dot per slide under the carousel. */
  showDots?: boolean;
  /** Called with the index of the slide in view (e.g. to pause a video that left the view). */
  onSelectedIndexChange?: (index: number) => void;
  className?: string;
}

/**
 * A carousel on Embla: previous/next buttons, optional dots, and optional autoplay that pauses
 * while the pointer is over it or focus is inside it, can be paused with a button, and never
 * starts for visitors who prefer reduced motion. Slides out of view are inert, so keyboard and
 * screen-reader users only meet the slide that is shown.
 */
export function Carousel({
  label,
  children,
  autoplayDelayMs,
  showDots = false,
  onSelectedIndexChange,
  className,
}: CarouselProps) {
  const slides = Children.toArray(children);
  const { t } = useLingui();
  const reducedMotion = usePrefersReducedMotion();
  const canAutoplay = autoplayDelayMs !== undefined && slides.length > 1;
  const plugins = useMemo(
    () =>
      canAutoplay
        ? [
            Autoplay({
              delay: autoplayDelayMs,
              playOnInit: false,
              stopOnInteraction: false,
              stopOnMouseEnter: false,
              stopOnFocusIn: false,
            }),
          ]
        : [],
    [canAutoplay, autoplayDelayMs],
  );
  const [viewportRef, embla] = useEmblaCarousel(
    { loop: slides.length > 1, align: 'start' },
    plugins,
  );
  const [selected, setSelected] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focusedWithin, setFocusedWithin] = useState(false);
  const [pausedByVisitor, setPausedByVisitor] = useState(false);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => {
      const index = embla.selectedScrollSnap();
      setSelected(index);
      onSelectedIndexChange?.(index);
    };
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla, onSelectedIndexChange]);

  const playing = canAutoplay && !reducedMotion && !pausedByVisitor && !hovered && !focusedWithin;
  useEffect(() => {
    const autoplay = embla?.plugins().autoplay;
    if (!autoplay) return;
    if (playing) autoplay.play();
    else autoplay.stop();
  }, [embla, playing]);

  const scrollTo = useCallback(
    (index: number) => {
      embla?.scrollTo(index, reducedMotion);
      embla?.plugins().autoplay?.reset();
    },
    [embla, reducedMotion],
  );
  const previous = () => scrollTo((selected - 1 + slides.length) % slides.length);
  const next = () => scrollTo((selected + 1) % slides.length);

  return (
    <section
      className={['carousel', className].filter(Boolean).join(' ')}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocusedWithin(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null))
          setFocusedWithin(false);
      }}
    >
      <div className="carousel__viewport" ref={viewportRef}>
        {/* Announce slide changes the visitor makes, not the ones autoplay makes. */}
        <div className="carousel__track" aria-live={playing ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            <div
              className="carousel__slide"
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={t`${index + 1} of ${slides.length}`}
              inert={index !== selected}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {slides.length > 1 ? (
        <div className="carousel__controls">
          <button
            type="button"
            className="carousel__button"
            onClick={previous}
            aria-label={t`Previous slide`}
          >
            <ChevronLeft aria-hidden="true" size={20} />
          </button>
          {showDots ? (
            <div className="carousel__dots">
              {slides.map((_, index) => (
                <button
                  type="button"
                  key={index}
                  className="carousel__dot"
                  aria-label={t`Show slide ${index + 1} of ${slides.length}`}
                  aria-current={index === selected ? 'true' : undefined}
                  onClick={() => scrollTo(index)}
                />
              ))}
            </div>
          ) : (
            <p className="carousel__counter" aria-hidden="true">
              {selected + 1} / {slides.length}
            </p>
          )}
          <button
            type="button"
            className="carousel__button"
            onClick={next}
            aria-label={t`Next slide`}
          >
            <ChevronRight aria-hidden="true" size={20} />
          </button>
          {canAutoplay && !reducedMotion ? (
            <button
              type="button"
              className="carousel__button carousel__button--toggle"
              onClick={() => setPausedByVisitor((paused) => !paused)}
              aria-label={
                pausedByVisitor ? t`Start automatic slide show` : t`Stop automatic slide show`
              }
            >
              {pausedByVisitor ? (
                <Play aria-hidden="true" size={16} />
              ) : (
                <Pause aria-hidden="true" size={16} />
              )}
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
