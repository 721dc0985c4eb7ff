import type { ReactNode } from 'react';
import styles from './container.module.css';

export interface ContainerProps {
  readonly children: ReactNode;
  readonly className?: string;
}

/** Centres content at the site's reading width, with the side gutters. */
export function Container({ children, className }: ContainerProps) {
  return (
    <div className={className ? `${styles.container} ${className}` : styles.container}>
      {children}
    </div>
  );
}
