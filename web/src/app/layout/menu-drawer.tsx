import { useEffect, useRef, type ReactNode } from 'react';
import { Icon } from '../../components/ui/icons';
import { Logo } from '../../components/ui/logo';
import layout from './layout.module.css';
import styles from './menu.module.css';
import type { MenuContext } from './menu-items';
import { SideMenu } from './side-menu';
import { usePathChange } from './use-path-change';

/**
 * The menu at 768 px and below, as a modal drawer. A native <dialog> opened with showModal() traps
 * focus, closes on Escape and hides the page from screen readers without extra code.
 */
export function MenuDrawer({
  open,
  onClose,
  ctx,
  menu,
}: {
  open: boolean;
  onClose: () => void;
  ctx: MenuContext;
  /** Another menu in place of the learner's (an organisation admin's: ./org-menu.tsx). */
  menu?: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || typeof dialog.showModal !== 'function') return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  // Any navigation (menu link, back button) closes the drawer. `onClose` must be stable.
  usePathChange(onClose);

  return (
    <dialog
      ref={ref}
      className={styles.drawer}
      aria-label="Menu"
      onClose={onClose}
      onClick={(event) => event.target === ref.current && onClose()} // a click on the backdrop
    >
      <div className={styles.drawerHead}>
        <Logo size={28} />
        <button type="button" className={layout.iconButton} onClick={onClose} aria-label="Close menu">
          <Icon name="close" />
        </button>
      </div>
      {menu ?? <SideMenu ctx={ctx} onNavigate={onClose} />}
    </dialog>
  );
}
