import { useEffect, useRef, useState } from 'react';
import { TICKER } from '@/config/constants';
import { useTicker } from '../queries';
import { tickerText } from '../greeting';

/** Spec point 9: the ticker scrolls at speed 50 (pixels per second) and pauses on hover. */
const TICKER_SPEED = TICKER.speed;

export function NewMembersTicker() {
  const { data, error } = useTicker();
  const trackRef = useRef<HTMLDivElement>(null);
  const [paused, setPaused] = useState(false);
  const pausedRef = useRef(paused);
  pausedRef.current = paused;

  useEffect(() => {
    if (error) console.error('Error fetching new members', error);
  }, [error]);

  useEffect(() => {
    const track = trackRef.current;
    if (!track || !data?.length) return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    let offset = 0;
    let last = performance.now();
    let frame = requestAnimationFrame(function step(now) {
      const dt = (now - last) / 1000;
      last = now;
      if (!pausedRef.current) {
        // The content is rendered twice, so wrapping at half the width is seamless.
        const half = track.scrollWidth / 2;
        offset = half > 0 ? (offset + TICKER_SPEED * dt) % half : 0;
        track.style.transform = `translateX(${-offset}px)`;
      }
      frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [data]);

  // The ticker is decoration: on error it is only logged and hidden.
  if (error || !data?.length) return null;
  const items = data.map((m) => ({ key: m.id, text: tickerText(m) }));
  return (
    <section
      aria-label="Newest members"
      className="overflow-hidden rounded-md border bg-white border-slate-200 py-2"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      data-paused={paused ? 'true' : 'false'}
      data-testid="new-members-ticker"
    >
      <div ref={trackRef} className="flex w-max whitespace-nowrap will-change-transform">
        {[0, 1].map((copy) => (
          <ul key={copy} className="flex" aria-hidden={copy === 1 ? true : undefined}>
            {items.map((i) => (
              <li key={`${copy}-${i.key}`} className="px-6 text-sm">
                {i.text}
              </li>
            ))}
          </ul>
        ))}
      </div>
    </section>
  );
}
