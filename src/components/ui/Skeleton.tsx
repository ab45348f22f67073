import styles from './Skeleton.module.css';

/** A grey bar in the place of text that is loading; keeps the page's shape while data arrives. */
export function Skeleton({ width = '100%', height = '1em' }: { width?: string; height?: string }) {
  return <span className={styles.skeleton} style={{ width, height }} aria-hidden="true" />;
}
