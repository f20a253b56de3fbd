import type { LevelResult } from '#shared/api/contract-assessment';
import { allSkillRows } from '../../../components/score/levels';
import { SkillLevels } from '../../../components/score/skill-levels';
import styles from './dashboard.module.css';

/** The learner's levels out of 12 (spec 01 §1) from their latest levelled test, beside the next step. */
export function LevelsCard({ levels }: { levels: LevelResult | null }) {
  return (
    <section className={`${styles.section} ${styles.levels}`} aria-labelledby="levels-title">
      <h2 id="levels-title" className={styles.sectionTitle}>
        Your levels <span className={styles.itemMeta}>out of 12</span>
      </h2>
      {levels ? null : <p className={styles.itemMeta}>Finish a levelled test to see where you stand in each skill.</p>}
      <SkillLevels rows={allSkillRows(levels)} />
    </section>
  );
}
