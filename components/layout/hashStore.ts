// The current URL fragment as an external store for useSyncExternalStore.
// pushState (used by the smooth scroll) fires no event, hence a custom one.
const HASH_EVENT = 'app:hashchange';
const EVENTS = ['hashchange', 'popstate', HASH_EVENT] as const;

export function subscribeHash(onChange: () => void): () => void {
  for (const name of EVENTS) window.addEventListener(name, onChange);
  return () => {
    for (const name of EVENTS) window.removeEventListener(name, onChange);
  };
}

export const getHash = (): string => window.location.hash;

/** Prerendered HTML knows no fragment. */
export const getServerHash = (): string => '';

export function notifyHashChange(): void {
  window.dispatchEvent(new Event(HASH_EVENT));
}
