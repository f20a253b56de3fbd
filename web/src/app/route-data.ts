import type { LoaderFunction } from 'react-router-dom';
import type { AppPathId } from '../config/paths';
import { prefetchAttempt } from '../features/assessment/lib/attempt-prefetch';
import { fetchData, preloadApi } from '../lib/api-client';
import { getSession } from '../lib/session';

/**
 * Loaders that start a screen's first API call together with its code chunk: React Router runs a
 * route's static loader alongside its `lazy` import, so the data no longer waits for the chunk to
 * download and render. Each key is exactly the one the screen's useApi asks for, so SWR hands the
 * screen the call already under way. They only start calls a signed-in visitor's screen would make
 * anyway (the guard still decides who sees what) and return nothing: loading and error states stay
 * with the screen.
 */
function signedInAsSelf(): boolean {
  const session = getSession();
  return Boolean(session?.token) && !session?.actingChild;
}

const dashboard: LoaderFunction = () => {
  if (signedInAsSelf()) preloadApi('dashboard');
  return null;
};

/** /mycourse: only when no course change comes first (the course named is the active one, or none is named). */
const myCourse: LoaderFunction = ({ request }) => {
  if (!signedInAsSelf()) return null;
  const query = new URL(request.url).searchParams;
  const named = query.get('course_id');
  const active = getSession()?.activeCourseId ?? null;
  const preview = query.get('previewMode') === '1';
  const id = named ?? active;
  if (id === null || !/^\d{1,9}$/.test(id) || (!preview && named !== null && named !== active)) return null;
  const params = { courseId: Number(id) };
  const route = preview ? 'coursePreview' : 'course';
  const course = async () => {
    const details = await fetchData(route, undefined, params);
    preloadImage(details.imageUrl);
    return details;
  };
  preloadApi(route, undefined, params, course);
  return null;
};

/**
 * The course image is often the page's largest paint: asked for as soon as the course's answer
 * arrives, while the page still renders, instead of when React has put the <img> in the document.
 */
function preloadImage(url: string | null | undefined): void {
  if (!url || document.head.querySelector(`link[rel="preload"][href="${CSS.escape(url)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = url;
  link.fetchPriority = 'high';
  document.head.appendChild(link);
}

/**
 * /test?attempt_id=…: the attempt, asked for with the chunk (any signed-in session: a parent acting
 * for a child reads the child's attempt with the same call the page makes). The page takes it once
 * (features/assessment/lib/attempt-prefetch.ts).
 */
const test: LoaderFunction = ({ request }) => {
  const attemptId = new URL(request.url).searchParams.get('attempt_id');
  if (getSession()?.token && attemptId && /^[0-9a-f-]{36}$/i.test(attemptId)) prefetchAttempt(attemptId);
  return null;
};

export const routeLoaders: Partial<Record<AppPathId, LoaderFunction>> = { dashboard, myCourse, test };
