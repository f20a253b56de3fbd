import type { CSSProperties, ReactNode } from 'react';
import styles from './skeleton.module.css';

/**
 * Grey placeholders in the shape of the content that is loading. The wrapper is the one status
 * region (so screen readers hear "Loading…" once); the blocks themselves are hidden from them.
 */
export function Skeleton({
  width = '100%',
  height = 16,
  radius,
  style,
}: {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  radius?: CSSProperties['borderRadius'];
  style?: CSSProperties;
}) {
  return <span className={styles.block} style={{ width, height, borderRadius: radius, ...style }} aria-hidden="true" />;
}

export function SkeletonGroup({
  label = 'Loading…',
  children,
  className,
}: {
  label?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div role="status" aria-live="polite" className={className}>
      <span className="visually-hidden">{label}</span>
      {children}
    </div>
  );
}
