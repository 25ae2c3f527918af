import { ContactPopup } from '@/components/forms/ContactPopup';
import { Brand } from './Brand';
import styles from './Header.module.css';
import { MainNav } from './MainNav';

/** The fixed site header: brand, main navigation with the language switch, contact call to action. */
export function Header() {
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Brand compact />
        <MainNav />
        <div className={styles.cta}>
          <ContactPopup variant="header" cta="header" />
        </div>
      </div>
    </header>
  );
}
