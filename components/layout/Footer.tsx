import { getTranslations } from 'next-intl/server';
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
          <div>
            <h2 className={styles.heading}>{t('product')}</h2>
            <ul className={styles.list}>
              <li>
                <Link href={{ pathname: '/', hash: 'comparison' }}>{nav('howItWorks')}</Link>
              </li>
              <li>
                <Link href="/geoacademy">{nav('geoacademy')}</Link>
              </li>
              <li>
                {/* No prefetch: the account form's code loads when the visitor goes there. */}
                <Link href="/signup" prefetch={false}>
                  {nav('signup')}
                </Link>
              </li>
            </ul>
          </div>
          <div>
            <h2 className={styles.heading}>{t('company')}</h2>
            <ul className={styles.list}>
              <li>
                <Link href="/contact">{nav('contact')}</Link>
              </li>
              <li>
                <Link href="/careers">{nav('careers')}</Link>
              </li>
            </ul>
          </div>
          <div>
            <h2 className={styles.heading}>{t('legal')}</h2>
            <ul className={styles.list}>
              <li>
                <Link href="/terms">{t('terms')}</Link>
              </li>
              <li>
                <ConsentSettingsLink label={consent('footerLink')} />
              </li>
            </ul>
          </div>
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
