import { useEffect } from 'react';
import type { CourseDetails } from '#shared/api/contract';
import { clientMessages } from '#shared/errors';
import { courseFlags } from '#shared/content/course-flags';
import { ButtonLink } from '../../../components/ui/button';
import { MessageCard } from '../../../components/ui/message-card';
import { paths } from '../../../config/paths';
import { useCourseList } from '../api/courses';

/**
 * Where /mycourse sends a learner instead of showing a course (spec 02 §2; decisions
 * 0442, 0444): the two courses kept on an external learning site, and the spec's 'no valid courses' message when
 * there is no course to show. The e-mail a certificate needs is asked for on the page itself (decision 0831).
 */

/** The two special course ids: the page says where it is going, then goes (replacing /mycourse in history). */
export function ExternalCourse({ courseId }: { courseId: number }) {
  const site = courseFlags(courseId).externalSite;
  useEffect(() => {
    if (site) window.location.replace(site.url);
  }, [site]);
  if (!site) return null;
  return (
    <MessageCard icon="external" title={`Opening ${site.name}`} actions={<a href={site.url}>Go there now</a>}>
      <p>This course is taught on our partner learning site. Taking you there…</p>
    </MessageCard>
  );
}

export function isExternalCourse(courseId: number | null): courseId is number {
  return courseId !== null && Boolean(courseFlags(courseId).externalSite);
}

/** No course named and none active: choose one, or, holding no open course at all, the spec's message. */
export function NoCourse() {
  const { courses } = useCourseList(allCourseTypes);
  const today = new Date().toISOString().slice(0, 10);
  if (courses && courses.every((c) => c.close_date !== null && c.close_date < today)) {
    return (
      <MessageCard
        icon="book"
        title="No courses yet"
        actions={<ButtonLink to={paths.dashboard}>Go to My Dashboard</ButtonLink>}
      >
        <p>{clientMessages.noValidCourses}</p>
      </MessageCard>
    );
  }
  return (
    <MessageCard icon="book" title="Choose a course" actions={<ButtonLink to={paths.courses}>My Courses</ButtonLink>}>
      <p>Pick one of your courses to open it here.</p>
    </MessageCard>
  );
}

const allCourseTypes: ReadonlyArray<CourseDetails['courseType']> = [
  'online',
  'live',
  'live_junior',
  'coach',
  'time_based_coach',
  'call_based_coach',
];
