import { BrandMark } from '../components/brand-mark/brand-mark';
import { LOCALE_INFO, LOCALES, localeOfPath } from '../config/locales';
import styles from './error-screen.module.css';
import { siteCopyModule } from './page-copy';

export interface ErrorScreenProps {
  /** Where the page failed: the screen speaks that page's language. */
  readonly pathname: string;
}

/**
 * The branded replacement for a crashed page. It stands alone (no header or footer, which may be
 * what failed) and links home with a plain `<a>`, so that the way back is a fresh page load.
 * It speaks the failed page's language; when that language's texts are what could not load
 * (offline on a switch of language), the one the visitor was reading.
 */
export function ErrorScreen({ pathname }: ErrorScreenProps) {
  const wanted = localeOfPath(pathname);
  const locale = [wanted, ...LOCALES].find((l) => siteCopyModule(l).loaded()) ?? wanted;
  const copy = siteCopyModule(locale).loaded();
  if (!copy) return null;
  const text = copy.errorScreen;
  return (
    <main className={styles.screen} id="main" lang={locale}>
      <div className={styles.card}>
        <BrandMark />
        <p className={styles.eyebrow}>{text.eyebrow}</p>
        <h1 className={styles.title}>{text.title}</h1>
        <p className={styles.text}>{text.text}</p>
        <a className={styles.home} href={LOCALE_INFO[locale].home}>
          {text.homeLabel}
        </a>
      </div>
    </main>
  );
}
