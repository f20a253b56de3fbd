import { useState } from 'react';
import type { CourseElement } from '#shared/api/contract';
import { Icon, type IconName } from '../../../components/ui/icons';
import styles from './activity.module.css';

const typeIcons: Record<CourseElement['element_type'], IconName> = {
  W: 'play',
  F: 'check',
  S: 'target',
  A: 'compass',
  D: 'calendar',
};

/** The activity's thumbnail, or a tile in its type's colour when it has none (or it fails to load). */
export function ElementThumb({
  element,
  locked = false,
}: {
  element: Pick<CourseElement, 'thumbnail_image' | 'element_type'>;
  locked?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  if (element.thumbnail_image && !failed && !locked) {
    return (
      <img
        className={styles.thumb}
        src={element.thumbnail_image}
        alt=""
        loading="lazy"
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <span className={`${styles.thumb} ${styles.thumbTile} ${locked ? styles.thumbLocked : ''}`} aria-hidden="true">
      <Icon name={locked ? 'lock' : typeIcons[element.element_type]} size={26} />
    </span>
  );
}
