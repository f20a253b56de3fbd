import type { ChildProfile } from '#shared/api/contract-accounts';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import styles from './family.module.css';

/**
 * Which licence goes to which child (spec 01 §4 Apply License): when a parent holds more than one
 * licence this child may take, each is offered by its product name, so nothing is given by accident.
 */
export function LicenceChooser({
  child,
  onChoose,
  onClose,
}: {
  child: ChildProfile | null;
  onChoose: (child: ChildProfile, licenceId: string) => void;
  onClose: () => void;
}) {
  return (
    <Modal open={child !== null} onClose={onClose} title={`Which licence for ${child?.child_name ?? 'your child'}?`}>
      <p>You hold more than one licence {child?.child_name ?? 'this child'} can take. Choose the one to give them:</p>
      <ul className={styles.choiceList}>
        {(child?.available_licences ?? []).map((l) => (
          <li key={l.licence_id}>
            <Button variant="secondary" onClick={() => child && onChoose(child, l.licence_id)}>
              Give {l.product_name} to {child?.child_name}
            </Button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
