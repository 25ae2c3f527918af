import type { Page } from '@playwright/test';

/**
 * A stand-in for the Maps JavaScript API: the classes the demo uses, recording
 * what is drawn on `window.__fakeMaps`, then the loader's callback. Listeners fire
 * in microtasks, never timers, so the specs can pause `page.clock`.
 */
const FAKE_MAPS_SCRIPT = `(() => {
  const log = (window.__fakeMaps = { maps: [], circles: [], polygons: [] });
  class MVCObject {
    constructor(options) { this.options = Object.assign({}, options); this.map = (options && options.map) || null; }
    setOptions(options) { Object.assign(this.options, options); }
    setMap(map) { this.map = map; }
    getMap() { return this.map; }
    setVisible(v) { this.visible = v; }
    setEditable() {}
    setDraggable() {}
  }
  class LatLng {
    constructor(lat, lng) { this.latValue = lat; this.lngValue = lng; }
    lat() { return this.latValue; }
    lng() { return this.lngValue; }
  }
  class LatLngBounds { extend() { return this; } }
  class Map extends MVCObject {
    constructor(div, options) { super(options); this.div = div; this.zoom = options && options.zoom; log.maps.push(this); }
    setZoom(zoom) { this.zoom = zoom; }
    getZoom() { return this.zoom; }
    setCenter(center) { this.center = center; }
    getCenter() { return this.center; }
    panTo(center) { this.center = center; }
  }
  class Circle extends MVCObject {
    constructor(options) { super(options); this.radius = options && options.radius; this.center = options && options.center; log.circles.push(this); }
    setRadius(radius) { this.radius = radius; }
    getRadius() { return this.radius; }
    setCenter(center) { this.center = center; }
  }
  class Polygon extends MVCObject {
    constructor(options) { super(options); this.paths = options && options.paths; log.polygons.push(this); }
    setPath(path) { this.paths = path; }
    setPaths(paths) { this.paths = paths; }
    getPath() { const path = this.paths || []; return { getArray: () => path, getLength: () => path.length }; }
  }
  const event = {
    addListener(target, name, handler) {
      if (target instanceof Map && (name === 'tilesloaded' || name === 'idle')) queueMicrotask(() => handler());
      return { remove() {} };
    },
    removeListener(listener) { listener && listener.remove(); },
    clearInstanceListeners() {},
    trigger() {},
  };
  Object.assign(window.google.maps, {
    version: 'fake', Map, Circle, Polygon, LatLng, LatLngBounds, event, places: {},
    importLibrary: async () => window.google.maps,
  });
  window.google.maps.__ib__();
})();`;

export const MAPS_SCRIPT_URL = 'https://maps.googleapis.com/maps/api/js*';

/** Serves the fake API; returns the addresses the page asked for. */
export async function serveFakeGoogleMaps(page: Page): Promise<URL[]> {
  const requested: URL[] = [];
  await page.route(MAPS_SCRIPT_URL, (route) => {
    requested.push(new URL(route.request().url()));
    return route.fulfill({ contentType: 'text/javascript', body: FAKE_MAPS_SCRIPT });
  });
  return requested;
}

/** Makes the Maps API fail to load, as with a network error or a blocked script. */
export async function failGoogleMaps(page: Page): Promise<URL[]> {
  const requested: URL[] = [];
  await page.route(MAPS_SCRIPT_URL, (route) => {
    requested.push(new URL(route.request().url()));
    return route.abort();
  });
  return requested;
}

export type DrawnMap = {
  zoom: number | undefined;
  circles: { radius: number; onMap: boolean }[];
  polygons: { points: number; onMap: boolean }[];
};

/** What the fake API has been asked to draw so far. */
export function drawnMap(page: Page): Promise<DrawnMap> {
  return page.evaluate(() => {
    type Shape = { map: unknown; radius?: number; paths?: unknown[] };
    const log = (
      window as unknown as { __fakeMaps: { maps: { zoom?: number }[]; circles: Shape[]; polygons: Shape[] } }
    ).__fakeMaps;
    return {
      zoom: log.maps[0]?.zoom,
      circles: log.circles.map((c) => ({ radius: c.radius ?? 0, onMap: Boolean(c.map) })),
      polygons: log.polygons.map((p) => ({ points: p.paths?.length ?? 0, onMap: Boolean(p.map) })),
    };
  });
}
