import { withSentryConfig } from '@sentry/nextjs/config';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
// Importing the config validates the environment: a malformed value fails the build.
import './lib/config';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  experimental: {
    globalNotFound: true,
  },
};

// Error reporting only: no source-map upload, no release, no build telemetry,
// no build-time tracing instrumentation, no route list shipped to browsers.
export default withSentryConfig(withNextIntl(nextConfig), {
  telemetry: false,
  silent: true,
  sourcemaps: { disable: true },
  release: { create: false, finalize: false },
  buildTimeInstrumentation: false,
  routeManifestInjection: false,
  widenClientFileUpload: false,
});
