import { Link, NavLink } from 'react-router-dom';
import { BrandMark } from '../brand-mark/brand-mark';
import { LanguageSwitcher } from '../language-switcher/language-switcher';
import { NavDrawer } from '../nav-drawer/nav-drawer';
import { usePathOf, useSiteCopy } from '../site-copy/site-copy';
import styles from './site-header.module.css';
import { useScrolled } from './use-scrolled';

/**
 * The fixed top bar. Wide: links, the language switcher and the Contact button. Narrow (CSS
 * only): the language switcher, the menu button and its drawer. Both are in the markup, so the
 * first paint is right at any width.
 */
export function SiteHeader() {
  const scrolled = useScrolled();
  const { header } = useSiteCopy();
  const pathOf = usePathOf();
  return (
    <header className={styles.header} data-scrolled={scrolled ? 'true' : 'false'}>
      <div className={styles.inner}>
        <Link to={pathOf('home')} className={styles.home} aria-label={header.homeLabel}>
          <BrandMark wordClassName={styles.word} />
        </Link>
        <nav className={styles.nav} aria-label={header.label}>
          <ul className={styles.links}>
            {header.links.map((link) => (
              <li key={link.page}>
                <NavLink to={pathOf(link.page)} className={styles.link}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <LanguageSwitcher className={styles.language} />
          <NavLink to={pathOf(header.contact.page)} className={styles.contact}>
            {header.contact.label}
          </NavLink>
          <NavDrawer className={styles.drawer} />
        </nav>
      </div>
    </header>
  );
}
