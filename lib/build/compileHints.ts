import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { STATIC_PATH } from '../distDir';
import { startupScripts } from '../security/scriptHashes';
import type { PrerenderedPage } from '../security/writeCspManifest';

/** V8's explicit compile hint: the file's functions are all called as the page loads. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

// Where Next writes a script's integrity hash: its SRI manifests, read when a page is rendered,
// and the prerendered pages themselves.
const HOLDS_INTEGRITY = /(?:^subresource-integrity-manifest\.(?:json|js)|\.html)$/;

const integrity = (body: Buffer) => `sha256-${createHash('sha256').update(body).digest('base64')}`;

/**
 * Marks the scripts the prerendered pages run as they load (React, Next's client, each page's
 * own) with V8's compile hint, so Chrome compiles them whole on a background thread while they
 * download, instead of one function at a time on the main thread as hydration first calls each:
 * that lazy compiling was ~360 ms of the home page's main thread at 4× CPU, most of it inside
 * hydration's long task. Scripts loaded later (maps, particles) stay lazy: most of their code
 * never runs. A hinted file's bytes change, so its integrity hash is replaced wherever the
 * build wrote it; the CSP manifest is made from the pages afterwards. Returns the files hinted.
 */
export function addCompileHints(distDir: string, prerendered: PrerenderedPage[]): number {
  const sources = new Set(
    prerendered.flatMap(({ file }) =>
      startupScripts(fs.readFileSync(file, 'utf8')).filter((src) => src.startsWith(STATIC_PATH)),
    ),
  );
  const replaced = new Map<string, string>();
  for (const src of sources) {
    const file = path.join(
      distDir,
      'static',
      decodeURIComponent(src.split(/[?#]/)[0]!.slice(STATIC_PATH.length)),
    );
    const body = fs.readFileSync(file);
    if (body.subarray(0, COMPILE_HINT.length).toString() === COMPILE_HINT) continue;
    const hinted = Buffer.concat([Buffer.from(COMPILE_HINT), body]);
    fs.writeFileSync(file, hinted);
    replaced.set(integrity(body), integrity(hinted));
  }
  if (replaced.size === 0) return 0;
  const server = path.join(distDir, 'server');
  const files = new Set(prerendered.map(({ file }) => file));
  for (const name of fs.readdirSync(server, { recursive: true, encoding: 'utf8' }))
    if (HOLDS_INTEGRITY.test(path.basename(name))) files.add(path.join(server, name));
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    let changed = text;
    for (const [before, after] of replaced) changed = changed.split(before).join(after);
    if (changed !== text) fs.writeFileSync(file, changed);
  }
  return replaced.size;
}
