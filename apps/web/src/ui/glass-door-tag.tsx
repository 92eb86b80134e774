import styles from './glass-door-tag.module.css';

/** Marks a line whose cabinet has the glass-door variant (order history, checkout). */
export function GlassDoorTag() {
  return <span className={styles.tag}>Glass door</span>;
}
