import { CHILD_NOTICE } from '#shared/privacy/notice';
import styles from './family.module.css';
import { paths } from '../../../config/paths';

/**
 * The privacy notice in plain words on the add-child form (decision 0800): adding the child is the
 * parent's consent to it, recorded with the notice's version. The full page opens beside the form. Linking a school's
 * child shows it too, with its own words (decision 0893).
 */
export function ChildNotice({ agreement = 'By adding your child you agree, as their parent, to this notice.' }) {
  return (
    <section className={styles.notice} aria-labelledby="child-notice-title">
      <h3 id="child-notice-title">Your child’s privacy</h3>
      <ul>
        {CHILD_NOTICE.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p>
        {agreement}{' '}
        <a href={paths.privacy} target="_blank" rel="noopener">
          Read the full privacy notice
        </a>
      </p>
    </section>
  );
}
