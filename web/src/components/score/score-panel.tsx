import { ReportLink } from './report-link';
import { useId } from 'react';
import type { ScoreData } from '#shared/api/contract-assessment';
import { useApi } from '../../lib/api-client';
import { ErrorAlert } from '../ui/error-alert';
import { Skeleton, SkeletonGroup } from '../ui/skeleton';
import { LevelChart } from './level-chart';
import { levelEndNote } from '#shared/scoring/level-bands';
import { bandOf, formatLevel, rowsFromScore } from './levels';
import { SkillLevels } from './skill-levels';
import styles from './score.module.css';
import { formatDate } from '../../lib/dates';

/**
 * The score panel (spec 02 §2, §3 score, §9), shown by the course page's right-hand column and the
 * summative completion popup: the overall level out of 12 and its band, each skill's level, and the
 * last five tests on a 0–12 chart (`chartOnly`: the chart alone, beside a test's own levels). Who may
 * see it is `useScorePanelVisible` (score-visibility.ts).
 */
export function ScorePanel({ title = 'Your Score', chartOnly = false }: { title?: string; chartOnly?: boolean }) {
  const headingId = useId();
  const { data, error, mutate } = useApi('myStep', undefined, undefined, { revalidateOnFocus: false });
  if (data && (!data.showScore || (chartOnly && data.history.length === 0))) return null;
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      {data ? (
        chartOnly ? (
          <HistoryChart score={data} />
        ) : (
          <ScoreBody score={data} />
        )
      ) : error ? (
        <ErrorAlert error={error} onRetry={() => void mutate()} />
      ) : (
        <SkeletonGroup label="Loading your score…">
          <Skeleton height={44} width="50%" />
          <Skeleton height={10} style={{ marginTop: 16 }} />
          <Skeleton height={10} style={{ marginTop: 12 }} />
          <Skeleton height={120} style={{ marginTop: 16 }} radius={10} />
        </SkeletonGroup>
      )}
    </section>
  );
}

function ScoreBody({ score }: { score: ScoreData }) {
  const band = bandOf(score.oLevel, score.band);
  if (score.oLevel === null && score.history.length === 0) {
    return <p className={styles.empty}>Finish a test to see your level out of 12 here.</p>;
  }
  return (
    <>
      {score.oLevel !== null ? <OverallLevel level={score.oLevel} band={band} /> : null}
      {score.free_test ? <p className={styles.note}>From a free test: levels are estimates.</p> : null}
      <SkillLevels rows={rowsFromScore(score)} />
      {score.history.length > 0 ? <HistoryChart score={score} /> : null}
      {score.detailed_report ? <ReportLink /> : null}
    </>
  );
}

function HistoryChart({ score }: { score: ScoreData }) {
  return (
    <LevelChart
      points={score.history.map((h) => ({ label: h.element_name, level: h.o_level, when: formatDate(h.submitted_at) }))}
    />
  );
}

export function OverallLevel({
  level,
  band,
  range,
}: {
  level: number | null;
  band: string | null;
  range?: [number, number] | null;
}) {
  // At an end of the scale the level says so: 12 may be above anything the test measures, 1 below it.
  const end = range ? null : levelEndNote(level);
  return (
    <div className={styles.overall}>
      <p className={styles.overallValue}>
        {range ? `${formatLevel(range[0])}–${formatLevel(range[1])}` : level === null ? '–' : formatLevel(level)}
        <span className={styles.overallMax}> / 12</span>
      </p>
      <p className={styles.overallLabel}>
        Overall level
        {band ? <span className={styles.band}>{band}</span> : null}
      </p>
      {end ? (
        <p className={styles.endNote}>
          Level {level}: {end}
        </p>
      ) : null}
    </div>
  );
}
