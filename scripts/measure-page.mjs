// Bytes a page costs before the visitor does anything: shared by `npm run bench`
// and the JS budget browser test.
import { gzipSync } from 'node:zlib';

/** The public routes of every page in both locales. */
export const pageRoutes = [
  { page: 'home', 'en-US': '/en-US', fr: '/fr' },
  { page: 'contact', 'en-US': '/en-US/contact', fr: '/fr/contact' },
  { page: 'careers', 'en-US': '/en-US/careers', fr: '/fr/carrieres' },
  { page: 'signup', 'en-US': '/en-US/signup', fr: '/fr/inscription' },
  { page: 'geoacademy', 'en-US': '/en-US/geoacademy', fr: '/fr/geoacademy' },
  { page: 'terms', 'en-US': '/en-US/terms', fr: '/fr/conditions' },
  { page: 'draw', 'en-US': '/en-US/draw', fr: '/fr/tracer' },
];

/**
 * What a page's HTML is made of, in bytes (UTF-8, uncompressed): inline styles, the RSC flight
 * data Next inlines for hydration (`self.__next_f.push(...)` scripts), and the rest (markup).
 */
export function documentParts(html) {
  const size = (text) => Buffer.byteLength(text);
  const sum = (pattern) => [...html.matchAll(pattern)].reduce((total, match) => total + size(match[1]), 0);
  const styles = sum(/<style[^>]*>([\s\S]*?)<\/style>/g);
  const flight = sum(/<script[^>]*>(self\.__next_f\.push\([\s\S]*?)<\/script>/g);
  return { html: size(html), styles, flight, markup: size(html) - styles - flight };
}

/**
 * Loads `url` in a Playwright page, waits until the network is idle, and sums what
 * was transferred (compressed, as sent) with no interaction: JS bytes, all bytes, requests,
 * and the document's compressed size and parts. `jsGzipBytes` is the same JS in gzip (level 6,
 * as Next's own server sends it), whatever the server chose: the JS budget compares code with
 * code, so the site's brotli does not make room for more of it beside the bare page's gzip.
 */
export async function measurePage(page, url) {
  const responses = [];
  const onResponse = (response) => responses.push(response);
  page.on('response', onResponse);
  await page.goto(url, { waitUntil: 'networkidle' });
  // Idle callbacks and timers that run without interaction count too.
  await page.waitForTimeout(1500);
  page.off('response', onResponse);
  let jsBytes = 0;
  let jsGzipBytes = 0;
  let totalBytes = 0;
  let document = null;
  for (const response of responses) {
    const sizes = await response.request().sizes();
    const bytes = sizes.responseBodySize + sizes.responseHeadersSize;
    totalBytes += bytes;
    if (response.request().resourceType() === 'script') {
      jsBytes += sizes.responseBodySize;
      jsGzipBytes += gzipSync(await response.body()).length;
    }
    if (!document && response.request().resourceType() === 'document')
      document = { sent: sizes.responseBodySize, ...documentParts(await response.text()) };
  }
  return { jsBytes, jsGzipBytes, totalBytes, requests: responses.length, document };
}
