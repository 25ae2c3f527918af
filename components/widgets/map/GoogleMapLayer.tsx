'use client';

import { CircleF, GoogleMap, PolygonF, useJsApiLoader, type Libraries } from '@react-google-maps/api';
import { useEffect, useState } from 'react';
import { MAP_CENTER, MAP_POLYGON, type MapPhase } from '@/lib/widgets/mapTimeline';
import styles from './MapDemo.module.css';

// Only `places`: Google retired the drawing and visualization libraries in May 2026
// (Maps JS 3.65), so asking for them fails the load; the demo draws with core shapes.
const LIBRARIES: Libraries = ['places'];

// A looping illustration, not a map to explore: no controls, no gestures, no focus stops.
const MAP_OPTIONS: google.maps.MapOptions = {
  disableDefaultUI: true,
  gestureHandling: 'none',
  keyboardShortcuts: false,
  clickableIcons: false,
};
const shape = (color: string, fillOpacity: number) => ({
  strokeColor: color,
  strokeWeight: 3,
  fillColor: color,
  fillOpacity,
  clickable: false,
});
const CIRCLE_A = shape('#2563eb', 0.22);
const CIRCLE_B = shape('#d97706', 0.22);
const POLYGON = shape('#0d7377', 0.3); // --color-primary
const POLYGON_PATH = [...MAP_POLYGON];

type Props = {
  apiKey: string;
  language: string;
  phase: MapPhase;
  onReady: () => void;
  onFailed: () => void;
};

/** The Google map of the demo; loaded only when its section nears the viewport. */
export default function GoogleMapLayer({ apiKey, language, phase, onReady, onFailed }: Props) {
  const { isLoaded, loadError } = useJsApiLoader({
    id: 'google-maps-script',
    googleMapsApiKey: apiKey,
    region: 'CA',
    language,
    libraries: LIBRARIES,
  });
  const [shown, setShown] = useState(false);

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

  return (
    <div className={styles.googleLayer} data-loaded={shown} inert>
      {isLoaded && !loadError && (
        <GoogleMap
          mapContainerClassName={styles.googleCanvas}
          center={MAP_CENTER}
          zoom={phase.zoom}
          options={MAP_OPTIONS}
          onTilesLoaded={() => {
            setShown(true);
            onReady();
          }}
        >
          {phase.id === 'circle-a' && (
            <CircleF key="circle-a" center={MAP_CENTER} radius={phase.radiusM} options={CIRCLE_A} />
          )}
          {phase.id === 'circle-b' && (
            <CircleF key="circle-b" center={MAP_CENTER} radius={phase.radiusM} options={CIRCLE_B} />
          )}
          {phase.id === 'polygon' && <PolygonF key="polygon" paths={POLYGON_PATH} options={POLYGON} />}
        </GoogleMap>
      )}
    </div>
  );
}
