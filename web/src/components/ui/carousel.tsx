import { useEffect, useId, useState, type ReactNode } from 'react';
import { CAROUSEL_INTERVAL_MS } from '../../config/constants';
import styles from './carousel.module.css';

/**
 * A carousel (spec 02 §9: every 10,000 ms), made to the WAI-ARIA carousel pattern: a Pause button
 * (moving content over five seconds must be stoppable, WCAG 2.2.2), one button per slide, and no
 * movement while the pointer or keyboard focus is in it or when the visitor asks for reduced motion.
 * The slide shown is announced only when the visitor changes it, not on every automatic turn.
 */
export function Carousel({
  label,
  slides,
  intervalMs = CAROUSEL_INTERVAL_MS,
}: {
  label: string;
  slides: ReactNode[];
  intervalMs?: number;
}) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(
    () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches,
  );
  const [held, setHeld] = useState(false);
  const [byHand, setByHand] = useState(false);
  const id = useId();
  const moving = !paused && !held && slides.length > 1;

  useEffect(() => {
    if (!moving) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % slides.length), intervalMs);
    return () => clearInterval(timer);
  }, [moving, intervalMs, slides.length]);

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node | null) && setHeld(false)}
    >
      <div id={`${id}-slides`} aria-live={byHand ? 'polite' : 'off'}>
        {slides.map((slide, i) => (
          <div
            key={i}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${slides.length}`}
            hidden={i !== index}
            className={styles.slide}
          >
            {slide}
          </div>
        ))}
      </div>
      {slides.length > 1 ? (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.pause}
            onClick={() => setPaused((p) => !p)}
            aria-controls={`${id}-slides`}
          >
            {paused ? 'Play' : 'Pause'}
          </button>
          {slides.map((_, i) => (
            <button
              key={i}
              type="button"
              className={styles.dot}
              aria-label={`Show slide ${i + 1} of ${slides.length}`}
              aria-current={i === index ? 'true' : undefined}
              aria-controls={`${id}-slides`}
              onClick={() => {
                setByHand(true);
                setIndex(i);
              }}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
