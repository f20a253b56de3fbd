import { ProgressBar } from '../ui/progress-bar';
import { barPercent, formatLevel, formatRange, type LevelRow } from './levels';
import styles from './score.module.css';

/**
 * One bar per skill, level out of 12 (or a range for a free test); untested skills, and skills with too few answers
 * for a level, say so.
 */
export function SkillLevels({ rows }: { rows: readonly LevelRow[] }) {
  return (
    <ul className={styles.skills}>
      {rows.map((row) => {
        const value = row.range ? row.range[1] : row.level;
        const bar = value === null ? null : barPercent(value);
        const text = row.range
          ? formatRange(row.range)
          : row.level !== null
            ? `${formatLevel(row.level)} / 12`
            : row.needsMore
              ? 'Needs more answers'
              : 'Not tested yet';
        return (
          <li key={row.code} className={styles.skill}>
            <div className={styles.skillHead}>
              <span>{row.label}</span>
              <span className={styles.skillValue}>{text}</span>
            </div>
            <ProgressBar
              value={bar?.percent ?? 0}
              label={`${row.label} level`}
              valueText={text}
              dataPercent={bar?.dataPercent ?? '0'}
            />
          </li>
        );
      })}
    </ul>
  );
}
