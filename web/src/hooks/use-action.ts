import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/**
 * Runs a request for a button or form: `pending` while it runs (buttons show it), `error` when it
 * failed (shown by ErrorAlert). `run` resolves to the result, or undefined after a failure.
 */
export function useAction<A extends unknown[], R>(action: (...args: A) => Promise<R>) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const latest = useRef(action);
  useLayoutEffect(() => {
    latest.current = action;
  });

  const run = useCallback(async (...args: A): Promise<R | undefined> => {
    setPending(true);
    setError(null);
    try {
      return await latest.current(...args);
    } catch (cause) {
      setError(cause);
      return undefined;
    } finally {
      setPending(false);
    }
  }, []);

  return { run, pending, error, setError };
}
