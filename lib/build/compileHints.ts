import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { integrityOf } from '../security/scriptHashes';

/** V8's explicit compile hint: the file's functions are all called as the page loads. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Goes into the bundler's file names (next.config.ts `outputHashSalt`), given this file's own
 * source. The bundler names a chunk from its content before the hint is added; with this salt, any
 * change to which files get what renames every chunk, so a browser holding a chunk from another
 * build under an immutable URL never meets other bytes (and integrity hash) at that URL.
 */
export const compileHintSalt = (source: Buffer | string) => {
  // The same commit checked out with CRLF line ends (Windows) must name its chunks the same.
  const text = source.toString().replace(/\r\n/g, '\n');
  return `v8-compile-hints:${createHash('sha256').update(text).digest('base64url').slice(0, 16)}`;
};

// The bundler's chunks, named from their content; the build-id folder's manifests are not.
const CHUNKS = path.join('static', 'chunks');

// Where Next writes a script's integrity hash: its SRI manifests, read when a page is rendered,
// and the prerendered pages themselves.
const HOLDS_INTEGRITY = /(?:^subresource-integrity-manifest\.(?:json|js)|\.html)$/;

const hinted = (body: Buffer) => body.subarray(0, COMPILE_HINT.length).toString() === COMPILE_HINT;

/**
 * Puts V8's compile hint at the top of every script chunk, so Chrome compiles each whole as it
 * streams it in (on a background thread) instead of one function at a time on the main thread as
 * it is first called: that lazy compiling was ~360 ms of the home page's main thread at 4× CPU,
 * most of it inside hydration's long task. Every chunk, not only those a page runs as it loads:
 * a file's bytes then follow from its name alone, whatever page or deploy asks for it. A hinted
 * file's integrity hash is replaced wherever the build wrote it (its SRI manifests, `pages`); the
 * CSP manifest is made from the pages afterwards. The build writes no source maps for browsers:
 * with them, each map would need its lines shifted by one. Returns the files hinted by this run.
 */
export function addCompileHints(distDir: string, pages: string[]): number {
  const replaced = new Map<string, string>();
  let count = 0;
  const chunks = path.join(distDir, CHUNKS);
  for (const name of fs.readdirSync(chunks, { recursive: true, encoding: 'utf8' })) {
    if (!name.endsWith('.js')) continue;
    const file = path.join(chunks, name);
    const body = fs.readFileSync(file);
    if (hinted(body)) {
      // Hinted by an earlier run: a manifest written since still gets the hash of these bytes.
      replaced.set(integrityOf(body.subarray(COMPILE_HINT.length)), integrityOf(body));
      continue;
    }
    const withHint = Buffer.concat([Buffer.from(COMPILE_HINT), body]);
    fs.writeFileSync(file, withHint);
    replaced.set(integrityOf(body), integrityOf(withHint));
    count += 1;
  }
  const server = path.join(distDir, 'server');
  const files = new Set(pages);
  for (const name of fs.readdirSync(server, { recursive: true, encoding: 'utf8' }))
    if (HOLDS_INTEGRITY.test(path.basename(name))) files.add(path.join(server, name));
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    let changed = text;
    for (const [before, after] of replaced) changed = changed.split(before).join(after);
    if (changed !== text) fs.writeFileSync(file, changed);
  }
  return count;
}
