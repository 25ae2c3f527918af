/**
 * The event a public page fires once React has hydrated it: the page's loader (written into the
 * built HTML by lib/build/scriptsAfterFirstFrame.ts) holds a press made before then and makes it
 * again on this event, when the button has its handler.
 */
export const PAGE_HYDRATED = 'page-hydrated';
