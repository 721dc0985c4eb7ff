import {
  type KeyboardEvent,
  type MouseEvent,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { NavLink } from 'react-router-dom';
import { DRAWER_NAV } from '../../content/navigation';
import styles from './nav-drawer.module.css';

export interface NavDrawerProps {
  readonly className?: string;
}

/** Wide layouts hide the drawer; one left open while the window widens would keep the page inert. */
const WIDE_QUERY = '(min-width: 769px)';

/**
 * The narrow layout's menu: a button and a side drawer built on a modal `<dialog>`, which gives
 * focus containment, the backdrop and an inert page for free.
 */
export function NavDrawer({ className }: NavDrawerProps) {
  const [open, setOpen] = useState(false);
  const dialogId = useId();
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const firstLinkRef = useRef<HTMLAnchorElement>(null);

  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      firstLinkRef.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
      buttonRef.current?.focus();
    }
  }, [open]);

  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return;
    const wide = window.matchMedia(WIDE_QUERY);
    const onChange = () => {
      if (wide.matches) close();
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [open, close]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      // Handled here rather than by the native cancel, so that state and focus stay in step.
      event.preventDefault();
      close();
    }
  };

  // A click on the dialog element itself is a click on its backdrop: the panel fills the rest.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) close();
  };

  return (
    <div className={className}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={dialogId}
        onClick={() => setOpen(true)}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" className={styles.icon}>
          <path
            d="M4 7h16M4 12h16M4 17h10"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
        <span>{DRAWER_NAV.openLabel}</span>
      </button>
      <dialog
        ref={dialogRef}
        id={dialogId}
        className={styles.drawer}
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
        onClick={onClick}
        onClose={close}
      >
        <div className={styles.panel}>
          <div className={styles.top}>
            <p id={titleId} className={styles.title}>
              {DRAWER_NAV.title}
            </p>
            <button
              type="button"
              className={styles.close}
              onClick={close}
              aria-label={DRAWER_NAV.closeLabel}
            >
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
                <path
                  d="m6 6 12 12M18 6 6 18"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
            </button>
          </div>
          <ul className={styles.links}>
            {DRAWER_NAV.links.map((link, index) => (
              <li key={link.path}>
                <NavLink
                  ref={index === 0 ? firstLinkRef : undefined}
                  to={link.path}
                  className={styles.link}
                  onClick={close}
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      </dialog>
    </div>
  );
}
