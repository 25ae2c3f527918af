'use client';

import { CircleF, GoogleMap, PolygonF, PolylineF } from '@react-google-maps/api';
import { useEffect, useState } from 'react';
import type { PlanPoint, SandboxAction, SandboxState } from '@/lib/draw/sandboxState';
import { useGoogleMapsScript } from '../map/useGoogleMapsScript';
import styles from './DrawSandbox.module.css';
import type { Geometry } from './useSandbox';

const ZOOM = 17;
// Google's own keyboard panning would take the arrow keys from the sandbox's cursor.
const MAP_OPTIONS: google.maps.MapOptions = {
  clickableIcons: false,
  keyboardShortcuts: false,
  streetViewControl: false,
  mapTypeControl: false,
  fullscreenControl: false,
  draggableCursor: 'crosshair',
};
const ZONE = {
  strokeColor: '#0d7377',
  strokeWeight: 2,
  fillColor: '#0d7377',
  fillOpacity: 0.3,
  clickable: false,
};
const VERTEX = {
  strokeColor: '#0d7377',
  strokeWeight: 2,
  fillColor: '#ffffff',
  fillOpacity: 1,
  draggable: true,
};
const SELECTED = { ...VERTEX, fillColor: '#e0561b' };
const CURSOR = { strokeColor: '#b8400f', strokeWeight: 3, fillOpacity: 0, clickable: false };

/** Metres across one screen pixel at `zoom` and latitude `lat` (Web Mercator tiles of 256 px). */
const metresPerPixel = (lat: number, zoom: number) =>
  (156_543.03392 * Math.cos((lat * Math.PI) / 180)) / 2 ** zoom;

type Props = {
  apiKey: string;
  language: string;
  state: SandboxState;
  geometry: Geometry;
  showCursor: boolean;
  dispatch: (action: SandboxAction) => void;
  onReady: () => void;
  onFailed: () => void;
};

/**
 * The sandbox on a Google map, drawn with core shapes: a click places a point, a corner is
 * dragged or clicked then placed, and the keyboard's cursor shows as a ring. Points stay in
 * metres of the sandbox's frame; this layer only turns them into places and back.
 */
export default function DrawMap({
  apiKey,
  language,
  state,
  geometry,
  showCursor,
  dispatch,
  onReady,
  onFailed,
}: Props) {
  const loaded = useGoogleMapsScript(apiKey, language, onFailed);
  const [map, setMap] = useState<google.maps.Map | null>(null);
  const [zoom, setZoom] = useState(ZOOM);
  const { frame, points, cursor, selected } = state;
  const toLatLng = (p: PlanPoint): google.maps.LatLngLiteral => {
    const [lng, lat] = geometry.frameToLngLat(frame, p);
    return { lat, lng };
  };
  const fromEvent = (event: google.maps.MapMouseEvent) =>
    event.latLng && geometry.lngLatToFrame(frame, [event.latLng.lng(), event.latLng.lat()]);
  const centre = toLatLng([frame.width / 2, frame.height / 2]);
  const [start] = useState(centre);

  // A new frame is a new place (an address search): the map goes there.
  const origin = frame.origin.join();
  useEffect(() => {
    if (!map) return;
    map.panTo(centre);
    map.setZoom(ZOOM);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the frame moves
  }, [map, origin]);

  // The keyboard's cursor stays on screen.
  const cursorAt = toLatLng(cursor);
  useEffect(() => {
    const bounds = map?.getBounds();
    if (showCursor && bounds && !bounds.contains(cursorAt)) map?.panTo(cursorAt);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- when the cursor moves
  }, [map, showCursor, cursor[0], cursor[1]]);

  if (!loaded) return null;
  const path = points.map(toLatLng);
  const handle = 7 * metresPerPixel(centre.lat, zoom);
  return (
    <GoogleMap
      mapContainerClassName={styles.mapCanvas}
      center={start}
      zoom={ZOOM}
      options={MAP_OPTIONS}
      onLoad={setMap}
      onUnmount={() => setMap(null)}
      onTilesLoaded={onReady}
      onZoomChanged={() => setZoom(map?.getZoom() ?? ZOOM)}
      onClick={(event) => {
        const at = fromEvent(event);
        if (at) dispatch({ type: 'place', at });
      }}
    >
      {points.length > 2 && <PolygonF paths={path} options={ZONE} />}
      {points.length === 2 && <PolylineF path={path} options={ZONE} />}
      {path.map((at, index) => (
        <CircleF
          key={index}
          center={at}
          radius={handle}
          options={index === selected ? SELECTED : VERTEX}
          onClick={() => dispatch({ type: 'select', index })}
          onDrag={(event) => {
            const to = fromEvent(event);
            if (to) dispatch({ type: 'drag', index, to });
          }}
          onDragEnd={() => dispatch({ type: 'drop', index })}
        />
      ))}
      {showCursor && <CircleF center={cursorAt} radius={handle * 1.4} options={CURSOR} />}
    </GoogleMap>
  );
}
