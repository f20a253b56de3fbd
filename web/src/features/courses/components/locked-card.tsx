import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { CourseElement } from '#shared/api/contract';
import { Icon } from '../../../components/ui/icons';
import { forgetPreviewMode } from '../../../lib/destinations';
import { elementTypeLabel } from '../../../lib/elements';
import { productPath } from '../../../lib/links';
import { isPurchaseNow, lockMessage } from '../lib/locks';
import { ElementThumb } from './element-thumb';
import { RevealTime } from './reveal-time';
import styles from './activity.module.css';

/**
 * A locked activity as a flip card (spec 02 §4): the front shows the lock (and when the activity
 * opens, in the viewer's time zone); flipping it, by click or keyboard, shows why: the lock message,
 * or a Buy Now link when the message is 'purchase now'. The face turned away is inert, and focus
 * follows the flip so keyboard users land on what they just revealed.
 */
export function LockedCard({
  element,
  forChild,
  timeZone,
}: {
  element: CourseElement;
  forChild: boolean;
  timeZone?: string;
}) {
  const [flipped, setFlipped] = useState(false);
  const front = useRef<HTMLButtonElement>(null);
  const back = useRef<HTMLDivElement>(null);
  const type = elementTypeLabel(element.element_type, forChild);
  const purchase = isPurchaseNow(element.element_lock_message);
  // In a preview opened from a product page, Buy Now goes back to that product; otherwise to the products.
  const [params] = useSearchParams();
  const buyAt = productPath(params.get('productID'), params.get('childId'));

  const flip = (to: boolean) => {
    setFlipped(to);
    // After the faces swap their inert state: focus what is now in front.
    requestAnimationFrame(() => (to ? back.current : front.current)?.focus());
  };

  return (
    <article className={`${styles.flip} ${flipped ? styles.flipped : ''}`} data-type={element.element_type}>
      <div className={styles.flipInner}>
        {/* A click anywhere on the front flips it; the Locked button is the keyboard's way in. */}
        <div
          className={`${styles.activity} ${styles.face} ${styles.lockedFace}`}
          inert={flipped}
          onClick={() => !flipped && flip(true)}
        >
          <ElementThumb element={element} locked />
          <div className={styles.activityText}>
            <p className={styles.typeLabel}>
              <span className={styles.typeDot} aria-hidden="true" />
              {type}
            </p>
            <h4 className={styles.activityName}>{element.element_name}</h4>
            {element.reveal_at ? (
              <RevealTime at={element.reveal_at} timeZone={timeZone} className={styles.reveal} />
            ) : null}
          </div>
          <div className={styles.activityEnd}>
            <button
              ref={front}
              type="button"
              className={styles.lockButton}
              aria-expanded={flipped}
              aria-label={`Locked: ${element.element_name}. Show why`}
              onClick={(event) => {
                event.stopPropagation();
                flip(true);
              }}
            >
              <Icon name="lock" size={18} />
              <span>Locked</span>
            </button>
          </div>
        </div>
        <div
          ref={back}
          className={`${styles.face} ${styles.back}`}
          inert={!flipped}
          tabIndex={-1}
          aria-label={`Why ${element.element_name} is locked`}
          role="group"
        >
          <span className={styles.backIcon} aria-hidden="true">
            <Icon name="lock" size={22} />
          </span>
          <div className={styles.backText}>
            {purchase ? (
              <>
                <p className={styles.backMessage}>This activity is part of the full course.</p>
                <Link to={buyAt} className={styles.buyNow} onClick={forgetPreviewMode}>
                  Buy Now
                </Link>
              </>
            ) : (
              <p className={styles.backMessage}>{lockMessage(element)}</p>
            )}
          </div>
          <button type="button" className={styles.flipBack} onClick={() => flip(false)}>
            <Icon name="flip" size={16} />
            <span>Back</span>
          </button>
        </div>
      </div>
    </article>
  );
}
