import styles from './progress.module.css';

/**
 * A horizontal progress bar (0 to 100, clamped). It is a real progressbar for assistive
 * technology, named by `label`; the visible figure, if any, is the caller's.
 */
export interface ProgressBarProps {
  value: number;
  label: string;
  size?: 'sm' | 'md';
  tone?: 'brand' | 'success';
  /** What assistive technology reads instead of the percentage ('7 / 12' for a level). */
  valueText?: string;
  /** Spec 02 §9: the score panel's bars carry a data-percent attribute. */
  dataPercent?: string;
}

export function ProgressBar({ value, label, size = 'md', tone = 'brand', valueText, dataPercent }: ProgressBarProps) {
  const percent = clampPercent(value);
  return (
    <div
      className={`${styles.track} ${size === 'sm' ? styles.small : ''}`}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText ?? `${percent}%`}
      data-percent={dataPercent}
    >
      <span
        className={`${styles.fill} ${percent >= 100 || tone === 'success' ? styles.done : ''}`}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}

/** A percentage fit for display: a whole number from 0 to 100 (missing or broken values read 0). */
export function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, Math.round(value)));
}
