import localFont from 'next/font/local';

// Self-hosted (no request to a font CDN): Inter's variable weights 400-800 with the
// characters of English and French copy only, 27.1 KB instead of 48.3 (scripts/subset-font.py).
// `swap`, not `optional`: with `optional` a font that misses the first paint is never used on
// that page, and where the metric-matched fallback (local Arial) is missing the browser's default
// sans-serif is much wider: the French header's call to action then wrapped at 320 and 1120 px.
// Until Inter arrives, text is set in 'Inter Fallback' (app/globals.css): Arial or one of its
// metric twins, scaled to Inter's metrics, so the swap moves almost nothing. Next's own fallback
// names Arial alone, which Linux lacks: there the browser's much wider default took its place.
// Not preloaded: Chrome holds a page's first paint for a preloaded font (60 to 140 ms of LCP under
// Lighthouse's devtools throttling), and on a phone's link the font misses that paint anyway.
export const inter = localFont({
  src: '../assets/fonts/inter-latin-wght-400-800.woff2',
  variable: '--font-sans',
  display: 'swap',
  preload: false,
  weight: '400 800',
  adjustFontFallback: false,
  fallback: ['Inter Fallback'],
});
