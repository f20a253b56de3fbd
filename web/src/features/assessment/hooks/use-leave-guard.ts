import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { getSession } from '../../../lib/session';

/**
 * Spec 02 §2: "Browser back on timed tests (S or F) asks for confirmation." While `active`, leaving
 * /test inside the app (back, close, a link) waits for the learner to confirm, and reloading or
 * closing the tab asks the browser's own question. A session that just ended (a token failure on
 * its way to /) is never held back.
 */
export function useLeaveGuard(active: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      active && getSession() !== null && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = ''; // older browsers show their prompt only when this is set
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);

  return blocker;
}
