// Post-build step: hashes the inline and external scripts of every prerendered page
// (adding the integrity attributes Next leaves out) and writes
// <distDir>/csp-manifest.json ({ "/fr/contact": ["'sha256-…'", …] }). proxy.ts
// serves each page the policy built from its own hashes: static pages, no nonce.
import fs from 'node:fs';
import path from 'node:path';
import { addMissingIntegrity, externalScriptHashes, inlineScriptHashes } from './inline-script-hashes.mjs';

const distDir = process.env.NEXT_DIST_DIR || '.next';
const appDir = path.join(distDir, 'server', 'app');

function* htmlFiles(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.name.endsWith('.html')) yield full;
  }
}

const manifest = {};
for (const file of htmlFiles(appDir)) {
  const route = '/' + path.relative(appDir, file).slice(0, -'.html'.length).split(path.sep).join('/');
  const original = fs.readFileSync(file, 'utf8');
  // "/_next/static/x.js" is served from <distDir>/static/x.js.
  const read = (src) =>
    fs.readFileSync(path.join(distDir, decodeURIComponent(src.split(/[?#]/)[0].slice('/_next/'.length))));
  const html = addMissingIntegrity(original, read);
  if (html !== original) fs.writeFileSync(file, html);
  manifest[route] = [...inlineScriptHashes(html), ...externalScriptHashes(html)];
}
if (Object.keys(manifest).length === 0) throw new Error(`csp-hashes: no prerendered page in ${appDir}`);
fs.writeFileSync(path.join(distDir, 'csp-manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
console.log(`csp-hashes: ${Object.keys(manifest).length} pages hashed`);
