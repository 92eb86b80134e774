import type { ReactNode } from 'react';
import styles from './elevation.module.css';

/**
 * Where a wall's drawing stands. On a phone it keeps a readable scale and scrolls sideways
 * (elevation.module.css), so it is then a named region the keyboard can reach and scroll;
 * elsewhere it is a plain box that fits its column. The planner and the read-only pages share it.
 */
export function DrawingScroll({
  wallName,
  phone,
  children,
}: {
  wallName: string;
  phone: boolean;
  children: ReactNode;
}) {
  return (
    <div
      className={styles.drawingScroll}
      {...(phone && { tabIndex: 0, role: 'group', 'aria-label': `Drawing of ${wallName}, scrolls sideways` })}
    >
      {children}
    </div>
  );
}
