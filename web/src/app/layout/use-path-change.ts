import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Calls `onChange` when the path changes (a link followed, the back button): menus close then. Not
 * on the first run, which may come late after a busy first render and must not close a menu the
 * visitor has just opened. `onChange` must be stable.
 */
export function usePathChange(onChange: () => void): void {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    onChange();
  }, [pathname, onChange]);
}
