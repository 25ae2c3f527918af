import localFont from 'next/font/local';

// Self-hosted (no request to a font CDN), variable weight, latin covers French accents.
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-sans',
  display: 'swap',
  weight: '100 900',
});
