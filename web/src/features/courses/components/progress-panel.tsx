import { Suspense, lazy, useId } from 'react';
import type { CourseDetails } from '#shared/api/contract';
import { ButtonLink } from '../../../components/ui/button';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { paths } from '../../../config/paths';
import { ProgressRing } from '../../../components/ui/progress-ring';
import { unitNameText } from '../../../lib/sanitize';
import styles from './course-page.module.css';

// The claim form (and its validation) loads only for a completed course.
const CertificateClaim = lazy(() =>
  import('../../../components/certificates/certificate-claim').then((m) => ({ default: m.CertificateClaim })),
);

/** 'Your Progress' (spec 02 §2, the right-hand panel): activities done, the percentage, each unit. */
export function ProgressPanel({ course }: { course: CourseDetails }) {
  const headingId = useId();
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.panelTitle}>
        Your Progress
      </h2>
      <div className={styles.progressSummary}>
        <ProgressRing value={course.completedPercent} label="Activities completed" size={76} />
        <p className={styles.progressText}>
          <strong>{course.completedElements}</strong> of <strong>{course.totalElements}</strong> activities completed
        </p>
      </div>
      <ul className={styles.unitBars}>
        {course.units.map((unit) => {
          const name = unitNameText(unit.unit_name);
          const percent = unit.total_activites > 0 ? (unit.completed_activites / unit.total_activites) * 100 : 0;
          return (
            <li key={unit.order}>
              <div className={styles.unitBarHead}>
                <span className={styles.unitBarName}>{name}</span>
                <span className={styles.unitBarCount}>
                  {unit.completed_activites}/{unit.total_activites}
                </span>
              </div>
              <ProgressBar value={percent} size="sm" label={`${name}: progress`} />
            </li>
          );
        })}
      </ul>
      {mayClaimCertificate(course) ? (
        <div className={styles.certificate}>
          <h3 className={styles.panelTitle}>Your certificate</h3>
          {course.email_update ? <EmailForCertificate courseId={course.course_id} /> : null}
          <Suspense fallback={null}>
            <CertificateClaim courseId={course.course_id} />
          </Suspense>
        </div>
      ) : null}
    </section>
  );
}

/**
 * Decision 0831: the certificate goes by e-mail, so a learner without one is asked here, on the page (a reload never
 * leads away), and the profile brings them back to this course once saved.
 */
function EmailForCertificate({ courseId }: { courseId: number }) {
  const back = `${paths.myCourse}?course_id=${courseId}`;
  return (
    <div className={styles.certificateAsk}>
      <p>We send your certificate by e-mail. Please add your e-mail address to your profile.</p>
      <ButtonLink variant="secondary" to={`${paths.profile}?boa=1&next=${encodeURIComponent(back)}`}>
        Add my e-mail address
      </ButtonLink>
    </div>
  );
}

/**
 * A course completed after its final test (decision 440: every released activity done, the final
 * test among them) offers its certificate here too; the server checks the rule again on the claim.
 */
function mayClaimCertificate(course: CourseDetails): boolean {
  const elements = course.units.flatMap((u) => u.course_elements);
  const finalDone = elements.some((e) => e.element_type === 'S' && e.completed);
  return !course.previewMode && finalDone && elements.every((e) => e.completed || e.element_lock_status);
}
