import { useTranslations } from 'next-intl';
import type { Ref } from 'react';
import { HONEYPOT_FIELD } from '@polyfence/lead-contract';
import styles from './HoneypotField.module.css';

/**
 * The spam trap: off screen, out of the tab order and hidden from assistive tech, so
 * only bots fill it. Not display:none, which bots know to skip.
 */
export function HoneypotField({ id, ref }: { id: string; ref: Ref<HTMLInputElement> }) {
  const t = useTranslations('Honeypot');
  return (
    <div className={styles.trap} aria-hidden="true">
      <label htmlFor={id}>{t('label')}</label>
      <input ref={ref} id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
