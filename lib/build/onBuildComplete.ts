import type { NextAdapter } from 'next';
import { writeCspManifest } from '../security/writeCspManifest';
import { addCompileHints } from './compileHints';
import { precompressStatic } from './precompressStatic';

/**
 * Runs inside `next build` once every page is prerendered, so the build alone gives a site
 * whose scripts are compiled while they download, whose pages ask for them after their first
 * frame and each get the policy of their own scripts, and whose scripts are sent compressed as
 * built. In that order: each step reads the files the one before it wrote.
 */
export const onBuildComplete: NonNullable<NextAdapter['onBuildComplete']> = ({ outputs, distDir }) => {
  const pages = outputs.prerenders.flatMap(({ pathname, fallback }) =>
    fallback?.filePath?.endsWith('.html') ? [{ pathname, file: fallback.filePath }] : [],
  );
  const hinted = addCompileHints(
    distDir,
    pages.map(({ file }) => file),
  );
  console.log(`✓ Compile hints: ${hinted} scripts`);
  const manifest = writeCspManifest(distDir, pages);
  console.log(`✓ CSP manifest: the scripts of ${Object.keys(manifest).length} pages hashed`);
  const { files, bytes, brotliBytes } = precompressStatic(distDir);
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
  console.log(`✓ Static files precompressed: ${files}, ${kb(bytes)} → ${kb(brotliBytes)} in brotli`);
};
