import { loadSentry } from '@/lib/reporting/loadSentry';

// Error reporting starts once the page is idle, off the critical path; with no
// DSN configured the SDK is never fetched.
if (process.env.NEXT_PUBLIC_SENTRY_DSN) {
  const start = () => void loadSentry();
  if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 5000 });
  else setTimeout(start, 2000);
}
