import localFont from 'next/font/local';

// Self-hosted (no request to a font CDN): Inter's variable weights 400-800 with the
// characters of English and French copy only, 27.1 KB instead of 48.3 (scripts/subset-font.py).
// `optional`: preloaded, it is used when it arrives with the first paint; a phone that gets it
// later keeps the metric-matched fallback for that page instead of repainting (and shifting)
// every line once it lands, and has it from its cache on the next page.
export const inter = localFont({
  src: '../assets/fonts/inter-latin-wght-400-800.woff2',
  variable: '--font-sans',
  display: 'optional',
  weight: '400 800',
});
