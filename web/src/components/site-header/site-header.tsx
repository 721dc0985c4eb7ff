import { Link, NavLink } from 'react-router-dom';
import { ROUTES } from '../../config/routes';
import { HEADER_NAV } from '../../content/navigation';
import { BrandMark } from '../brand-mark/brand-mark';
import { NavDrawer } from '../nav-drawer/nav-drawer';
import styles from './site-header.module.css';
import { useScrolled } from './use-scrolled';

/**
 * The fixed top bar. Wide: links and the Contact button. Narrow (CSS only): the menu button and
 * its drawer. Both are in the markup, so the first paint is right at any width.
 */
export function SiteHeader() {
  const scrolled = useScrolled();
  return (
    <header className={styles.header} data-scrolled={scrolled ? 'true' : 'false'}>
      <div className={styles.inner}>
        <Link to={ROUTES.home.path} className={styles.home} aria-label={HEADER_NAV.homeLabel}>
          <BrandMark />
        </Link>
        <nav className={styles.nav} aria-label={HEADER_NAV.label}>
          <ul className={styles.links}>
            {HEADER_NAV.links.map((link) => (
              <li key={link.path}>
                <NavLink to={link.path} className={styles.link}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <NavLink to={HEADER_NAV.contact.path} className={styles.contact}>
            {HEADER_NAV.contact.label}
          </NavLink>
          <NavDrawer className={styles.drawer} />
        </nav>
      </div>
    </header>
  );
}
