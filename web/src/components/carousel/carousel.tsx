import {
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { fillIn } from '../../content/fill-in';
import { useSiteCopy } from '../site-copy/site-copy';
import styles from './carousel.module.css';
import { useEmbla } from './use-embla';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

export interface CarouselSlide {
  readonly id: string;
  readonly content: ReactNode;
}

export interface CarouselProps {
  /** The carousel's accessible name. */
  readonly label: string;
  readonly slides: readonly CarouselSlide[];
  readonly className?: string;
}

/**
 * Embla's `duration` is not in milliseconds: it drives a spring-like scroll. 20 settles in
 * about half a second, the spec's 500 ms.
 */
const EMBLA_OPTIONS = { loop: true, align: 'start', slidesToScroll: 1, duration: 20 } as const;

/**
 * One slide at a time, looping, with dots and previous/next buttons; swipe and arrow keys move
 * it, nothing moves it on its own. Every slide is in the server's HTML, the first one showing.
 */
export function Carousel({ label, slides, className }: CarouselProps) {
  const reducedMotion = usePrefersReducedMotion();
  const text = useSiteCopy().carousel;
  const viewportRef = useRef<HTMLDivElement>(null);
  const embla = useEmbla(viewportRef, EMBLA_OPTIONS);
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    onSelect();
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  // With reduced motion the slide changes at once instead of scrolling. Until Embla has loaded,
  // the viewport is a native scroll-snap strip (swipe works) and the buttons scroll it.
  const goTo = useCallback(
    (index: number) => {
      if (embla) {
        embla.scrollTo(index, reducedMotion);
        return;
      }
      const viewport = viewportRef.current;
      viewport?.scrollTo({
        left: index * viewport.clientWidth,
        behavior: reducedMotion ? 'auto' : 'smooth',
      });
      setSelected(index);
    },
    [embla, reducedMotion],
  );
  const step = useCallback(
    (by: 1 | -1) => goTo((selected + by + slides.length) % slides.length),
    [goTo, selected, slides.length],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      step(-1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      step(1);
    }
  };

  const total = slides.length;
  return (
    <section
      className={[styles.carousel, className].filter(Boolean).join(' ')}
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
    >
      <div className={styles.viewport} ref={viewportRef} data-enhanced={embla ? '' : undefined}>
        <div className={styles.track}>
          {slides.map((slide, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern: a group per slide, not a fieldset.
            <div
              key={slide.id}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={fillIn(text.slideLabel, { n: index + 1, total })}
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.arrow}
          onClick={() => step(-1)}
          aria-label={text.previous}
        >
          <span aria-hidden="true">←</span>
        </button>
        <div className={styles.dots}>
          {slides.map((slide, index) => (
            <button
              key={slide.id}
              type="button"
              className={styles.dot}
              onClick={() => goTo(index)}
              aria-label={fillIn(text.goTo, { n: index + 1 })}
              aria-current={index === selected ? 'true' : undefined}
            />
          ))}
        </div>
        <button
          type="button"
          className={styles.arrow}
          onClick={() => step(1)}
          aria-label={text.next}
        >
          <span aria-hidden="true">→</span>
        </button>
      </div>
    </section>
  );
}
