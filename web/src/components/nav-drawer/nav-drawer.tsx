import { useEffect, useRef } from 'react';
import { NavLink } from 'react-router-dom';
import { LanguageSwitcher } from '../language-switcher/language-switcher';
import { useModalDialog } from '../modal-dialog/use-modal-dialog';
import { usePathOf, useSiteCopy } from '../site-copy/site-copy';
import styles from './nav-drawer.module.css';

export interface NavDrawerProps {
  readonly className?: string;
}

/** Wide layouts hide the drawer; one left open while the window widens would keep the page inert. */
const WIDE_QUERY = '(min-width: 769px)';

/** The narrow layout's menu: a button and a side drawer built on a modal `<dialog>`. */
export function NavDrawer({ className }: NavDrawerProps) {
  const firstLinkRef = useRef<HTMLAnchorElement>(null);
  const { open, close, titleId, openerProps, dialogProps } = useModalDialog(firstLinkRef);
  const drawer = useSiteCopy().drawer;
  const pathOf = usePathOf();

  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return;
    const wide = window.matchMedia(WIDE_QUERY);
    const onChange = () => {
      if (wide.matches) close();
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [open, close]);

  return (
    <div className={className}>
      <button {...openerProps} className={styles.toggle}>
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" className={styles.icon}>
          <path
            d="M4 7h16M4 12h16M4 17h10"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
        <span className={styles.toggleText}>{drawer.openLabel}</span>
      </button>
      <dialog {...dialogProps} className={styles.drawer}>
        <div className={styles.panel}>
          <div className={styles.top}>
            <p id={titleId} className={styles.title}>
              {drawer.title}
            </p>
            <button
              type="button"
              className={styles.close}
              onClick={close}
              aria-label={drawer.closeLabel}
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
            {drawer.links.map((link, index) => (
              <li key={link.page}>
                <NavLink
                  ref={index === 0 ? firstLinkRef : undefined}
                  to={pathOf(link.page)}
                  className={styles.link}
                  onClick={close}
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <LanguageSwitcher className={styles.language} onNavigate={close} />
        </div>
      </dialog>
    </div>
  );
}
