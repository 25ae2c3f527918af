// The build folder: `.next`, or another beside it for a second build (NEXT_DIST_DIR, e.g. the
// forms host's tests), read by next.config.ts, the server and the proxy alike.
export const distDir = process.env.NEXT_DIST_DIR?.trim() || '.next';

/** Where visitors fetch the build's `<distDir>/static` files: `/_next/static/x.js` is `static/x.js`. */
export const STATIC_PATH = '/_next/static/';
