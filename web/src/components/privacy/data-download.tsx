import { useDataExport } from '../../hooks/use-data-export';
import { Button, buttonClass } from '../ui/button';
import { ErrorAlert } from '../ui/error-alert';

/**
 * "Download my data": asks for the ZIP, says it is being prepared, then gives the link (decision 0802).
 * `who` names whose data it is in the button ("my data", "Kabir's data").
 */
export function DataDownload({ childId, who = 'my data' }: { childId?: string; who?: string }) {
  const { data, error, pending, start } = useDataExport(childId);
  const building = data?.status === 'building';
  return (
    <div aria-live="polite">
      {error ? <ErrorAlert error={error} /> : null}
      {data?.status === 'ready' && data.url ? (
        <p>
          <a className={buttonClass('primary')} href={data.url} download>
            Download {who} (ZIP)
          </a>{' '}
          <Button variant="ghost" onClick={() => void start()} busy={pending}>
            Prepare a new one
          </Button>
        </p>
      ) : (
        <Button variant="secondary" onClick={() => void start()} busy={pending || building} disabled={building}>
          {building ? 'Preparing your download…' : `Download ${who}`}
        </Button>
      )}
      {building ? <p>This usually takes a minute or two. You can leave this page and come back.</p> : null}
      {data?.status === 'failed' ? <p>We could not prepare the download. Please try again.</p> : null}
    </div>
  );
}
