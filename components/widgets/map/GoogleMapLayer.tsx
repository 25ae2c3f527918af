'use client';

import { CircleF, GoogleMap, PolygonF } from '@react-google-maps/api';
import { useState } from 'react';
import { MAP_CENTER, MAP_POLYGON, type MapPhase } from '@/lib/widgets/mapTimeline';
import styles from './MapDemo.module.css';
import { useGoogleMapsScript } from './useGoogleMapsScript';

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
  const loaded = useGoogleMapsScript(apiKey, language, onFailed);
  const [shown, setShown] = useState(false);

  return (
    <div className={styles.googleLayer} data-loaded={shown} inert>
      {loaded && (
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
