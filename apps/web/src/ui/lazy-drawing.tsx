import { startTransition, useEffect, useRef, useState } from 'react';
import { CabinetDrawing, type CabinetDrawingProps } from './cabinet-drawing.tsx';

/**
 * A cabinet's drawing, drawn once its place comes near the screen; until then its place is
 * kept, empty, at the drawing's size. A binder of 500 lines, or a store page of many cards,
 * would otherwise build every drawing before the first screen could show. An `eager` drawing
 * (on the first screen) is drawn at once, by the server too. Drawings coming near are drawn as a
 * transition: a screenful of them at once would hold the page for the whole render, so React
 * yields to the browser between them.
 */
export function LazyDrawing({ size = 160, eager = false, ...props }: CabinetDrawingProps & { eager?: boolean }) {
  const box = useRef<HTMLSpanElement>(null);
  const [near, setNear] = useState(eager);

  useEffect(() => {
    const element = box.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setNear(true));
      },
      {
        rootMargin: '400px 0px',
      },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  return (
    <span
      ref={box}
      style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', width: size, height: size }}
    >
      {near && <CabinetDrawing size={size} {...props} />}
    </span>
  );
}
