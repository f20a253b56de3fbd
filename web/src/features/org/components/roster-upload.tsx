import { useState, type ChangeEvent } from 'react';
import type { RosterPreviewData, RosterRegisteredData, SchoolClassRow } from '#shared/api/contract-schools';
import { MAX_ROSTER_BYTES } from '#shared/schemas/school-classes';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { useAction } from '../../../hooks/use-action';
import { previewRoster, registerRoster } from '../api/org';
import { downloadPdf, downloadText, fileBase64 } from '../lib/download';
import { RosterProblems } from './roster-problems';
import own from './classes.module.css';
import styles from './org.module.css';

/**
 * Registering a class from its file (decision 0891): the file is checked row by row first (nothing
 * written), the coordinator confirms the parents' consent, then the good rows are registered and
 * their login cards downloaded, once: the PINs are in that PDF only.
 */
export function RosterUpload({ klass, onRegistered }: { klass: SchoolClassRow; onRegistered: () => void }) {
  const [file, setFile] = useState<{ name: string; data: string } | null>(null);
  const [preview, setPreview] = useState<RosterPreviewData | null>(null);
  const [tooBig, setTooBig] = useState(false);
  const [attested, setAttested] = useState(false);
  // A new key empties the file field after a registration, so the same file is not sent twice by mistake.
  const [fileField, setFileField] = useState(0);
  const [registered, setRegistered] = useState<{ data: RosterRegisteredData; message: string } | null>(null);
  const check = useAction(previewRoster);
  const register = useAction(registerRoster);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    setPreview(null);
    setRegistered(null);
    setTooBig(Boolean(chosen && chosen.size > MAX_ROSTER_BYTES));
    if (!chosen || chosen.size > MAX_ROSTER_BYTES) return setFile(null);
    const data = await fileBase64(chosen);
    setFile({ name: chosen.name, data });
    const result = await check.run(klass.class_id, data);
    if (result) setPreview(result.data);
  }

  async function submit() {
    if (!file) return;
    const result = await register.run(klass.class_id, file.data);
    if (!result) return;
    downloadPdf(result.data.file_name, result.data.cards_pdf);
    setRegistered({ data: result.data, message: result.message });
    setFile(null);
    setPreview(null);
    setAttested(false);
    setFileField((n) => n + 1);
    onRegistered();
  }

  const template = `name,class,section\r\nAsha Rao,${klass.grade},${klass.section}\r\n`;
  return (
    <section className={styles.card} aria-labelledby="register-title">
      <div className={styles.cardHead}>
        <h2 id="register-title" className={styles.subheading}>
          Register children
        </h2>
        <Button
          variant="secondary"
          onClick={() => downloadText(`class-${klass.class_id}-template.csv`, `\uFEFF${template}`)}
        >
          Download the template
        </Button>
      </div>
      <p className={styles.muted}>
        One row per child: their name in English letters (as it will be printed on the login card), the class (
        {klass.grade}) and the section ({klass.section}). Save it from Excel or Google Sheets as CSV; up to 150 rows.
      </p>
      {registered ? (
        <div className={own.done} role="status">
          <p>
            <strong>{registered.message}</strong> ({registered.data.registered}{' '}
            {registered.data.registered === 1 ? 'child' : 'children'})
          </p>
          <Button onClick={() => downloadPdf(registered.data.file_name, registered.data.cards_pdf)}>
            Download login cards (PDF)
          </Button>
        </div>
      ) : null}
      <label className={own.fileField}>
        <span>Class file (CSV)</span>
        <input key={fileField} type="file" accept=".csv,text/csv" onChange={(e) => void choose(e)} />
      </label>
      {tooBig ? (
        <p role="alert" className={own.warning}>
          This file is too large for one class. Please split it by section.
        </p>
      ) : null}
      {check.pending ? <p className={styles.muted}>Checking the file…</p> : null}
      {check.error ? <ErrorAlert error={check.error} /> : null}
      {preview ? (
        <>
          <RosterProblems preview={preview} />
          <label className={own.checkbox}>
            <input type="checkbox" checked={attested} onChange={(e) => setAttested(e.target.checked)} />
            <span>
              I confirm that the parents of these children have agreed to Fluentia’s{' '}
              <a href="/privacy" target="_blank" rel="noreferrer">
                privacy notice
              </a>
              .
            </span>
          </label>
          {register.error ? <ErrorAlert error={register.error} /> : null}
          <div className={styles.actions}>
            <Button busy={register.pending} disabled={!preview.good || !attested} onClick={() => void submit()}>
              {`Register ${preview.good} ${preview.good === 1 ? 'child' : 'children'}`}
            </Button>
          </div>
        </>
      ) : null}
    </section>
  );
}
