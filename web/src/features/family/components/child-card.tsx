import type { ChildProfile } from '#shared/api/contract-accounts';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { childPicture } from '../lib/avatars';
import styles from './family.module.css';

/**
 * A child's card on the parent dashboard (spec 01 §2): picture, name, class, username; Take a test
 * (the child token), Copy login details, Apply License when the parent bought one the child lacks
 * (the products this child holds, and those they could be given, are named), Edit and Delete. A PIN is shown only right
 * after it was made: it cannot be read back later.
 */
export interface ChildCardActions {
  onTakeTest: (child: ChildProfile) => void;
  onCopy: (child: ChildProfile) => void;
  onApplyLicence: (child: ChildProfile) => void;
  onEdit: (child: ChildProfile) => void;
  onDelete: (child: ChildProfile) => void;
}

export function ChildCard({
  child,
  pin,
  busy,
  actions,
}: {
  child: ChildProfile;
  pin: string | undefined;
  busy: string | null;
  actions: ChildCardActions;
}) {
  const picture = childPicture(child);
  const titleId = `child-${child.child_id}`;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.childTop}>
        {picture ? (
          <img src={picture} alt="" className={styles.picture} />
        ) : (
          <Avatar name={child.child_name} size={64} />
        )}
        <div>
          <h2 id={titleId} className={styles.cardTitle}>
            {child.child_name}
          </h2>
          <p className={styles.muted} style={{ margin: 0 }}>
            {child.child_grade ? `Class ${child.child_grade}` : 'Class not set'}
          </p>
        </div>
      </div>
      <dl className={styles.facts}>
        <dt>Username</dt>
        <dd>{child.child_user_name}</dd>
        {child.final_score !== null ? (
          <>
            <dt>Final score</dt>
            <dd>{child.final_score} / 12</dd>
          </>
        ) : null}
        <dt>Course</dt>
        <dd>
          {child.licences.length ? (
            <span className={styles.status}>
              <Icon name="check" size={14} />
              {child.licences.map((l) => l.product_name).join(', ')}
            </span>
          ) : child.is_purchased ? (
            <span className={styles.status}>
              <Icon name="check" size={14} />
              Licence applied
            </span>
          ) : (
            'Free practice tests'
          )}
        </dd>
        {child.available_licences.length ? (
          <>
            <dt>Licence to give</dt>
            <dd>{child.available_licences.map((l) => l.product_name).join(', ')}</dd>
          </>
        ) : null}
      </dl>
      {pin ? (
        <p className={styles.pin} role="status">
          PIN for {child.child_name}: <strong>{pin}</strong>. Copy the login details now: the PIN is not shown again.
        </p>
      ) : null}
      <div className={`${styles.cardActions} ${styles.childActions}`}>
        <Button
          onClick={() => actions.onTakeTest(child)}
          busy={busy === 'test'}
          aria-label={`Take a test as ${child.child_name}`}
        >
          Take a test
        </Button>
        <Button
          variant="secondary"
          onClick={() => actions.onCopy(child)}
          busy={busy === 'copy'}
          aria-label={`Copy login details for ${child.child_name}`}
        >
          Copy login details
        </Button>
        {child.available_licences.length ? (
          <Button
            variant="secondary"
            onClick={() => actions.onApplyLicence(child)}
            busy={busy === 'licence'}
            aria-label={`Apply License to ${child.child_name}`}
          >
            Apply License
          </Button>
        ) : null}
      </div>
      {/* Changing the profile itself sits apart from the everyday actions, so Delete is not hit by mistake. */}
      <div className={styles.cardFooter}>
        <Button variant="ghost" onClick={() => actions.onEdit(child)} aria-label={`Edit ${child.child_name}`}>
          Edit
        </Button>
        <Button variant="ghost" onClick={() => actions.onDelete(child)} aria-label={`Delete ${child.child_name}`}>
          Delete
        </Button>
      </div>
    </article>
  );
}
