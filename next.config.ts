import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
// Importing the config validates the environment: a malformed value fails the build.
import './lib/config';
import { resourcePolicy } from './lib/security/csp';
import { securityHeaders } from './lib/security/headers';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  experimental: {
    globalNotFound: true,
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
    ];
  },
};

export default withNextIntl(nextConfig);
