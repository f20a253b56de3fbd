import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Icon } from './icons';
import styles from './modal.module.css';

/**
 * A modal dialog on the native <dialog> opened with showModal(): the rest of the page becomes
 * inert (focus stays inside), Escape closes it, and focus returns to what opened it. Labelled by its
 * title; `eyebrow` is a short line above the title (an activity type, a step).
 */
export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  eyebrow?: ReactNode;
  children: ReactNode;
  /** The dialog's buttons, at its foot. */
  actions?: ReactNode;
  /** Busy content (a request under way) is announced by the dialog's aria-busy. */
  busy?: boolean;
  /**
   * Spec 01 §8's mandatory-OK variant: no close button, and neither Escape nor the backdrop closes
   * it; only its own action leads on.
   */
  mandatory?: boolean;
}

export function Modal({
  open,
  onClose,
  title,
  eyebrow,
  children,
  actions,
  busy = false,
  mandatory = false,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      if (opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus();
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
      // Escape: the browser fires cancel; the parent decides (it closes by setting open=false).
      onCancel={(event) => {
        event.preventDefault();
        if (!mandatory) onClose();
      }}
      onClick={(event) => !mandatory && event.target === ref.current && onClose()} // a click on the backdrop
    >
      {open ? (
        <div className={styles.panel}>
          <div className={styles.head}>
            <div>
              {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
              <h2 id={titleId} className={styles.title}>
                {title}
              </h2>
            </div>
            {mandatory ? null : (
              <button type="button" className={styles.close} onClick={onClose} aria-label="Close">
                <Icon name="close" />
              </button>
            )}
          </div>
          <div className={styles.body}>{children}</div>
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
      ) : null}
    </dialog>
  );
}
