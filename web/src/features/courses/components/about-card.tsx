import { useId } from 'react';
import type { CourseDetails } from '#shared/api/contract';
import { Icon } from '../../../components/ui/icons';
import { courseSkills, skillNames, splitPipe } from '../../../lib/skills';
import styles from './about-card.module.css';
import page from './course-page.module.css';

/**
 * The About card (spec 02 §2): description, video, skills (the `domain` codes, split on '|'),
 * learning outcomes (split on '|') and image.
 */
export function AboutCard({ course }: { course: CourseDetails }) {
  const headingId = useId();
  const skills = courseSkills(course.domain);
  const outcomes = splitPipe(course.learningOutcomes);
  return (
    <section className={page.card} aria-labelledby={headingId}>
      <div className={styles.about}>
        <div className={styles.aboutText}>
          <h2 id={headingId} className={page.cardTitle}>
            About this course
          </h2>
          {course.description ? <p className={styles.description}>{course.description}</p> : null}
          {skills.length > 0 ? (
            <>
              <h3 className={page.subTitle}>Skills</h3>
              <ul className={styles.skills}>
                {skills.map((code) => (
                  <li key={code} className={styles.skill} data-skill={code}>
                    <span className={styles.skillCode} aria-hidden="true">
                      {code}
                    </span>
                    {skillNames[code]}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
        {course.video ? (
          <video
            className={styles.media}
            controls
            preload="metadata"
            src={course.video}
            poster={course.imageUrl ?? undefined}
            aria-label={`${course.course_name}: introduction video`}
          />
        ) : course.imageUrl ? (
          // Often the page's largest paint: fetched at once and first (its URL is stable for the hour, so
          // it also comes from the cache on the next visit); the size attributes keep its box before it arrives.
          <img className={styles.media} src={course.imageUrl} alt="" width={240} height={180} fetchPriority="high" />
        ) : null}
      </div>
      {outcomes.length > 0 ? (
        <>
          <h3 className={page.subTitle}>What you will learn</h3>
          <ul className={styles.outcomes}>
            {outcomes.map((outcome) => (
              <li key={outcome}>
                <span className={styles.outcomeIcon} aria-hidden="true">
                  <Icon name="check" size={16} />
                </span>
                {outcome}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
