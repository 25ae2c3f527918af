import { getTranslations } from 'next-intl/server';
import { BurgerNav } from './BurgerNav';
import { LanguageSwitch } from './LanguageSwitch';
import styles from './Nav.module.css';
import { NavLink } from './NavLink';
import { SubMenu } from './SubMenu';

/** The site's main navigation: translated here, made interactive by its client leaves. */
export async function MainNav() {
  const t = await getTranslations('Navigation');
  return (
    <BurgerNav navId="site-nav" navLabel={t('label')} toggleLabel={t('toggle')}>
      <ul className={styles.menu}>
        <SubMenu id="site-nav-solution" label={t('solution')}>
          <li>
            <NavLink className={styles.sublink} href={{ pathname: '/', hash: 'comparison' }}>
              {t('howItWorks')}
            </NavLink>
          </li>
          <li>
            <NavLink className={styles.sublink} href={{ pathname: '/', hash: 'audiences' }}>
              {t('whoItsFor')}
            </NavLink>
          </li>
          <li>
            <NavLink className={styles.sublink} href={{ pathname: '/', hash: 'results' }}>
              {t('results')}
            </NavLink>
          </li>
          <li>
            {/* No prefetch: the sandbox's code stays off every other page until the visitor goes there. */}
            <NavLink className={styles.sublink} href="/draw" prefetch={false}>
              {t('draw')}
            </NavLink>
          </li>
        </SubMenu>
        <li className={styles.item}>
          <NavLink className={styles.link} href="/geoacademy">
            {t('geoacademy')}
          </NavLink>
        </li>
        <SubMenu id="site-nav-company" label={t('company')}>
          <li>
            <NavLink className={styles.sublink} href="/careers">
              {t('careers')}
            </NavLink>
          </li>
          <li>
            <NavLink className={styles.sublink} href="/contact">
              {t('contact')}
            </NavLink>
          </li>
        </SubMenu>
      </ul>
      <div className={styles.actions}>
        <LanguageSwitch />
        {/* No prefetch: the account form's code loads when the visitor goes there, not on every page. */}
        <NavLink className={styles.signup} href="/signup" prefetch={false}>
          {t('signup')}
        </NavLink>
      </div>
    </BurgerNav>
  );
}
