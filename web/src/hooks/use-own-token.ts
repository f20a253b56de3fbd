import { useLayoutEffect, useState } from 'react';
import { getSession, stopActingForChild } from '../lib/session';

/**
 * The parent's own pages (My Dashboard, Child Profiles) are how a parent returns from acting for a
 * child (spec 01 §4): arriving with a child token drops it before anything is asked. Dropping it on
 * arrival rather than in the link's click keeps the child dashboard's guard from sending the parent
 * to get a child token again while the next page's code loads. Taking a test from the page later sets
 * a token that stays. Returns true once calls carry the parent's own token.
 */
export function useOwnToken(): boolean {
  const [arrivedActing] = useState(() => Boolean(getSession()?.actingChild));
  const [dropped, setDropped] = useState(false);
  useLayoutEffect(() => {
    if (!arrivedActing) return;
    stopActingForChild();
    setDropped(true);
  }, [arrivedActing]);
  return !arrivedActing || dropped;
}
