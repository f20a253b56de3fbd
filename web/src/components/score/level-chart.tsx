import { formatLevel, LEVEL_MAX } from './levels';
import styles from './score.module.css';

/**
 * The last five tests on a 0–12 axis (spec 02 §9) as a small SVG line chart. The picture is
 * decorative for screen readers; the same figures are in a visually hidden table beside it.
 */
export interface ChartPoint {
  label: string;
  level: number;
  when: string;
}

const W = 320;
const H = 170;
const PAD = { left: 28, right: 12, top: 14, bottom: 26 };
const ticks = [0, 3, 6, 9, 12];

export function LevelChart({ points }: { points: readonly ChartPoint[] }) {
  const shown = points.slice(-5);
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (shown.length === 1 ? plotW / 2 : (i * plotW) / (shown.length - 1));
  const y = (level: number) => PAD.top + plotH - (Math.min(LEVEL_MAX, Math.max(0, level)) / LEVEL_MAX) * plotH;
  const line = shown.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(p.level).toFixed(1)}`).join(' ');

  return (
    <figure className={styles.chart}>
      <svg viewBox={`0 0 ${W} ${H}`} className={styles.chartSvg} aria-hidden="true" focusable="false">
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(tick)} y2={y(tick)} className={styles.gridLine} />
            <text x={PAD.left - 8} y={y(tick) + 4} className={styles.axisText} textAnchor="end">
              {tick}
            </text>
          </g>
        ))}
        {shown.length > 1 ? <path d={line} className={styles.chartLine} /> : null}
        {shown.map((p, i) => (
          <g key={`${p.when}-${i}`}>
            <circle cx={x(i)} cy={y(p.level)} r={4.5} className={styles.chartDot} />
            <text x={x(i)} y={y(p.level) - 9} className={styles.pointText} textAnchor="middle">
              {formatLevel(p.level)}
            </text>
            <text x={x(i)} y={H - 8} className={styles.axisText} textAnchor="middle">
              {i + 1}
            </text>
          </g>
        ))}
      </svg>
      <figcaption className={styles.chartCaption}>
        Your last {shown.length === 1 ? 'test' : `${shown.length} tests`}, levels out of 12
      </figcaption>
      {/* Wrapped: a table box ignores overflow, so hiding the table itself would widen the page. */}
      <div className="visually-hidden">
        <table>
          <caption>Levels of your last tests</caption>
          <thead>
            <tr>
              <th scope="col">Test</th>
              <th scope="col">Date</th>
              <th scope="col">Level out of 12</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((p, i) => (
              <tr key={`${p.when}-${i}`}>
                <td>{p.label}</td>
                <td>{p.when}</td>
                <td>{formatLevel(p.level)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
