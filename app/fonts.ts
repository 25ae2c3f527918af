import localFont from 'next/font/local';

// Self-hosted (no request to a font CDN): Inter's variable weights 400-800 with the
// characters of English and French copy only, 27.1 KB instead of 48.3 (scripts/subset-font.py).
export const inter = localFont({
  src: '../assets/fonts/inter-latin-wght-400-800.woff2',
  variable: '--font-sans',
  display: 'swap',
  weight: '400 800',
});
