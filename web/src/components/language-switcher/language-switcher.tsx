import { Link, useLocation } from 'react-router-dom';
import { alternatePathOf } from '../../app/page-routes';
import { LOCALE_INFO, LOCALES } from '../../config/locales';
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
    <Link
      key={other}
      // An article's goes to its translation, else to the other language's index.
      to={alternatePathOf(pathname, other)}
      lang={other}
      hrefLang={other}
      className={className}
      onClick={onNavigate}
    >
      {LOCALE_INFO[other].name}
    </Link>
  ));
}
