// The parts of the browser SDK the site uses. Named re-exports let the bundler
// drop the rest (replay, feedback, profiling…) from the lazily loaded chunk.
export { captureException, captureMessage, getClient, init, withScope } from '@sentry/nextjs';
