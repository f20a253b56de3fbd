import { clampPercent } from './progress-bar';
import styles from './progress.module.css';

/** A round progress figure with the percentage in its middle (course headers, progress panels). */
export function ProgressRing({ value, label, size = 88 }: { value: number; label: string; size?: number }) {
  const percent = clampPercent(value);
  const stroke = size / 10;
  const radius = (size - stroke) / 2;
  const circumference = 2 * Math.PI * radius;
  return (
    <div
      className={styles.ring}
      style={{ width: size, height: size }}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%`}
    >
      <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden="true" focusable="false">
        <circle className={styles.ringTrack} cx={size / 2} cy={size / 2} r={radius} strokeWidth={stroke} fill="none" />
        <circle
          className={`${styles.ringFill} ${percent >= 100 ? styles.ringDone : ''}`}
          cx={size / 2}
          cy={size / 2}
          r={radius}
          strokeWidth={stroke}
          fill="none"
          strokeLinecap="round"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - percent / 100)}
          transform={`rotate(-90 ${size / 2} ${size / 2})`}
        />
      </svg>
      <span className={styles.ringText} style={{ fontSize: size * 0.24 }} aria-hidden="true">
        {percent}%
      </span>
    </div>
  );
}
