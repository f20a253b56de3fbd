import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Avatar, initials } from '../../components/ui/avatar';
import { Icon } from '../../components/ui/icons';
import { paths } from '../../config/paths';
import styles from './layout.module.css';
import { usePathChange } from './use-path-change';

/**
 * The header's greeting, which opens the account links of spec 01 §2: Personal Information
 * (/profile), Account Settings (/settings), History (/history). A disclosure, not an ARIA menu:
 * plain links in a list, closed by Escape, a click outside, or following a link.
 */
const accountLinks = [
  { label: 'Personal Information', to: paths.profile, icon: 'user' },
  { label: 'Account Settings', to: paths.settings, icon: 'sliders' },
  { label: 'History', to: paths.history, icon: 'clock' },
] as const;

export function AccountMenu({ name, picture }: { name: string; picture: string | undefined }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);

  usePathChange(useCallback(() => setOpen(false), []));
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={root} className={styles.account}>
      <button
        type="button"
        className={styles.greetingButton}
        // The text hides on small phones; the name stays. It starts with the initials the button shows
        // in place of a picture, so a voice user saying what they see reaches it (decision 0449; axe's
        // label-content-name-mismatch); a space parts the initials from the greeting, else the visible
        // text reads 'ARHello' and is in no name.
        aria-label={`${picture ? '' : `${initials(name)} `}Hello ${name}, account links`}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((v) => !v)}
      >
        <Avatar name={name} src={picture} /> <span className={styles.greetingText}>Hello {name}</span>
        <Icon name="chevronDown" size={16} />
      </button>
      <ul id={listId} className={styles.accountList} hidden={!open}>
        {accountLinks.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={styles.accountLink} onClick={() => setOpen(false)}>
              <Icon name={link.icon} size={18} />
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
