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
  }
  return manifest;
}
