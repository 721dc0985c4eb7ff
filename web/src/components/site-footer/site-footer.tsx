import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ROUTES } from '../../config/routes';
import { FOOTER } from '../../content/footer';
import { HEADER_NAV } from '../../content/navigation';
import { BrandMark } from '../brand-mark/brand-mark';
import { Container } from '../container/container';
import { FooterSection } from './footer-section';
import styles from './site-footer.module.css';

type SectionKey = 'company' | 'social';

/** A link to the page already shown does not change the location: scroll up by hand. */
function scrollToTop() {
  window.scrollTo({ top: 0, left: 0 });
}

export function SiteFooter() {
  // Narrow only: one section open at a time; tapping the open one closes it.
  const [openSection, setOpenSection] = useState<SectionKey | null>(null);
  const toggle = (key: SectionKey) => () =>
    setOpenSection((current) => (current === key ? null : key));

  return (
    <footer className={styles.footer}>
      <Container>
        <div className={styles.grid}>
          <div className={styles.brand}>
            <Link
              to={ROUTES.home.path}
              className={styles.home}
              aria-label={HEADER_NAV.homeLabel}
              onClick={scrollToTop}
            >
              <BrandMark />
            </Link>
            <p className={styles.tagline}>{FOOTER.tagline}</p>
            <a className={styles.email} href={FOOTER.email.href}>
              {FOOTER.email.text}
            </a>
          </div>
          <FooterSection
            title={FOOTER.company.title}
            open={openSection === 'company'}
            onToggle={toggle('company')}
          >
            <ul className={styles.list}>
              {FOOTER.company.links.map((link) => (
                <li key={link.path}>
                  <Link to={link.path} className={styles.link} onClick={scrollToTop}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </FooterSection>
          <FooterSection
            title={FOOTER.social.title}
            open={openSection === 'social'}
            onToggle={toggle('social')}
          >
            <ul className={styles.list}>
              <li>
                <a
                  className={styles.link}
                  href={FOOTER.social.linkedIn.href}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {FOOTER.social.linkedIn.label}
                  <span className="visually-hidden"> {FOOTER.social.newTabNote}</span>
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
        </div>
        <p className={styles.copyright}>{FOOTER.copyright}</p>
      </Container>
    </footer>
  );
}
