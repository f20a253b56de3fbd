/**
 * The test page (/test, spec 02 §2–§5): attempts, feedback, completion and review, one lazy chunk.
 * app/router.tsx points the path here.
 */
export { TestPage } from './components/test-page';
