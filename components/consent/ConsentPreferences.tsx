'use client';

import { useState } from 'react';
import type { ConsentChoice } from '@/lib/consent/choice';
import type { ConsentTexts } from './consentTexts';
import styles from './ConsentBanner.module.css';

/** The second layer: one switch per purpose, none ticked, necessary ones stated. */
export function ConsentPreferences({
  texts: t,
  onSave,
}: {
  texts: ConsentTexts;
  onSave: (c: ConsentChoice) => void;
}) {
  const [choice, setChoice] = useState<ConsentChoice>({ analytics: false, advertising: false });
  const purposes = [
    { key: 'analytics', title: t.analyticsTitle, description: t.analyticsDescription },
    { key: 'advertising', title: t.advertisingTitle, description: t.advertisingDescription },
  ] as const;
  return (
    <form
      className={styles.preferences}
      onSubmit={(e) => {
        e.preventDefault();
        onSave(choice);
      }}
    >
      <div className={styles.purpose}>
        <p className={styles.purposeTitle}>
          {t.necessaryTitle} <span className={styles.status}>{t.necessaryStatus}</span>
        </p>
        <p className={styles.text}>{t.necessaryDescription}</p>
      </div>
      {purposes.map(({ key, title, description }) => (
        <div key={key} className={styles.purpose}>
          <label className={styles.purposeTitle}>
            <input
              type="checkbox"
              name={key}
              checked={choice[key]}
              onChange={(e) => setChoice((c) => ({ ...c, [key]: e.target.checked }))}
              aria-describedby={`consent-${key}`}
            />
            {title}
          </label>
          <p id={`consent-${key}`} className={styles.text}>
            {description}
          </p>
        </div>
      ))}
      <div className={styles.actions}>
        <button type="submit" className={styles.choice}>
          {t.save}
        </button>
      </div>
    </form>
  );
}
