import type { Page } from '@playwright/test';

/**
 * A stand-in for the Maps JavaScript API: the classes the demo uses, recording
 * what is drawn on `window.__fakeMaps`, then the loader's callback. Listeners fire
 * in microtasks, never timers, so the specs can pause `page.clock`.
 */
const FAKE_MAPS_SCRIPT = `(() => {
  const log = (window.__fakeMaps = { maps: [], circles: [], polygons: [], polylines: [], searches: [] });
  class MVCObject {
    constructor(options) { this.options = Object.assign({}, options); this.map = (options && options.map) || null; this.listeners = {}; }
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
  const latOf = (p) => (typeof p.lat === 'function' ? p.lat() : p.lat);
  const lngOf = (p) => (typeof p.lng === 'function' ? p.lng() : p.lng);
  // What a map shows: 0.002° either way of its centre, about 220 m north-south and 150 m east-west here.
  class LatLngBounds {
    constructor(centre) { this.centre = centre; }
    extend() { return this; }
    contains(p) { const c = this.centre; return !c || (Math.abs(latOf(p) - latOf(c)) < 0.002 && Math.abs(lngOf(p) - lngOf(c)) < 0.002); }
  }
  class Map extends MVCObject {
    constructor(div, options) {
      super(options); this.div = div; this.zoom = options && options.zoom; this.center = options && options.center; log.maps.push(this);
      // Google's own controls sit inside the map: a zoom button stands for them.
      const zoomIn = document.createElement('button');
      zoomIn.type = 'button';
      zoomIn.textContent = 'Zoom in';
      zoomIn.addEventListener('click', () => { this.zoom += 1; });
      div.appendChild(zoomIn);
    }
    setZoom(zoom) { this.zoom = zoom; }
    getZoom() { return this.zoom; }
    setCenter(center) { this.center = center; }
    getCenter() { return this.center; }
    getBounds() { return new LatLngBounds(this.center); }
    panTo(center) { this.center = center; }
  }
  class Circle extends MVCObject {
    constructor(options) { super(options); this.radius = options && options.radius; this.center = options && options.center; log.circles.push(this); }
    setRadius(radius) { this.radius = radius; }
    getRadius() { return this.radius; }
    setCenter(center) { this.center = center; }
    getCenter() { return new LatLng(latOf(this.center), lngOf(this.center)); }
  }
  class Polygon extends MVCObject {
    constructor(options) { super(options); this.paths = options && options.paths; log.polygons.push(this); }
    setPath(path) { this.paths = path; }
    setPaths(paths) { this.paths = paths; }
    getPath() { const path = this.paths || []; return { getArray: () => path, getLength: () => path.length }; }
  }
  class Polyline extends Polygon {
    constructor(options) { super(Object.assign({}, options, { paths: options && options.path })); log.polygons.pop(); log.polylines.push(this); }
  }
  const event = {
    addListener(target, name, handler) {
      if (target instanceof Map && (name === 'tilesloaded' || name === 'idle')) queueMicrotask(() => handler());
      const list = ((target.listeners || (target.listeners = {}))[name] ||= []);
      list.push(handler);
      return { remove() { list.splice(list.indexOf(handler) >>> 0, 1); } };
    },
    removeListener(listener) { listener && listener.remove(); },
    clearInstanceListeners(target) { if (target) target.listeners = {}; },
    trigger(target, name, ...args) { for (const h of [...((target.listeners || {})[name] || [])]) h(...args); },
  };
  // What a visitor does on Google's canvas, which no test can reach: a click or a drag at a place.
  const at = (lat, lng) => ({ latLng: new LatLng(lat, lng) });
  log.clickMap = (lat, lng) => event.trigger(log.maps[log.maps.length - 1], 'click', at(lat, lng));
  const vertices = () => log.circles.filter((c) => c.map && c.options.draggable);
  log.clickVertex = (index) => event.trigger(vertices()[index], 'click', at(0, 0));
  log.dragVertex = (index, lat, lng) => {
    const circle = vertices()[index];
    // Google moves the circle, then tells: the pointer may be off its centre (0.0001° here).
    circle.center = { lat, lng };
    event.trigger(circle, 'dragstart', at(lat + 0.0001, lng));
    event.trigger(circle, 'drag', at(lat + 0.0001, lng));
    event.trigger(circle, 'dragend', at(lat + 0.0001, lng));
  };
  // Places (New) text search: answers from window.__fakePlaces, { query: { name, lat, lng } | 'error' }.
  class Place {
    static async searchByText(request) {
      log.searches.push(request);
      const hit = (window.__fakePlaces || {})[request.textQuery];
      if (hit === 'error') throw new Error('PERMISSION_DENIED: Places API (New) is not enabled');
      return { places: hit ? [{ displayName: hit.name, location: new LatLng(hit.lat, hit.lng) }] : [] };
    }
  }
  Object.assign(window.google.maps, {
    version: 'fake', Map, Circle, Polygon, Polyline, LatLng, LatLngBounds, event, places: { Place },
    importLibrary: async () => window.google.maps,
  });
  window.google.maps.__ib__();
})();`;

/**
 * What the real Maps JavaScript API does to a page once a map is created, as far as a
 * Content-Security-Policy can see it (Google's "Content Security Policy guide" for Maps):
 * a further script from maps.googleapis.com, a <style> element and style attributes,
 * the Roboto stylesheet and fonts, tiles and sprites from the Google image hosts,
 * a data: image, a fetch to the API host and a blob: worker. Each outcome is recorded on
 * `window.__mapsLoads`, so a test can tell a blocked load from a served one.
 */
const REAL_MAPS_BEHAVIOUR = `(() => {
  const done = (window.__mapsLoads = {});
  const record = (name) => (ok) => { done[name] = ok; };
  const Map = window.google.maps.Map;
  window.google.maps.Map = class extends Map {
    constructor(div, options) {
      super(div, options);
      const script = document.createElement('script');
      script.src = 'https://maps.googleapis.com/maps-api-v3/api/js/61/1/common.js';
      script.onerror = () => record('script')(false);
      document.head.appendChild(script);
      const style = document.createElement('style');
      style.textContent = '.gm-style-pbc { width: 7px; font: 400 11px Roboto, Arial, sans-serif; }';
      document.head.appendChild(style);
      const fonts = document.createElement('link');
      fonts.rel = 'stylesheet';
      fonts.href = 'https://fonts.googleapis.com/css?family=Roboto:300,400,500,700&display=swap';
      fonts.onload = () => record('fonts')(true);
      fonts.onerror = () => record('fonts')(false);
      document.head.appendChild(fonts);
      const layer = document.createElement('div');
      layer.setAttribute('aria-hidden', 'true');
      layer.style.cssText = 'position:absolute;width:256px;height:256px;overflow:hidden;';
      div.appendChild(layer);
      const styled = document.createElement('div');
      styled.className = 'gm-style-pbc';
      layer.appendChild(styled);
      record('style')(getComputedStyle(styled).width === '7px');
      const images = {
        tile: 'https://maps.googleapis.com/maps/vt?pb=!1m5!1m4!1i13!2i2420!3i2930!4i256',
        sprite: 'https://maps.gstatic.com/mapfiles/transparent.png',
        dataImage: 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==',
      };
      for (const [name, src] of Object.entries(images)) {
        const img = new Image();
        img.alt = '';
        img.onload = () => record(name)(true);
        img.onerror = () => record(name)(false);
        img.src = src;
        layer.appendChild(img);
      }
      fetch('https://maps.googleapis.com/maps/api/mapsjs/gen_204?csp_test=true', { mode: 'no-cors' })
        .then(() => record('fetch')(true), () => record('fetch')(false));
      try {
        const code = new Blob(['postMessage("ready")'], { type: 'text/javascript' });
        const worker = new Worker(URL.createObjectURL(code));
        worker.onmessage = () => record('worker')(true);
        worker.onerror = () => record('worker')(false);
      } catch { record('worker')(false); }
    }
  };
})();`;

/** The further script the real API loads: it reports that it ran. */
const COMMON_SCRIPT = 'window.__mapsLoads.script = true;';
const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

export const MAPS_SCRIPT_URL = 'https://maps.googleapis.com/maps/api/js*';

/**
 * Serves the fake API; returns the addresses the page asked for. `likeTheRealApi` also
 * loads what the real one loads (REAL_MAPS_BEHAVIOUR), each answered here; `until`
 * delays the script until it resolves.
 */
export async function serveFakeGoogleMaps(
  page: Page,
  { likeTheRealApi = false, until }: { likeTheRealApi?: boolean; until?: Promise<void> } = {},
): Promise<URL[]> {
  const requested: URL[] = [];
  await page.route(MAPS_SCRIPT_URL, async (route) => {
    requested.push(new URL(route.request().url()));
    // `until` holds the answer, as a slow network would.
    await until;
    const body = likeTheRealApi
      ? FAKE_MAPS_SCRIPT.replace(
          'window.google.maps.__ib__();',
          `${REAL_MAPS_BEHAVIOUR}\nwindow.google.maps.__ib__();`,
        )
      : FAKE_MAPS_SCRIPT;
    return route.fulfill({ contentType: 'text/javascript', body });
  });
  if (likeTheRealApi) {
    await page.route('https://maps.googleapis.com/maps-api-v3/**', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: COMMON_SCRIPT }),
    );
    await page.route('https://fonts.googleapis.com/**', (route) =>
      route.fulfill({ contentType: 'text/css', body: '/* Roboto */' }),
    );
    for (const url of ['https://maps.googleapis.com/maps/vt**', 'https://maps.gstatic.com/**'])
      await page.route(url, (route) => route.fulfill({ contentType: 'image/png', body: PNG_1x1 }));
    await page.route('https://maps.googleapis.com/maps/api/mapsjs/gen_204**', (route) =>
      route.fulfill({ status: 204 }),
    );
  }
  return requested;
}

/** What loaded (true) or was refused (false) of what the real API would load. */
export function mapsLoads(page: Page): Promise<Record<string, boolean>> {
  return page.evaluate(
    () => (window as unknown as { __mapsLoads?: Record<string, boolean> }).__mapsLoads ?? {},
  );
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
