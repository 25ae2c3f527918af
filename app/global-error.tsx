'use client';

import { useEffect } from 'react';
import { BilingualDocument } from '@/components/layout/BilingualDocument';
import { loadSentry } from '@/lib/reporting/loadSentry';
import './global-error.css';

// Replaces the root layout when it fails: no locale and no catalogue are
// available here, so the page speaks both languages (as global-not-found does).
export default function GlobalError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  useEffect(() => {
    void loadSentry().then((sentry) => sentry?.captureException(error));
  }, [error]);

  return (
    <BilingualDocument>
      <h1>Something went wrong</h1>
      <p>
        <button type="button" onClick={reset}>
          Try again
        </button>
      </p>
      <div lang="fr">
        <h2>Une erreur est survenue</h2>
        <p>
          <button type="button" onClick={reset}>
            Réessayer
          </button>
        </p>
      </div>
    </BilingualDocument>
  );
}
