import { useId, type ReactNode } from 'react';
import { Skeleton, SkeletonGroup } from './skeleton';
import styles from './switch.module.css';

/**
 * An on/off setting (role="switch"): the label names it, the description says what it does. While
 * `busy` the change is being saved and the switch cannot be pressed again. While `checked` is
 * undefined the setting is still loading: a grey placeholder stands where the switch goes, so it
 * never shows "off" before the server has said which it is.
 */
export function Switch(props: {
  label: string;
  checked: boolean | undefined;
  onChange: (next: boolean) => void;
  description?: ReactNode;
  busy?: boolean;
}) {
  const labelId = useId();
  const descriptionId = useId();
  return (
    <div className={styles.row}>
      <div className={styles.text}>
        <span id={labelId} className={styles.label}>
          {props.label}
        </span>
        {props.description ? (
          <span id={descriptionId} className={styles.description}>
            {props.description}
          </span>
        ) : null}
      </div>
      {props.checked === undefined ? (
        <SkeletonGroup label={`Loading ${props.label.toLowerCase()}…`} className={styles.pending}>
          <Skeleton width={52} height={30} radius={999} />
        </SkeletonGroup>
      ) : (
        <button
          type="button"
          role="switch"
          aria-checked={props.checked}
          aria-labelledby={labelId}
          aria-describedby={props.description ? descriptionId : undefined}
          aria-busy={props.busy || undefined}
          disabled={props.busy}
          className={styles.switch}
          onClick={() => props.onChange(!props.checked)}
        >
          <span className={styles.thumb} aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
