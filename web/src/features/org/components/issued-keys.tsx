import { useState } from 'react';
import type { IssuedKeysData } from '#shared/api/contract-orgs';
import { csvFile } from '#shared/text/csv';
import { Button } from '../../../components/ui/button';
import { formatDay } from '../../../lib/dates';
import { toast } from '../../../lib/toast';
import { downloadText } from '../lib/download';
import styles from './org.module.css';

/**
 * The keys just issued, in full: the one time they are (decision 0771). Copy them, or download them once
 * as a CSV file made here in the page; once the panel is closed they are gone from the page too, and
 * the console shows them masked.
 */
export function IssuedKeys({ issued, onDone }: { issued: IssuedKeysData; onDone: () => void }) {
  const [downloaded, setDownloaded] = useState(false);
  const texts = issued.keys.map((k) => k.key);

  function download() {
    const rows = texts.map((key) => [key, issued.seats_name, issued.expires_on]);
    downloadText(`fluentia-keys-${issued.seats_id}-${Date.now()}.csv`, csvFile(['Key', 'Seats', 'Last day'], rows));
    setDownloaded(true);
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(texts.join('\n'));
      toast.success(`${texts.length} keys copied.`);
    } catch {
      toast.error('Your browser did not let us copy. Select the keys and copy them, or download the file.');
    }
  }

  return (
    <section className={`${styles.card} ${styles.issued}`} aria-labelledby="issued-title" tabIndex={-1}>
      <div className={styles.cardHead}>
        <h2 id="issued-title" className={styles.subheading}>
          {texts.length} new {texts.length === 1 ? 'key' : 'keys'} · {issued.seats_name}
        </h2>
        <p className={styles.muted}>Last day {formatDay(issued.expires_on)}</p>
      </div>
      <p role="status">
        <strong>Save these keys now.</strong> This is the only time they are shown in full: Fluentia keeps only a
        fingerprint of each, so nobody can show them again. {issued.left} seats are left to issue.
      </p>
      <ul className={styles.keyList} aria-label="New keys">
        {texts.map((key) => (
          <li key={key} className={styles.keyText}>
            {key}
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Button onClick={download} disabled={downloaded}>
          {downloaded ? 'Downloaded' : 'Download CSV'}
        </Button>
        <Button variant="secondary" onClick={() => void copy()}>
          Copy all
        </Button>
        <Button variant="ghost" onClick={onDone}>
          I have saved them
        </Button>
      </div>
    </section>
  );
}
