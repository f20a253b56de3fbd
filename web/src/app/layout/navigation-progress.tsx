import { useNavigation } from 'react-router-dom';
import styles from './layout.module.css';

/**
 * A thin bar across the top while the router loads the next screen's code, so a click on a slow
 * connection visibly does something. Screen readers get the busy state from <main aria-busy>.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className={styles.progress} aria-hidden="true" />;
}
