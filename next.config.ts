import { withSentryConfig } from '@sentry/nextjs/config';
import type { NextConfig } from 'next';
import fs from 'node:fs';
import createNextIntlPlugin from 'next-intl/plugin';
import { compileHintSalt } from './lib/build/compileHints';
import { checkBuildEnv } from './lib/config';
import { distDir } from './lib/distDir';
import { resourcePolicy } from './lib/security/csp';
import { securityHeaders } from './lib/security/headers';

// Messages precompiled at build: the browser gets a small formatter instead of the ICU parser.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './i18n/request.ts',
  experimental: { messages: { format: 'json', path: './messages', locales: 'infer', precompile: true } },
});

// A malformed public setting fails the build here, naming the variable.
checkBuildEnv();

const nextConfig: NextConfig = {
  distDir,
  // Once the pages are prerendered, the hashes of each page's scripts (its CSP) are written
  // beside them, and the static files compressed: `next build` alone gives a site to serve.
  adapterPath: require.resolve('./lib/build/adapter.mjs'),
  // The build adds a compile hint to every chunk after it is named: the names carry that step's
  // source, so changing what it writes renames every chunk (see compileHintSalt).
  outputHashSalt: compileHintSalt(fs.readFileSync(require.resolve('./lib/build/compileHints.ts'))),
  poweredByHeader: false,
  // server.ts compresses, with brotli, and sends the static files precompressed.
  compress: false,
  // Workspace packages ship TypeScript source: Next compiles them with the site.
  transpilePackages: ['@polyfence/lead-contract', '@polyfence/forms-host'],
  // Native addon of the forms host's database: loaded from node_modules, never bundled.
  serverExternalPackages: ['better-sqlite3'],
  reactStrictMode: true,
  experimental: {
    globalNotFound: true,
    // forbidden(): the team's owners-only pages answer 403 to a member.
    authInterrupts: true,
    // The stylesheets come inside the HTML: the first paint waits on no further request
    // (first paint on a throttled phone 1.67 → 1.05 s, the page's HTML 18 → 36 KB gzipped).
    inlineCss: true,
    // Each page's stylesheets are its own components' (the default chunking inlined 10 to 19 KB
    // of the other pages' CSS in every page). Inlined, a stylesheet costs no request on a first
    // load; the small cost per request keeps a client navigation to a few more files.
    cssChunking: { type: 'graph', requestCost: 1000 },
    // integrity="sha256-…" on Next's own <script src> tags: their hashes join the
    // page's script-src, which 'strict-dynamic' needs for parser-inserted scripts.
    sri: { algorithm: 'sha256' },
  },
  async headers() {
    // Pages get their hashed policy from proxy.ts, which overrides this default.
    return [
      {
        source: '/:path*',
        headers: [...securityHeaders, { key: 'Content-Security-Policy', value: resourcePolicy }],
      },
      {
        // The team's pages, whatever path reaches them (the proxy sets their own policy on top).
        source: '/:locale(en-US|fr)/:team(leads|prospects)/:path*',
        headers: [
          { key: 'Cache-Control', value: 'private, no-store' },
          { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
          { key: 'Referrer-Policy', value: 'same-origin' },
        ],
      },
      {
        // The opt-in's JSONP answer is a script for pages of any site, as a mailing list's is.
        source: '/optin/:path*',
        headers: [{ key: 'Cross-Origin-Resource-Policy', value: 'cross-origin' }],
      },
    ];
  },
  compiler: {
    // Sentry's own build flags (its webpack plugin sets them; Turbopack needs them here):
    // errors only, so tracing, debug logging and replay's iframe/shadow-DOM code go.
    define: {
      __SENTRY_DEBUG__: 'false',
      __SENTRY_TRACING__: 'false',
      __RRWEB_EXCLUDE_IFRAME__: 'true',
      __RRWEB_EXCLUDE_SHADOW_DOM__: 'true',
    },
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
