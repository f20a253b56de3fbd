import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useCourseDetails } from '../api/course';
import { isExpired, isNotPurchased, useCourseSelection } from '../hooks/use-course-selection';
import { usePreviewTracking } from '../hooks/use-preview-tracking';
import { NOT_PURCHASED_REDIRECT_MS } from '../lib/messages';
import { ActingChildBar } from './acting-child-bar';
import { CoursePageSkeleton } from './course-page-skeleton';
import styles from './course-page.module.css';
import { CourseView } from './course-view';
import { ExternalCourse, isExternalCourse, NoCourse } from './course-page-detours';
import { PreviewBar } from './preview-bar';

/**
 * /mycourse (spec 02 §2). `course_id` picks the course (made active first when it is not), else the
 * session's active course; `previewMode=1` shows the preview of the course instead.
 */
export function MyCoursePage() {
  const [params] = useSearchParams();
  const named = params.get('course_id');
  const courseId = named && /^\d{1,9}$/.test(named.trim()) ? Number(named.trim()) : null;
  return isExternalCourse(courseId) ? <ExternalCourse courseId={courseId} /> : <CoursePage />;
}

function CoursePage() {
  const [params] = useSearchParams();
  const preview = params.get('previewMode') === '1';
  const selection = useCourseSelection(preview);
  const courseId = selection.state === 'ready' ? selection.courseId : null;
  const { data: course, error, mutate } = useCourseDetails(courseId, preview);
  usePreviewTracking(courseId, preview);
  const loadError = error && !course ? error : null;

  return (
    <>
      {preview ? <PreviewBar /> : <ActingChildBar />}
      {selection.state === 'none' ? (
        <NoCourse />
      ) : selection.state === 'notPurchased' ? (
        <NotPurchased message={selection.message} />
      ) : selection.state === 'failed' ? (
        <div className={styles.page}>
          <ErrorAlert error={selection.error} onRetry={selection.retry} />
        </div>
      ) : loadError ? (
        <CourseLoadError error={loadError} retry={() => void mutate()} />
      ) : course ? (
        <CourseView course={course} preview={preview} revalidate={() => void mutate()} />
      ) : (
        <CoursePageSkeleton />
      )}
    </>
  );
}

/** The red panel of spec 02 §4 ("If not purchased, show a panel and go to /mydashboard"). */
function NotPurchased({ message }: { message: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => void navigate(paths.dashboard, { replace: true }), NOT_PURCHASED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <div className={styles.page}>
      <Alert
        title={message}
        actions={
          <ButtonLink to={paths.dashboard} replace>
            Go to My Dashboard
          </ButtonLink>
        }
      >
        <p>Taking you to My Dashboard…</p>
      </Alert>
    </div>
  );
}

/** The course itself failed to load: expired and not-purchased answers route as a course change does. */
function CourseLoadError({ error, retry }: { error: unknown; retry: () => void }) {
  const navigate = useNavigate();
  const expired = isExpired(error);
  useEffect(() => {
    if (!expired || !isApiError(error)) return;
    toast.error(error.message);
    void navigate(paths.dashboard, { replace: true });
  }, [expired, error, navigate]);
  if (expired) return null;
  if (isNotPurchased(error)) return <NotPurchased message={error.message} />;
  return (
    <div className={styles.page}>
      <ErrorAlert error={error} onRetry={retry} />
    </div>
  );
}
