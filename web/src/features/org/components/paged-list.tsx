import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import styles from './org.module.css';

/**
 * The console's long lists (Keys, People) one page of 25 at a time: each page is rendered by its own
 * rows component with the cursor the page before it answered, and "Show more" adds the next. A new
 * filter or search starts again from the first page. Nothing reads the whole organisation at once.
 */
export function usePages() {
  const [pages, setPages] = useState<Array<string | undefined>>([undefined]);
  const [next, setNext] = useState<string | null>(null);
  const onNext = useCallback((cursor: string | null) => setNext(cursor), []);
  const restart = useCallback(() => {
    setPages([undefined]);
    setNext(null);
  }, []);
  const more = useCallback(() => {
    if (!next) return;
    setPages((p) => [...p, next]);
    setNext(null);
  }, [next]);
  return { pages, next, onNext, restart, more };
}

/** The page's cursor for the next one, told once the last page has loaded. */
export function useReportNext(last: boolean, next: string | null | undefined, onNext: (n: string | null) => void) {
  useEffect(() => {
    if (last && next !== undefined) onNext(next);
  }, [last, next, onNext]);
}

export function ShowMore({ next, onMore, children }: { next: string | null; onMore: () => void; children: ReactNode }) {
  if (!next) return null;
  return (
    <Button variant="secondary" className={styles.more} onClick={onMore}>
      {children}
    </Button>
  );
}

/** A page's row while it loads, fails or has nothing to show (only the first page says it is empty); else null. */
export function pageState(props: {
  columns: number;
  loaded: boolean;
  error: unknown;
  onRetry: () => void;
  loading: string;
  empty: string | null;
}): ReactNode {
  const cell = (className: string | undefined, content: ReactNode) => (
    <tr>
      <td colSpan={props.columns} className={className}>
        {content}
      </td>
    </tr>
  );
  if (props.error && !props.loaded) return cell(undefined, <ErrorAlert error={props.error} onRetry={props.onRetry} />);
  if (!props.loaded) return cell(styles.muted, props.loading);
  if (props.empty) return cell(`${styles.muted} ${styles.empty}`, props.empty);
  return null;
}
