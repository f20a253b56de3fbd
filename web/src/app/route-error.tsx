import { useEffect, useState } from 'react';
import { useRouteError } from 'react-router-dom';
import { clientMessages } from '#shared/errors';
import { supportLine } from '../lib/session';
import { Button } from '../components/ui/button';
import { MessageCard } from '../components/ui/message-card';

/**
 * Shown when a screen throws or its code fails to load (typically a deploy replaced the chunk the
 * page asked for). Reloading fetches the current version, so that is the one action offered.
 * Offline, the code of a screen never opened on this device cannot load: that is said plainly, and
 * the page reloads by itself when the connection is back (decision 378), never 'Oops… call us'.
 */
export function RouteError() {
  const error = useRouteError();
  // Whether the browser was offline when the screen failed: the 'online' event must not re-render
  // this away before its reload runs.
  const [offline] = useState(() => navigator.onLine === false);
  useEffect(() => {
    console.error(error); // kept for the browser console and any error reporting added later
  }, [error]);
  useEffect(() => {
    if (!offline) return;
    const reload = () => window.location.reload();
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, [offline]);
  if (offline) {
    return (
      <MessageCard
        icon="offline"
        title="You are offline"
        actions={<Button onClick={() => window.location.reload()}>Try again</Button>}
      >
        <p>This page needs the connection to open. It opens by itself as soon as you are back online.</p>
      </MessageCard>
    );
  }
  return (
    <MessageCard
      icon="alert"
      title={clientMessages.network}
      actions={<Button onClick={() => window.location.reload()}>Reload the page</Button>}
    >
      <p>{supportLine()}</p>
    </MessageCard>
  );
}
