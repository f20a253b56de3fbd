import { useNavigate } from 'react-router-dom';
import { courseFlags } from '#shared/content/course-flags';
import { InstructionPopup } from '../../../components/activity/instruction-popup';
import { useSession } from '../../../lib/session';
import { closePath, isChildLearner } from '../lib/close-path';
import { TestSkeleton } from './test-skeleton';

/**
 * /test?course_id=…&element_id=… without start=1 (a dashboard card, the completion popup's up next):
 * the activity's instruction popup, the same one the course page opens, decides Start, Continue
 * or Review Answer. Closing it leaves the test page.
 */
export function InstructionsScreen({ courseId, elementId }: { courseId: number; elementId: number }) {
  const session = useSession();
  const navigate = useNavigate();
  const flags = courseFlags(courseId);
  const exit = closePath(session, flags.daily ? 'D' : null, courseId);
  return (
    <>
      <TestSkeleton label="Loading the activity…" />
      <InstructionPopup
        courseId={courseId}
        target={{ elementID: elementId, element_name: 'Loading the activity…', element_type: flags.daily ? 'D' : 'W' }}
        onClose={() => void navigate(exit, { replace: true })}
        noReview={flags.noReview === true}
        forChild={isChildLearner(session)}
      />
    </>
  );
}
