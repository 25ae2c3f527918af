import type { Instrumentation } from 'next';
import { publicEnv } from './lib/publicEnv';

const dsn = publicEnv.NEXT_PUBLIC_SENTRY_DSN;

export async function register() {
  // The built-in forms host (app/(forms-host)) gets ready before the first request.
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build')
    (await import('./lib/formsHost')).startFormsHost();
  if (!dsn) return;
  if (process.env.NEXT_RUNTIME === 'nodejs') await import('./sentry.server.config');
  if (process.env.NEXT_RUNTIME === 'edge') await import('./sentry.edge.config');
}

export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (!dsn) return;
  const { captureRequestError } = await import('@sentry/nextjs');
  captureRequestError(...args);
};
