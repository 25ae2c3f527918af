import type { NextAdapter } from 'next';
import { writeCspManifest } from './writeCspManifest';

/**
 * Runs inside `next build` once every page is prerendered, so the build alone gives a site
 * whose pages each get the policy of their own scripts.
 */
export const onBuildComplete: NonNullable<NextAdapter['onBuildComplete']> = ({ outputs, distDir }) => {
  const pages = outputs.prerenders.flatMap(({ pathname, fallback }) =>
    fallback?.filePath?.endsWith('.html') ? [{ pathname, file: fallback.filePath }] : [],
  );
  const manifest = writeCspManifest(distDir, pages);
  console.log(`✓ CSP manifest: the scripts of ${Object.keys(manifest).length} pages hashed`);
};
