import fs from 'node:fs';
import path from 'node:path';

type Manifest = Record<string, string[]>;

let manifest: Manifest | null | undefined;

/** The build's page → inline-script hashes (scripts/csp-hashes.mjs); null when absent (next dev). */
export function cspManifest(): Manifest | null {
  if (manifest !== undefined) return manifest;
  const file = path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'csp-manifest.json');
  try {
    manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  } catch {
    manifest = null;
    // Fail closed, but say why: every page's scripts are about to be blocked.
    if (process.env.NODE_ENV === 'production')
      console.error(
        `[csp] ${file} is missing: build with \`npm run build\` (next build, then the script hashes).`,
      );
  }
  return manifest;
}
