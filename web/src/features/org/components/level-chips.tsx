import styles from './org.module.css';

/** Levels out of 12 (overall and each skill a test measured) as small chips: People and a class's results. */
export interface Levels {
  overall: number | null;
  reading: number | null;
  writing: number | null;
  listening: number | null;
  speaking: number | null;
}

const skills = [
  ['overall', 'Overall', 'Overall'],
  ['reading', 'R', 'Reading'],
  ['writing', 'W', 'Writing'],
  ['listening', 'L', 'Listening'],
  ['speaking', 'S', 'Speaking'],
] as const;

export function LevelChips({ levels, none }: { levels: Levels; none: string }) {
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
