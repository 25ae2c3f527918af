import { getTranslations } from 'next-intl/server';
import type { ReactElement } from 'react';
import { ConsentSettingsLink } from '@/components/consent/ConsentSettingsLink';
import { Link } from '@/i18n/navigation';
import { Brand } from './Brand';
import styles from './Footer.module.css';
import { LanguageSwitch } from './LanguageSwitch';

/** Site footer: the pages a visitor looks for last (company, legal), language switch, copyright. */
export async function Footer() {
  const t = await getTranslations('Footer');
  const nav = await getTranslations('Navigation');
  const site = (await getTranslations('Metadata'))('siteName');
  const consent = await getTranslations('Consent');
  // Prerendered: the year is the build's, and every build refreshes it.
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.top}`}>
        <div className={styles.about}>
          <Brand tone="dark" />
          <p className={styles.tagline}>{t('tagline')}</p>
        </div>
        <nav className={styles.columns} aria-label={t('label')}>
          <Column
            heading={t('product')}
            links={[
              <Link key="how" href={{ pathname: '/', hash: 'comparison' }}>
                {nav('howItWorks')}
              </Link>,
              <Link key="geoacademy" href="/geoacademy">
                {nav('geoacademy')}
              </Link>,
              // No prefetch: the account form's code loads when the visitor goes there.
              <Link key="signup" href="/signup" prefetch={false}>
                {nav('signup')}
              </Link>,
            ]}
          />
          <Column
            heading={t('company')}
            links={[
              <Link key="contact" href="/contact">
                {nav('contact')}
              </Link>,
              <Link key="careers" href="/careers">
                {nav('careers')}
              </Link>,
            ]}
          />
          <Column
            heading={t('legal')}
            links={[
              <Link key="terms" href="/terms">
                {t('terms')}
              </Link>,
              <ConsentSettingsLink key="consent" label={consent('footerLink')} />,
            ]}
          />
        </nav>
      </div>
      <div className="container">
        <div className={styles.bottom}>
          <p className={styles.copyright}>{t('copyright', { year, site })}</p>
          <LanguageSwitch tone="dark" />
        </div>
      </div>
    </footer>
  );
}

function Column({ heading, links }: { heading: string; links: ReactElement[] }) {
  return (
    <div>
      <h2 className={styles.heading}>{heading}</h2>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.key}>{link}</li>
        ))}
      </ul>
    </div>
  );
}
