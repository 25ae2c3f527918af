import type { PublicEnv } from '@/lib/publicEnv';

type Directives = Record<string, string[]>;

const origin = (url: string | undefined) => {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
};

// Hosts each configured service talks to, from the vendors' own CSP guides.
const MAPS = {
  connect: ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com'],
  img: [
    'https://*.googleapis.com',
    'https://*.gstatic.com',
    'https://*.google.com',
    'https://*.googleusercontent.com',
  ],
  font: ['https://fonts.gstatic.com'],
  style: ['https://fonts.googleapis.com'],
  frame: ['https://*.google.com'],
};
const GTAG = {
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
    'https://*.g.doubleclick.net',
    'https://*.google.com',
  ],
  img: [
    'https://*.google-analytics.com',
    'https://*.googletagmanager.com',
    'https://*.g.doubleclick.net',
    'https://*.google.com',
  ],
  frame: ['https://td.doubleclick.net', 'https://www.googletagmanager.com'],
};
const META = { connect: ['https://www.facebook.com'], img: ['https://www.facebook.com'] };
const VIDEO_FRAMES = ['https://www.youtube-nocookie.com'];

/** Directives shared by every page; only script-src differs between pages. */
export function pageDirectives(env: PublicEnv): Directives {
  const maps = Boolean(env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY);
  const gtag = Boolean(env.NEXT_PUBLIC_GA_ID || env.NEXT_PUBLIC_GOOGLE_ADS_ID);
  const meta = Boolean(env.NEXT_PUBLIC_META_PIXEL_ID);
  const on = <T>(flag: boolean, list: T[]) => (flag ? list : []);
  const uniq = (list: string[]) => [...new Set(list)];
  return {
    'default-src': ["'self'"],
    // Hashes of the page's inline scripts are added per page (scriptSrc).
    'script-src': [],
    // React renders a few style attributes into the HTML and the Maps API injects
    // <style> elements: hashing those is impossible, so inline styles stay allowed.
    'style-src': ["'self'", "'unsafe-inline'", ...on(maps, MAPS.style)],
    'img-src': uniq([
      "'self'",
      'data:',
      'blob:',
      ...on(maps, MAPS.img),
      ...on(gtag, GTAG.img),
      ...on(meta, META.img),
    ]),
    'font-src': ["'self'", ...on(maps, MAPS.font)],
    'connect-src': uniq([
      "'self'",
      ...origin(env.NEXT_PUBLIC_FORMS_HOST),
      ...origin(env.NEXT_PUBLIC_API_HOST),
      ...origin(env.NEXT_PUBLIC_OPTIN_URL),
      // Sentry's DSN is https://key@ingest-host/project: events go to its origin.
      ...origin(env.NEXT_PUBLIC_SENTRY_DSN),
      ...on(maps, MAPS.connect),
      ...on(gtag, GTAG.connect),
      ...on(meta, META.connect),
    ]),
    'frame-src': uniq([...VIDEO_FRAMES, ...on(maps, MAPS.frame), ...on(gtag, GTAG.frame)]),
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
  };
}

/**
 * script-src of a page: its inline scripts' hashes and 'strict-dynamic' (scripts
 * our trusted code inserts — Next chunks, JSONP, tags after consent — run; nothing
 * else does). `https:` and 'unsafe-inline' are only for pre-CSP3 browsers: CSP3
 * ignores both once 'strict-dynamic' and a hash are present.
 */
export function scriptSrc(hashes: readonly string[], { dev = false } = {}): string[] {
  if (dev) return ["'self'", "'unsafe-inline'", "'unsafe-eval'"]; // next dev's HMR and React's dev tools
  return [...hashes, "'strict-dynamic'", 'https:', "'unsafe-inline'"];
}

export const serializePolicy = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');

/** The Content-Security-Policy of an HTML page whose inline scripts hash to `hashes`. */
export function pagePolicy(
  env: PublicEnv,
  hashes: readonly string[],
  options: { dev?: boolean } = {},
): string {
  return serializePolicy({ ...pageDirectives(env), 'script-src': scriptSrc(hashes, options) });
}

/** Everything that is no page (assets, images, route handlers): nothing may run or embed it. */
export const resourcePolicy = "default-src 'none'; frame-ancestors 'none'";
