import { Link, useLocation } from 'react-router-dom';
import { useAlternatePath } from '../../app/page-routes';
import { LOCALE_INFO, LOCALES, type Locale } from '../../config/locales';
import { useLocale } from '../site-copy/site-copy';

export interface LanguageSwitcherProps {
  readonly className?: string;
  /** Called after a click, e.g. to close the drawer it sits in. */
  readonly onNavigate?: () => void;
}

/**
 * A link to the page shown, in every other language, named in that language. No flags (a
 * language is not a country) and no automatic redirect: the reader chooses.
 */
export function LanguageSwitcher({ className, onNavigate }: LanguageSwitcherProps) {
  const locale = useLocale();
  const { pathname } = useLocation();
  return LOCALES.filter((other) => other !== locale).map((other) => (
    <SwitcherLink
      key={other}
      pathname={pathname}
      other={other}
      className={className}
      onNavigate={onNavigate}
    />
  ));
}

interface SwitcherLinkProps extends LanguageSwitcherProps {
  readonly pathname: string;
  readonly other: Locale;
}

/** One language's link: an article's goes to its translation, else the other index. */
function SwitcherLink({ pathname, other, className, onNavigate }: SwitcherLinkProps) {
  return (
    <Link
      to={useAlternatePath(pathname, other)}
      lang={other}
      hrefLang={other}
      className={className}
      onClick={onNavigate}
    >
      {LOCALE_INFO[other].name}
    </Link>
  );
}
