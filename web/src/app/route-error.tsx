import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { clientMessages, defaultSupport } from '#shared/errors';
import { Button } from '../components/ui/button';
import { MessageCard } from '../components/ui/message-card';

/**
 * Shown when a screen throws or its code fails to load (typically a deploy replaced the chunk the
 * page asked for). Reloading fetches the current version, so that is the one action offered.
 */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error); // kept for the browser console and any error reporting added later
  }, [error]);
  return (
    <MessageCard
      icon="alert"
      title={clientMessages.network}
      actions={<Button onClick={() => window.location.reload()}>Reload the page</Button>}
    >
      <p>{clientMessages.support(defaultSupport.phone)}</p>
    </MessageCard>
  );
}
