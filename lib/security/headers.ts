// Headers every response carries (next.config.ts headers()); pages get their own
// Content-Security-Policy from proxy.ts on top of these.

const VIDEO = '"https://www.youtube-nocookie.com"';

/**
 * Features the site uses keep self (and the video player where it needs them); the rest are off.
 * Only features browsers know: an unknown one (bluetooth) logs an error on every page.
 */
export const permissionsPolicy = [
  'accelerometer=()',
  'autoplay=(self ' + VIDEO + ')',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'encrypted-media=(self ' + VIDEO + ')',
  'fullscreen=(self ' + VIDEO + ')',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=(self ' + VIDEO + ')',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

export const securityHeaders: { key: string; value: string }[] = [
  // Two years, as the HSTS preload list asks; browsers ignore it over plain HTTP.
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: permissionsPolicy },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  { key: 'Cross-Origin-Resource-Policy', value: 'same-site' },
  // frame-ancestors 'none' says the same to browsers that know CSP.
  { key: 'X-Frame-Options', value: 'DENY' },
];
