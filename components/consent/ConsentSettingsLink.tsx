'use client';

import { requestConsentBanner } from '@/lib/consent/choice';
import styles from './ConsentSettingsLink.module.css';

/** Footer control that reopens the consent banner to change or withdraw the choice. */
export function ConsentSettingsLink({ label }: { label: string }) {
  return (
    <button type="button" className={styles.link} onClick={requestConsentBanner} aria-haspopup="dialog">
      {label}
    </button>
  );
}
