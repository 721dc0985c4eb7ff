import { BrandMark } from '../components/brand-mark/brand-mark';
import { ROUTES } from '../config/routes';
import { ERROR_SCREEN } from '../content/error-screen';
import styles from './error-screen.module.css';

/**
 * The branded replacement for a crashed page. It stands alone (no header or footer, which may be
 * what failed) and links home with a plain `<a>`, so that the way back is a fresh page load.
 */
export function ErrorScreen() {
  return (
    <main className={styles.screen} id="main">
      <div className={styles.card}>
        <BrandMark />
        <p className={styles.eyebrow}>{ERROR_SCREEN.eyebrow}</p>
        <h1 className={styles.title}>{ERROR_SCREEN.title}</h1>
        <p className={styles.text}>{ERROR_SCREEN.text}</p>
        <a className={styles.home} href={ROUTES.home.path}>
          {ERROR_SCREEN.homeLabel}
        </a>
      </div>
    </main>
  );
}
