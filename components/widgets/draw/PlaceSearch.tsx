'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import styles from './DrawSandbox.module.css';

export type SearchOutcome = 'found' | 'notFound' | 'unavailable' | 'failed';

type Props = {
  /** Moves the sandbox to the place found for `query`. */
  find: (query: string) => Promise<SearchOutcome>;
  /** The map failed: the search is off and says why. */
  unavailable: boolean;
  /** Hydrated: before, a submit would be the browser's own (a GET with the query in the address). */
  ready: boolean;
  onReach: () => void;
};

/** The address search that takes the map to the visitor's own place. */
export function PlaceSearch({ find, unavailable, ready, onReach }: Props) {
  const t = useTranslations('DrawSandbox.search');
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');

  return (
    <form
      role="search"
      className={styles.search}
      onFocus={onReach}
      onPointerEnter={onReach}
      onSubmit={async (event) => {
        event.preventDefault();
        const query = String(new FormData(event.currentTarget).get('place') ?? '').trim();
        if (!query || busy) return;
        setBusy(true);
        setMessage('');
        // A search Google refuses or never answers (API off for the key, quota, network).
        const outcome = await find(query).catch((): SearchOutcome => 'failed');
        setBusy(false);
        if (outcome === 'notFound') setMessage(t('notFound', { query }));
        if (outcome === 'failed') setMessage(t('failed'));
      }}
    >
      <label htmlFor={`${id}-place`} className={styles.searchLabel}>
        {t('label')}
      </label>
      {/* Both lines are always there, in one cell, the one not in force hidden: the line saying the
          search is off takes no room the hint did not already have, so the plan below never moves. */}
      <p id={`${id}-hint`} className={styles.searchHint}>
        <span className={unavailable ? styles.shelved : undefined}>{t('hint')}</span>
        <span className={unavailable ? undefined : styles.shelved}>{t('unavailable')}</span>
      </p>
      <div className={styles.searchRow}>
        <input
          id={`${id}-place`}
          name="place"
          type="search"
          className={styles.searchInput}
          aria-describedby={`${id}-hint ${id}-message`}
          disabled={unavailable}
          required
        />
        <button type="submit" className={styles.button} disabled={unavailable || !ready} aria-disabled={busy}>
          {busy ? t('searching') : t('submit')}
        </button>
      </div>
      {/* Only a search that found nothing or failed speaks here; a place found is told by the sandbox's status. */}
      <p id={`${id}-message`} role="alert" className={styles.alert}>
        {message}
      </p>
    </form>
  );
}
