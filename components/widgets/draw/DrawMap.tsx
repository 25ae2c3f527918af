'use client';

import { CircleF, GoogleMap, PolygonF, PolylineF } from '@react-google-maps/api';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { PlanPoint, SandboxAction, SandboxState } from '@/lib/draw/sandboxState';
import { useGoogleMapsScript } from '../map/useGoogleMapsScript';
import styles from './DrawSandbox.module.css';
import type { Geometry } from './useSandbox';

const ZOOM = 17;
// Radius of a corner's handle on screen: 24 px across, the smallest target WCAG 2.2 asks for.
const HANDLE_PX = 12;
// Google's own keyboard panning would take the arrow keys from the sandbox's cursor.
const MAP_OPTIONS: google.maps.MapOptions = {
  clickableIcons: false,
  keyboardShortcuts: false,
  streetViewControl: false,
  mapTypeControl: false,
  fullscreenControl: false,
  draggableCursor: 'crosshair',
  // A double click would place a corner, refuse its twin and zoom at once.
  disableDoubleClickZoom: true,
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
  const circles = useRef<(google.maps.Circle | null)[]>([]);
  const { frame, points, cursor, selected, notice } = state;
  const toLatLng = (p: PlanPoint): google.maps.LatLngLiteral => {
    const [lng, lat] = geometry.frameToLngLat(frame, p);
    return { lat, lng };
  };
  const toFrame = (at: google.maps.LatLng | null | undefined) =>
    at && geometry.lngLatToFrame(frame, [at.lng(), at.lat()]);
  const centre = toLatLng([frame.width / 2, frame.height / 2]);
  const [start] = useState(centre);

  // The map stays over the frame: a click beyond it could only land on its edge.
  const origin = frame.origin.join();
  const options = useMemo(() => {
    const [west, north] = frame.origin;
    const [east, south] = geometry.frameToLngLat(frame, [frame.width, frame.height]);
    return {
      ...MAP_OPTIONS,
      restriction: { latLngBounds: { north, south, east, west }, strictBounds: true },
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the frame's corner says it all
  }, [origin, geometry]);

  // A place found by the search, even the same one again: the map goes there.
  const relocated = notice?.kind === 'relocated' ? notice : null;
  useEffect(() => {
    if (!map || !relocated) return;
    map.panTo(centre);
    map.setZoom(ZOOM);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per relocation
  }, [map, relocated]);

  // The keyboard's cursor stays on screen while the keys move it.
  const cursorAt = toLatLng(cursor);
  const keyMove = notice?.kind === 'cursor' || notice?.kind === 'carried';
  useEffect(() => {
    const bounds = map?.getBounds();
    if (keyMove && bounds && !bounds.contains(cursorAt)) map?.panTo(cursorAt);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- when the keys move the cursor
  }, [map, keyMove, cursor[0], cursor[1]]);

  if (!loaded) return null;
  const path = points.map(toLatLng);
  const handle = HANDLE_PX * metresPerPixel(centre.lat, zoom);
  return (
    <GoogleMap
      mapContainerClassName={styles.mapCanvas}
      center={start}
      zoom={ZOOM}
      options={options}
      onLoad={setMap}
      onUnmount={() => setMap(null)}
      // Shown once the map has drawn itself (idle): tiles that never come must not hold it back.
      onIdle={onReady}
      onZoomChanged={() => setZoom(map?.getZoom() ?? ZOOM)}
      onClick={(event) => {
        const at = toFrame(event.latLng);
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
          onLoad={(circle) => void (circles.current[index] = circle)}
          onUnmount={() => void (circles.current[index] = null)}
          onClick={() => dispatch({ type: 'select', index })}
          // Where Google has moved the circle, not where the pointer is: a corner grabbed
          // off-centre does not jump.
          onDrag={() => {
            const to = toFrame(circles.current[index]?.getCenter());
            if (to) dispatch({ type: 'drag', index, to });
          }}
          onDragEnd={() => dispatch({ type: 'drop', index })}
        />
      ))}
      {showCursor && <CircleF center={cursorAt} radius={handle * 1.4} options={CURSOR} />}
    </GoogleMap>
  );
}
