import { useState } from 'react';
import { Link } from 'react-router-dom';
import { SITE } from '../../config/site';
import type { NavLinkItem } from '../../content/types';
import { BrandMark } from '../brand-mark/brand-mark';
import { Container } from '../container/container';
import { LanguageSwitcher } from '../language-switcher/language-switcher';
import { usePathOf, useSiteCopy } from '../site-copy/site-copy';
import { FooterSection } from './footer-section';
import styles from './site-footer.module.css';

type SectionKey = 'company' | 'social' | 'legal';

/** A link to the page already shown does not change the location: scroll up by hand. */
function scrollToTop() {
  window.scrollTo({ top: 0, left: 0 });
}

export function SiteFooter() {
  const { footer, header } = useSiteCopy();
  const pathOf = usePathOf();
  // Narrow only: one section open at a time; tapping the open one closes it.
  const [openSection, setOpenSection] = useState<SectionKey | null>(null);
  const toggle = (key: SectionKey) => () =>
    setOpenSection((current) => (current === key ? null : key));

  const pageLinks = (links: readonly NavLinkItem[]) => (
    <ul className={styles.list}>
      {links.map((link) => (
        <li key={link.page}>
          <Link to={pathOf(link.page)} className={styles.link} onClick={scrollToTop}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );

  return (
    <footer className={styles.footer}>
      <Container>
        <div className={styles.grid}>
          <div className={styles.brand}>
            <Link
              to={pathOf('home')}
              className={styles.home}
              aria-label={header.homeLabel}
              onClick={scrollToTop}
            >
              <BrandMark />
            </Link>
            <p className={styles.tagline}>{footer.tagline}</p>
            <a className={styles.email} href={`mailto:${SITE.email}`}>
              {SITE.email}
            </a>
          </div>
          <FooterSection
            title={footer.company.title}
            open={openSection === 'company'}
            onToggle={toggle('company')}
          >
            {pageLinks(footer.company.links)}
          </FooterSection>
          <FooterSection
            title={footer.social.title}
            open={openSection === 'social'}
            onToggle={toggle('social')}
          >
            <ul className={styles.list}>
              <li>
                <a
                  className={styles.link}
                  href={SITE.linkedInUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {footer.social.linkedIn}
                  <span className="visually-hidden"> {footer.social.newTabNote}</span>
                  <svg
                    viewBox="0 0 24 24"
                    width="16"
                    height="16"
                    aria-hidden="true"
                    className={styles.external}
                  >
                    <path
                      d="M14 5h5v5M19 5l-8 8M17 14v5H5V7h5"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2"
                      strokeLinecap="round"
                      strokeLinejoin="round"
                    />
                  </svg>
                </a>
              </li>
            </ul>
          </FooterSection>
          <FooterSection
            title={footer.legal.title}
            open={openSection === 'legal'}
            onToggle={toggle('legal')}
          >
            {pageLinks(footer.legal.links)}
          </FooterSection>
        </div>
        <div className={styles.bottom}>
          <p className={styles.copyright}>{`© ${SITE.builtYear} ${SITE.legalName}`}</p>
          <LanguageSwitcher className={styles.language} onNavigate={scrollToTop} />
        </div>
      </Container>
    </footer>
  );
}
