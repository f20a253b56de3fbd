import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { PrivacyChildrenData } from '#shared/api/contract-privacy';
import { UNDO_DAYS } from '#shared/privacy/notice';
import { DataDownload } from '../../../components/privacy/data-download';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { toast } from '../../../lib/toast';
import { useAction } from '../../../hooks/use-action';
import { restoreChild, useChildrenPrivacy, withdrawConsent } from '../api/privacy';
import { ConfirmModal } from './confirm-modal';
import styles from './family.module.css';
import { paths } from '../../../config/paths';

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric' });

type Child = PrivacyChildrenData['children'][number];

/**
 * The parent's privacy panel on Child Profiles (decisions 0800-0802): each child's consent (when, and
 * to which notice), a download of its data, withdrawing consent; and the deleted children that can be
 * restored until their undo window ends. `version` changes when the page deleted a child.
 */
export function ChildrenPrivacyCard({ version, onRestored }: { version: number; onRestored: () => void }) {
  const { data, error, mutate } = useChildrenPrivacy();
  const [withdrawing, setWithdrawing] = useState<Child | null>(null);
  const restore = useAction(restoreChild);
  const withdraw = useAction(withdrawConsent);
  useEffect(() => {
    if (version) void mutate();
  }, [version, mutate]);

  if (error) return <ErrorAlert error={error} onRetry={() => void mutate()} />;
  if (!data || (!data.children.length && !data.deleted.length)) return null;
  return (
    <section className={styles.privacy} aria-labelledby="children-privacy">
      <h2 id="children-privacy" className={styles.cardTitle}>
        Your children’s data
      </h2>
      <p className={styles.muted}>
        What we keep and for how long is on the <Link to={paths.privacy}>privacy page</Link>.
      </p>
      {restore.error ? <ErrorAlert error={restore.error} /> : null}
      {data.deleted.length ? (
        <ul className={styles.privacyList} aria-label="Deleted children">
          {data.deleted.map((d) => (
            <li key={d.child_id}>
              <strong>{d.child_name}</strong> was deleted. Everything about them is erased on {day(d.erase_after)}.{' '}
              <Button
                variant="secondary"
                busy={restore.pending}
                onClick={() =>
                  void restore.run(d.child_id).then((ok) => {
                    if (!ok) return;
                    toast.success(`${d.child_name} was restored.`);
                    void mutate();
                    onRestored();
                  })
                }
              >
                Restore {d.child_name}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <ul className={styles.privacyList} aria-label="Consent and downloads">
        {data.children.map((c) => (
          <li key={c.child_id}>
            <strong>{c.child_name}</strong>
            <span className={styles.muted}>
              {c.consent
                ? ` · You agreed on ${day(c.consent.given_at)} (notice of ${c.consent.notice_version})`
                : ' · No consent recorded: agree by adding the child again, or ask support'}
            </span>
            <div className={styles.privacyActions}>
              <DataDownload childId={c.child_id} who={`${c.child_name}’s data`} />
              <Button variant="ghost" onClick={() => setWithdrawing(c)}>
                Withdraw consent
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmModal
        open={withdrawing !== null}
        title={`Withdraw consent for ${withdrawing?.child_name ?? ''}?`}
        confirm="Withdraw and delete"
        busy={withdraw.pending}
        error={withdraw.error}
        onClose={() => setWithdrawing(null)}
        onConfirm={() =>
          void withdraw.run((withdrawing as Child).child_id).then((ok) => {
            if (!ok) return;
            toast.success(`Consent withdrawn. ${(withdrawing as Child).child_name} was deleted.`);
            setWithdrawing(null);
            void mutate();
            onRestored();
          })
        }
      >
        <p>
          Without your consent we cannot keep your child’s data: their profile is deleted now and everything about them
          is erased after {UNDO_DAYS} days. Until then you can restore them here.
        </p>
      </ConfirmModal>
    </section>
  );
}
