import { Link } from 'react-router-dom';
import { SelectField } from '../../../components/ui/select-field';
import { paths } from '../../../config/paths';
import type { BuyingFor } from '../hooks/use-buying-for';
import styles from './commerce.module.css';

/**
 * Whom a children's product is for (spec 01 §4: a licence for one child). Acting for a child, it is
 * that child; a parent with their own token picks one of their children, and may change their mind
 * (the address keeps the choice, so a retry keeps it too); an adult without children is told how to
 * add one.
 */
export function ChildChoice({
  buying,
  onChoose,
  error,
}: {
  buying: BuyingFor;
  onChoose: (childId: string) => void;
  error: string | undefined;
}) {
  if (buying.acting) {
    return (
      <p className={styles.forChild}>
        For <strong>{buying.childName ?? 'your child'}</strong>
      </p>
    );
  }
  if (!buying.isParent) {
    return (
      <p className={styles.banner}>
        This course is for children. <Link to={paths.parentDashboard}>Add your child</Link> to buy it for them.
      </p>
    );
  }
  if (buying.children && buying.children.length === 0) {
    return (
      <p className={styles.banner}>
        Please <Link to={paths.parentDashboard}>add your child</Link> first: the course is theirs.
      </p>
    );
  }
  return (
    <SelectField
      name="child"
      label="For which child?"
      placeholder={buying.children ? 'Choose your child' : 'Loading your children…'}
      options={(buying.children ?? []).map((c) => ({ value: c.child_id, label: c.child_name }))}
      value={buying.childId ?? ''}
      onChange={(e) => onChoose(e.target.value)}
      error={error}
    />
  );
}
