import fs from 'node:fs';
import path from 'node:path';
import { distDir } from '../distDir';
import { publicPages } from './publicPages';

/** Public path of a page (/fr/carrieres) → the hash sources of its scripts. */
export type CspManifest = Record<string, string[]>;

/** Written by the build (lib/build/onBuildComplete.ts) into the build folder. */
export const CSP_MANIFEST_FILE = 'csp-manifest.json';

const manifestFile = () => path.join(process.cwd(), distDir, CSP_MANIFEST_FILE);

function readManifest(): CspManifest | null {
  try {
    return JSON.parse(fs.readFileSync(manifestFile(), 'utf8')) as CspManifest;
  } catch {
    return null;
  }
}

let manifest: CspManifest | null | undefined;

/** The build's manifest; null when absent (next dev, which needs no hashes). */
export function cspManifest(): CspManifest | null {
  if (manifest !== undefined) return manifest;
  manifest = readManifest();
  // Fail closed, but say why (server.ts refuses to start instead; `next start` does not).
  if (!manifest && process.env.NODE_ENV === 'production')
    console.error(`[csp] ${manifestFile()} is missing: every page's scripts are blocked.`);
  return manifest;
}

/**
 * Why the build cannot be served (no manifest, or a page without its entry, whose every
 * script the policy would block), or null when every page has its hashes.
 */
export function cspManifestProblem(): string | null {
  const found = readManifest();
  if (!found) return `${manifestFile()} is missing: build the site first (\`npm run build\`).`;
  const missing = [...publicPages().values()].filter((page) => !found[page]?.length);
  if (missing.length > 0)
    return `${manifestFile()} has no script hashes for ${missing.join(', ')}: build the site again.`;
  return null;
}
