import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ChildListData, ChildProfile } from '#shared/api/contract-accounts';
import { MAX_CHILDREN } from '#shared/schemas/accounts';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { Icon } from '../../../components/ui/icons';
import { Modal } from '../../../components/ui/modal';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { useOwnToken } from '../../../hooks/use-own-token';
import { useSession } from '../../../lib/session';
import { track } from '../../../lib/analytics';
import { toast } from '../../../lib/toast';
import { actAsChild, applyChildLicence, deleteChild, resetChildPin, useChildren } from '../api/children';
import { copyText, credentialsText } from '../lib/credentials';
import { BecomeParentCard } from './become-parent-card';
import { ChildCard, type ChildCardActions } from './child-card';
import { ChildFormModal } from './child-form-modal';
import { SchoolChildLinkModal } from './school-child-link-modal';
import { ConfirmModal } from './confirm-modal';
import { ChildrenPrivacyCard } from './children-privacy-card';
import { UNDO_DAYS } from '#shared/privacy/notice';
import { LicenceChooser } from './licence-chooser';
import styles from './family.module.css';
import { ParentDetails } from './parent-details-card';

/**
 * /parent/dashboard (spec 01 §2, §4): the parent's children as cards, with the add and edit modals,
 * copying login details, taking a test as a child, applying a purchased licence (by itself when
 * there is exactly one child), linking a child a school registered by its login card (decision 0893)
 * and deleting with confirmation. An adult learner who is not a parent
 * yet is led into becoming one here (BecomeParentCard), then straight to the add-child modal.
 */
type Busy = { childId: string; what: 'test' | 'copy' | 'licence' } | null;

export function ParentDashboardPage() {
  const session = useSession();
  const isParent = Boolean(session?.isParent);
  const { data, error, mutate } = useChildren(useOwnToken() && isParent);
  const navigate = useNavigate();
  const [pins, setPins] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<Busy>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [editing, setEditing] = useState<{ child: ChildProfile | null } | null>(null);
  const [deleting, setDeleting] = useState<ChildProfile | null>(null);
  const [newPinFor, setNewPinFor] = useState<ChildProfile | null>(null);
  const [confirmBusy, setConfirmBusy] = useState(false);
  const [manualCopy, setManualCopy] = useState<string | null>(null);
  const [choosing, setChoosing] = useState<ChildProfile | null>(null);
  const [privacyVersion, setPrivacyVersion] = useState(0);
  const [linking, setLinking] = useState(false);

  const replace = (child: ChildProfile) =>
    data &&
    void mutate(
      { ...data, childrenList: data.childrenList.map((c) => (c.child_id === child.child_id ? child : c)) },
      { revalidate: false },
    );

  async function act<T>(
    what: NonNullable<Busy>['what'] | null,
    child: ChildProfile | null,
    work: () => Promise<T>,
  ): Promise<T | undefined> {
    setFailure(null);
    if (what && child) setBusy({ childId: child.child_id, what });
    try {
      return await work();
    } catch (cause) {
      setFailure(cause);
      return undefined;
    } finally {
      setBusy(null);
    }
  }

  async function copy(child: ChildProfile, pin: string) {
    const text = credentialsText(child.child_user_name, pin);
    if (await copyText(text)) toast.success(`Login details for ${child.child_name} copied.`);
    else setManualCopy(text);
  }

  const actions: ChildCardActions = {
    onTakeTest: (child) =>
      void act('test', child, async () => {
        const id = await actAsChild(child.child_id, child.child_name);
        await navigate(`/child/dashboard/${encodeURIComponent(id)}`);
      }),
    onCopy: (child) => {
      const pin = pins[child.child_id];
      if (pin) void act('copy', child, () => copy(child, pin));
      else setNewPinFor(child);
    },
    // One licence this child may take is given at once; with more, the parent chooses by product name.
    onApplyLicence: (child) =>
      child.available_licences.length > 1
        ? setChoosing(child)
        : void applyLicence(child, child.available_licences[0]?.licence_id),
    onEdit: (child) => setEditing({ child }),
    onDelete: (child) => setDeleting(child),
  };

  async function applyLicence(child: ChildProfile, licenceId?: string) {
    setChoosing(null);
    const result = await act('licence', child, () => applyChildLicence(child.child_id, { licenceId }));
    if (!result) return;
    replace(result.data);
    // The licence is spent: the other children's cards must stop offering it (the server says which still may).
    void mutate();
    toast.success(result.message || `Licence applied to ${child.child_name}.`);
  }

  // "Applied automatically when there is exactly one child" (spec 01 §4): once per child and visit.
  const autoApplied = useRef(new Set<string>());
  useEffect(() => {
    const only = data?.childrenList.length === 1 ? data.childrenList[0] : undefined;
    // Only an unambiguous licence goes by itself: with two, the parent says which.
    if (!only || only.available_licences.length !== 1 || only.is_purchased || autoApplied.current.has(only.child_id))
      return;
    autoApplied.current.add(only.child_id);
    void applyLicence(only, only.available_licences[0]?.licence_id);
  });

  async function confirmed(work: () => Promise<void>) {
    setConfirmBusy(true);
    await act(null, null, work);
    setConfirmBusy(false);
  }

  const saved = (child: ChildProfile) => {
    const isNew = editing?.child === null;
    setEditing(null);
    if (child.child_pin) setPins((p) => ({ ...p, [child.child_id]: child.child_pin as string }));
    if (!data) return void mutate();
    const list = isNew
      ? [...data.childrenList, child]
      : data.childrenList.map((c) => (c.child_id === child.child_id ? child : c));
    void mutate({ ...data, childrenList: list }, { revalidate: false });
    if (isNew) track('kids_child_added', { grade: child.child_grade });
    if (isNew) setPrivacyVersion((v) => v + 1); // its consent appears in "Your children's data"
    toast.success(isNew ? `${child.child_name} was added.` : `${child.child_name}'s details were saved.`);
  };

  const linked = (child: ChildProfile) => {
    setLinking(false);
    if (data) void mutate({ ...data, childrenList: [...data.childrenList, child] }, { revalidate: false });
    setPrivacyVersion((v) => v + 1); // the parent's consent appears in "Your children's data"
    toast.success(`${child.child_name} is now linked to your account.`);
  };

  const full = (data?.childrenList.length ?? 0) >= MAX_CHILDREN;
  if (!isParent) {
    return (
      <div className={styles.page}>
        <title>Add a child · Fluentia</title>
        <h1 className={styles.heading}>Child Profiles</h1>
        <div className={styles.stack}>
          <BecomeParentCard phone={session?.phone ?? ''} onDone={() => setEditing({ child: null })} />
        </div>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <title>Child Profiles · Fluentia</title>
      <div className={styles.pageHead}>
        <div>
          <h1 className={styles.heading}>Child Profiles</h1>
          {data ? (
            <ParentDetails data={data} onSaved={(next) => void mutate({ ...data, ...next }, { revalidate: false })} />
          ) : null}
        </div>
        {data && !full ? (
          <div className={styles.headActions}>
            <Button variant="secondary" onClick={() => setLinking(true)}>
              Link a child from school
            </Button>
            <Button onClick={() => setEditing({ child: null })}>
              <Icon name="users" size={18} />
              Add a child
            </Button>
          </div>
        ) : null}
      </div>
      <div className={styles.stack}>
        {failure ? <ErrorAlert error={failure} /> : null}
        {error && !data ? (
          <ErrorAlert error={error} onRetry={() => void mutate()} />
        ) : !data ? (
          <CardsSkeleton />
        ) : data.childrenList.length === 0 ? (
          <NoChildren onAdd={() => setEditing({ child: null })} onLink={() => setLinking(true)} />
        ) : (
          <ChildCards data={data} pins={pins} busy={busy} actions={actions} />
        )}
        {full ? (
          <p className={styles.muted}>You have added {MAX_CHILDREN} children, the most one parent account can hold.</p>
        ) : null}
        <ChildrenPrivacyCard version={privacyVersion} onRestored={() => void mutate()} />
      </div>

      <ChildFormModal
        open={editing !== null}
        child={editing?.child ?? null}
        onClose={() => setEditing(null)}
        onSaved={saved}
      />
      <SchoolChildLinkModal open={linking} onClose={() => setLinking(false)} onLinked={linked} />
      <ConfirmModal
        open={deleting !== null}
        title={`Delete ${deleting?.child_name ?? ''}'s profile?`}
        confirm="Delete"
        busy={confirmBusy}
        error={failure}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          void confirmed(async () => {
            const child = deleting as ChildProfile;
            await deleteChild(child.child_id);
            setDeleting(null);
            if (data)
              void mutate(
                { ...data, childrenList: data.childrenList.filter((c) => c.child_id !== child.child_id) },
                { revalidate: false },
              );
            setPrivacyVersion((v) => v + 1);
            toast.success(`${child.child_name}'s profile was deleted. You can restore it for ${UNDO_DAYS} days.`);
          })
        }
      >
        <p>
          Their username and PIN stop working at once. For {UNDO_DAYS} days you can restore them from “Your children’s
          data” below; after that everything about them (tests, scores, recordings, certificates) is erased.
        </p>
      </ConfirmModal>
      <ConfirmModal
        open={newPinFor !== null}
        title={`New PIN for ${newPinFor?.child_name ?? ''}`}
        confirm="Make a new PIN and copy"
        busy={confirmBusy}
        error={failure}
        onClose={() => setNewPinFor(null)}
        onConfirm={() =>
          void confirmed(async () => {
            const child = newPinFor as ChildProfile;
            const result = await resetChildPin(child.child_id);
            setNewPinFor(null);
            const pin = result.data.kind === 'child' ? result.data.child.child_pin : null;
            if (!pin) return;
            setPins((p) => ({ ...p, [child.child_id]: pin }));
            await copy(child, pin);
          })
        }
      >
        <p>
          PINs are kept secret, so we cannot show the old one. We will make a new PIN and copy the username and PIN for
          you. The old PIN stops working.
        </p>
      </ConfirmModal>
      <LicenceChooser
        child={choosing}
        onChoose={(child, licenceId) => void applyLicence(child, licenceId)}
        onClose={() => setChoosing(null)}
      />
      <Modal open={manualCopy !== null} onClose={() => setManualCopy(null)} title="Login details">
        <p>Your browser did not let us copy. Select these details and copy them:</p>
        <pre>{manualCopy}</pre>
      </Modal>
    </div>
  );
}

function ChildCards({
  data,
  pins,
  busy,
  actions,
}: {
  data: ChildListData;
  pins: Record<string, string>;
  busy: Busy;
  actions: ChildCardActions;
}) {
  return (
    <ul className={styles.grid}>
      {data.childrenList.map((child) => (
        <li key={child.child_id}>
          <ChildCard
            child={child}
            pin={pins[child.child_id]}
            busy={busy?.childId === child.child_id ? busy.what : null}
            actions={actions}
          />
        </li>
      ))}
    </ul>
  );
}

function NoChildren({ onAdd, onLink }: { onAdd: () => void; onLink: () => void }) {
  return (
    <section className={styles.empty} aria-label="No children yet">
      <h2 className={styles.cardTitle}>No children added yet</h2>
      <p className={styles.muted}>
        Add your child (Classes 3 to 10) to give them their own sign-in, practice tests and the English Olympiad. If
        their school gave them a login card, link them with it instead.
      </p>
      <div className={styles.headActions}>
        <Button onClick={onAdd}>Add a child</Button>
        <Button variant="secondary" onClick={onLink}>
          Link a child from school
        </Button>
      </div>
    </section>
  );
}

function CardsSkeleton() {
  return (
    <SkeletonGroup label="Loading your children…" className={styles.grid}>
      {[0, 1].map((n) => (
        <div key={n} className={styles.card}>
          <Skeleton width={64} height={64} radius={999} />
          <Skeleton width="60%" height={20} />
          <Skeleton width="80%" height={14} />
          <Skeleton height={44} radius={10} />
        </div>
      ))}
    </SkeletonGroup>
  );
}
