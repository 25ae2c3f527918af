import fs from 'node:fs';
import path from 'node:path';
import { CSP_MANIFEST_FILE, type CspManifest } from './cspManifest';
import { scriptsAfterFirstFrame } from '../build/scriptsAfterFirstFrame';
import { publicPages } from './publicPages';
import { addMissingIntegrity, externalScriptHashes, inlineScriptHashes } from './scriptHashes';

export interface PrerenderedPage {
  /** The path Next rendered it at, e.g. /fr/careers. */
  pathname: string;
  /** Its HTML file in the build. */
  file: string;
}

/**
 * Hashes the scripts of every prerendered page into `<distDir>/csp-manifest.json`, keyed by
 * the path visitors request; adds the integrity attributes Next leaves out first, since under
 * 'strict-dynamic' an external script in the HTML runs only when its hash is in the policy.
 * The page's own scripts then move into the loader that adds them after its first frame
 * (scriptsAfterFirstFrame), so the policy hashes the page as it is sent.
 * Throws when a page of the site was not prerendered: its policy would block every script.
 */
export function writeCspManifest(distDir: string, prerendered: PrerenderedPage[]): CspManifest {
  const pages = publicPages();
  // "/_next/static/x.js" is served from <distDir>/static/x.js.
  const read = (src: string) =>
    fs.readFileSync(path.join(distDir, decodeURIComponent(src.split(/[?#]/)[0]!.slice('/_next/'.length))));
  const manifest: CspManifest = {};
  for (const { pathname, file } of prerendered) {
    const publicPath = pages.get(pathname);
    if (!publicPath) continue;
    const original = fs.readFileSync(file, 'utf8');
    const html = scriptsAfterFirstFrame(addMissingIntegrity(original, read));
    if (html !== original) fs.writeFileSync(file, html);
    manifest[publicPath] = [...inlineScriptHashes(html), ...externalScriptHashes(html)];
  }
  const missing = [...pages.values()].filter((page) => !manifest[page]);
  if (missing.length > 0) throw new Error(`CSP manifest: no prerendered HTML for ${missing.join(', ')}`);
  fs.writeFileSync(path.join(distDir, CSP_MANIFEST_FILE), JSON.stringify(manifest, null, 2) + '\n');
  return manifest;
}
