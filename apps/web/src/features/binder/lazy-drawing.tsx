import { useEffect, useRef, useState } from 'react';
import { CabinetDrawing, type CabinetDrawingProps } from '../../ui/cabinet-drawing.tsx';
import styles from './binder.module.css';

/**
 * The item's drawing, drawn once its row comes near the screen. A binder of 500 lines would
 * otherwise build 500 drawings before the panel could show, and lay them all out again on
 * every change.
 */
export function LazyDrawing(props: CabinetDrawingProps) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && setNear(true),
      {
        rootMargin: '400px 0px',
      },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  return (
    <div ref={box} className={styles.thumb}>
      {near && <CabinetDrawing {...props} />}
    </div>
  );
}
