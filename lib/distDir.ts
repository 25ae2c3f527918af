// The build folder: `.next`, or another beside it for a second build (NEXT_DIST_DIR, e.g. the
// forms host's tests), read by next.config.ts, the server and the proxy alike.
export const distDir = process.env.NEXT_DIST_DIR?.trim() || '.next';
