import { createHash } from 'node:crypto';

// Script types a browser executes; anything else (ld+json, importmap aside) is a data block.
const EXECUTABLE = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/** The attributes of one tag's attribute text, lower-cased names. */
export function attributes(text: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const m of text.matchAll(/([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    found.set(m[1]!.toLowerCase(), m[2] ?? m[3] ?? m[4] ?? '');
  }
  return found;
}

/**
 * The text of every inline script a browser would run in `html`: no `src`, an
 * executable type. Script text is raw (no entities), so it is taken verbatim,
 * exactly the bytes CSP hashes.
 */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attrs = attributes(m[1] ?? '');
    if (attrs.has('src')) continue;
    if (!EXECUTABLE.has((attrs.get('type') ?? '').trim().toLowerCase())) continue;
    scripts.push(m[2] ?? '');
  }
  return scripts;
}

/** A file's subresource integrity value: sha256-<base64> of its bytes. */
export const integrityOf = (bytes: Buffer | string) =>
  `sha256-${createHash('sha256').update(bytes).digest('base64')}`;

/** CSP source expression of a script text: 'sha256-<base64>'. */
export const scriptHash = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The distinct hash sources of a page's inline scripts, in page order. */
export const inlineScriptHashes = (html: string) => [...new Set(inlineScripts(html).map(scriptHash))];

/** The page's external scripts: each `src` with its `integrity` ('' when it has none). */
export function externalScripts(html: string): { src: string; integrity: string }[] {
  const scripts: { src: string; integrity: string }[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>/gi)) {
    const attrs = attributes(m[1] ?? '');
    const src = attrs.get('src');
    if (src) scripts.push({ src, integrity: attrs.get('integrity') ?? '' });
  }
  return scripts;
}

/**
 * The integrity hashes of the page's external scripts as CSP sources: under
 * 'strict-dynamic' a parser-inserted <script src> runs only when its integrity
 * hash is in script-src.
 */
export function externalScriptHashes(html: string): string[] {
  const hashes = externalScripts(html).flatMap(({ integrity }) =>
    integrity.split(/\s+/).filter((value) => /^sha(256|384|512)-[A-Za-z0-9+/=]+$/.test(value)),
  );
  return [...new Set(hashes.map((value) => `'${value}'`))];
}

/**
 * Adds integrity="sha256-…" to the page's own <script src="/_next/…"> tags that
 * lack it (Turbopack's SRI leaves out the client-component chunks React emits);
 * `read(src)` returns the file's bytes.
 */
export function addMissingIntegrity(html: string, read: (src: string) => Buffer | string): string {
  return html.replace(/<script\b([^>]*)>/gi, (tag, attrText) => {
    const attrs = attributes(attrText);
    const src = attrs.get('src');
    if (!src || attrs.has('integrity') || !src.startsWith('/_next/')) return tag;
    return `<script${attrText} integrity="${integrityOf(read(src))}">`;
  });
}
