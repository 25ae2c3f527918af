import { getTranslations } from 'next-intl/server';
import hidden from './shared/visuallyHidden.module.css';
import styles from './typed/TypedText.module.css';
import { TypedTextClient } from './typed/TypedTextClient';

const LINE_KEYS = ['agencies', 'retailers', 'publishers', 'ecommerce'] as const;

/**
 * The hero's typing line. Screen readers get the whole sentence once; the typed
 * copy is hidden from them. The first line is in the server HTML, and the longest
 * one reserves the box so typing never moves the page.
 */
export async function TypedText() {
  const t = await getTranslations('TypedText');
  const lines = LINE_KEYS.map((key) => t(`lines.${key}`));
  const longest = lines.reduce((a, b) => (b.length > a.length ? b : a), '');
  return (
    <p className={styles.typed} data-testid="typed-text">
      <span className={hidden.visuallyHidden}>{t('sentence')}</span>
      <span className={styles.stack} aria-hidden="true">
        <span className={styles.sizer}>{longest}</span>
        <TypedTextClient lines={lines} className={styles.live} />
      </span>
    </p>
  );
}
