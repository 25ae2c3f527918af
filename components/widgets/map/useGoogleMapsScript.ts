'use client';

import { useJsApiLoader, type Libraries } from '@react-google-maps/api';
import { useEffect } from 'react';

// Only `places` (the address search): Google retired the drawing and visualization libraries
// in May 2026 (Maps JS 3.65), so asking for them fails the load; maps draw with core shapes.
// One set of options for every map of the site: Google's loader refuses a second, different call.
const LIBRARIES: Libraries = ['places'];

/**
 * Loads the Maps JavaScript API (region CA, in the page's language) and reports a failure
 * either way it comes: the script not loading, or Google refusing the key once it has.
 */
export function useGoogleMapsScript(apiKey: string, language: string, onFailed: () => void) {
  const { isLoaded, loadError } = useJsApiLoader({
    id: 'google-maps-script',
    googleMapsApiKey: apiKey,
    region: 'CA',
    language,
    libraries: LIBRARIES,
  });

  useEffect(() => {
    if (loadError) onFailed();
  }, [loadError, onFailed]);

  useEffect(() => {
    // Google calls this global when the key is refused after the script has loaded.
    const w = window as Window & { gm_authFailure?: () => void };
    w.gm_authFailure = onFailed;
    return () => {
      if (w.gm_authFailure === onFailed) delete w.gm_authFailure;
    };
  }, [onFailed]);

  return isLoaded && !loadError;
}
