import { useSearchParams } from 'react-router-dom';
import { ButtonLink } from '../../../components/ui/button';
import { MessageCard } from '../../../components/ui/message-card';
import { paths } from '../../../config/paths';
import { InstructionsScreen } from './instructions-screen';
import { ResumeScreen } from './resume-screen';
import { ReviewScreen } from './review/review-screen';
import { StartScreen } from './start-screen';

/**
 * /test (spec 02 §2): the parameters the links of lib/links.ts write pick the screen. Each screen is
 * keyed by its attempt or activity, so moving between them starts each afresh.
 */
function idParam(value: string | null): number | null {
  return value !== null && /^\d{1,9}$/.test(value) ? Number(value) : null;
}

export function TestPage() {
  const [params] = useSearchParams();
  const attemptId = params.get('attempt_id');
  const courseId = idParam(params.get('course_id'));
  const elementId = idParam(params.get('element_id'));

  if (attemptId && params.get('review') === '1') return <ReviewScreen key={attemptId} attemptId={attemptId} />;
  if (attemptId) return <ResumeScreen key={attemptId} attemptId={attemptId} />;
  if (courseId !== null && elementId !== null) {
    const key = `${courseId}/${elementId}`;
    return params.get('start') === '1' ? (
      <StartScreen key={key} courseId={courseId} elementId={elementId} />
    ) : (
      <InstructionsScreen key={key} courseId={courseId} elementId={elementId} />
    );
  }
  return (
    <MessageCard
      icon="book"
      title="Choose an activity"
      actions={<ButtonLink to={paths.myCourse}>Go to My Course</ButtonLink>}
    >
      <p>Open a test or practice set from your course to start it here.</p>
    </MessageCard>
  );
}
