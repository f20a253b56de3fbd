import { useCallback, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { CourseDetails, CourseElement } from '#shared/api/contract';
import { ScorePanel } from '../../../components/score/score-panel';
import { useScorePanelVisible } from '../../../components/score/score-visibility';
import { Alert } from '../../../components/ui/alert';
import { paths } from '../../../config/paths';
import { forgetPreviewMode } from '../../../lib/destinations';
import { usePageMenu, type PageMenuSection } from '../../../lib/page-menu';
import { unitNameText } from '../../../lib/sanitize';
import { useSession } from '../../../lib/session';
import { useRevealCheck } from '../hooks/use-reveal-check';
import { attemptPath } from '../../../lib/links';
import { liveClassChanges } from '../lib/class-time';
import { isLocked, isPurchaseNow, revealTime, WAIT_MESSAGE } from '../lib/locks';
import { AboutCard } from './about-card';
import { CourseHero } from './course-hero';
import { CoachPanel } from './coach/coach-panel';
import styles from './course-page.module.css';
import { DownloadsCard } from './downloads-card';
import { InstructionPopup, type PopupTarget } from '../../../components/activity/instruction-popup';
import { ProgressPanel } from './progress-panel';
import { TableOfContent } from './table-of-content';
import { unitAnchor } from './unit-accordion';

/**
 * A loaded course (spec 02 §2, §4): hero with the main control, About card, Table of Content, and
 * the right-hand panel (Your Progress, hidden in preview mode and in course 507's layout; the score
 * panel; the course's downloads). The units also go into the app menu while the page is open.
 */
export function CourseView({
  course,
  preview,
  revalidate,
}: {
  course: CourseDetails;
  preview: boolean;
  revalidate: () => void;
}) {
  const session = useSession();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [popup, setPopup] = useState<PopupTarget | null>(null);
  const [controlLock, setControlLock] = useState<string | null>(null);
  const forChild = session?.userType === 'w' || Boolean(session?.actingChild);
  // Course 507's special layout: "no unit progress" (spec 02 §2), so neither bars nor panel.
  const outlineLayout = course.outline_url !== null;
  const now = Date.now();

  const elements = useMemo(() => course.units.flatMap((unit) => unit.course_elements), [course.units]);
  const revealTimes = useMemo(
    () => [
      ...elements.map(revealTime).filter((time): time is number => time !== null),
      ...elements.flatMap(liveClassChanges),
    ],
    [elements],
  );
  useRevealCheck(revealTimes, revalidate);

  // Spec 02 §2: the left navigation shows "only when … no payment is in process".
  const menu = useMemo<PageMenuSection | null>(
    () =>
      session?.paymentInProcess
        ? null
        : {
            title: 'Course units',
            items: course.units.map((unit) => ({
              label: unitNameText(unit.unit_name),
              to: { search, hash: unitAnchor(unit.order) },
              ...(outlineLayout || preview ? {} : { meta: `${unit.completed_activites}/${unit.total_activites}` }),
            })),
          },
    [course.units, search, outlineLayout, preview, session?.paymentInProcess],
  );
  usePageMenu(menu);

  const openElement = useCallback((element: CourseElement) => {
    setControlLock(null);
    setPopup({ elementID: element.elementID, element_name: element.element_name, element_type: element.element_type });
  }, []);

  // Spec 02 §4, continue control: an attempt id opens that attempt; a locked element shows its lock
  // message as an error; otherwise the element's instruction popup opens.
  const onMainControl = () => {
    const next = course.continueElementDetails;
    if (next?.attempt_id) {
      void navigate(attemptPath(next.attempt_id));
      return;
    }
    if (next?.lock_status) {
      setControlLock(next.lock_message?.trim() || WAIT_MESSAGE);
      return;
    }
    const target = next
      ? elements.find((element) => element.elementID === next.element_id)
      : elements.find((element) => !isLocked(element, now));
    if (target) openElement(target);
    else if (next) setPopup({ elementID: next.element_id, element_name: '', element_type: next.element_type });
  };

  const showProgressPanel = !preview && !outlineLayout;
  // The score panel (retail users; not course 428 or the programme partner's users) joins Your Progress.
  const showScorePanel = useScorePanelVisible(course.course_id) && !preview && !course.no_score_panel;
  const aside = showProgressPanel || showScorePanel || course.downloads.length > 0;

  return (
    <div className={styles.page}>
      <title>{`${course.course_name} · Fluentia`}</title>
      <CourseHero course={course} preview={preview} onMainControl={onMainControl} />
      {controlLock ? (
        <div className={styles.controlLock}>
          {isPurchaseNow(controlLock) ? (
            <Alert
              icon="lock"
              title="The next activity is part of the full course."
              actions={
                <Link to={paths.buyCourse} onClick={forgetPreviewMode}>
                  Buy Now
                </Link>
              }
            />
          ) : (
            <Alert icon="lock">{controlLock}</Alert>
          )}
        </div>
      ) : null}

      <div className={aside ? styles.columns : styles.single}>
        <div className={styles.mainColumn}>
          <AboutCard course={course} />
          {/* Coach courses: the coach panel (spec 02 §2): next call, scheduling card, call history. */}
          {course.isCoachCourse && !forChild ? (
            <CoachPanel courseId={course.course_id} warning={course.warningOnScheduleCall} />
          ) : null}
          <TableOfContent
            units={course.units}
            currentUnitOrder={course.currentUnitOrder}
            showProgress={!outlineLayout}
            forChild={forChild}
            now={now}
            onOpenElement={openElement}
          />
        </div>
        {aside ? (
          <aside className={styles.aside} aria-label="Course progress and files">
            {showProgressPanel ? <ProgressPanel course={course} /> : null}
            {showScorePanel ? <ScorePanel /> : null}
            {course.downloads.length > 0 ? <DownloadsCard downloads={course.downloads} /> : null}
          </aside>
        ) : null}
      </div>

      <InstructionPopup
        courseId={course.course_id}
        target={popup}
        onClose={() => setPopup(null)}
        noReview={course.no_review}
        forChild={forChild}
      />
    </div>
  );
}
