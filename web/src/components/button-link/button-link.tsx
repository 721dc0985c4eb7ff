import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './button-link.module.css';

export interface ButtonLinkProps {
  readonly to: string;
  readonly children: ReactNode;
  /** primary: filled accent; ghost: outlined, for dark backgrounds; quiet: text with an arrow. */
  readonly variant?: 'primary' | 'ghost' | 'quiet';
  readonly className?: string;
}

/** A router link that looks like a button: navigation stays a link for assistive tech. */
export function ButtonLink({ to, children, variant = 'primary', className }: ButtonLinkProps) {
  const classes = [styles.button, styles[variant], className].filter(Boolean).join(' ');
  return (
    <Link to={to} className={classes}>
      {children}
    </Link>
  );
}
