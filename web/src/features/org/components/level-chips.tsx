import type { SkillLevels } from '#shared/api/contract-orgs';
import styles from './org.module.css';

/** Levels out of 12 (overall and each skill a test measured) as small chips: People and a class's results. */

const skills = [
  ['overall', 'Overall', 'Overall'],
  ['reading', 'R', 'Reading'],
  ['writing', 'W', 'Writing'],
  ['listening', 'L', 'Listening'],
  ['speaking', 'S', 'Speaking'],
] as const;

export function LevelChips({ levels, none }: { levels: SkillLevels; none: string }) {
  const measured = skills.filter(([skill]) => levels[skill] !== null);
  if (!measured.length) return <span className={styles.muted}>{none}</span>;
  return (
    <span className={styles.levels}>
      {measured.map(([skill, short, name]) => (
        <span key={skill} className={styles.level} title={name}>
          <abbr title={name}>{short}</abbr> {levels[skill]}
        </span>
      ))}
    </span>
  );
}
