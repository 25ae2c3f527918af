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

export default withNextIntl(nextConfig);
