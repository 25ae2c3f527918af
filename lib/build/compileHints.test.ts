// @vitest-environment node
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addCompileHints, COMPILE_HINT } from './compileHints';

const sri = (body: string) => `sha256-${createHash('sha256').update(body).digest('base64')}`;
const chunks = { 'a.js': 'start()', 'legacy.js': 'polyfill()', 'later.js': 'map()' } as const;

let distDir: string;
const read = (file: string) => fs.readFileSync(path.join(distDir, file), 'utf8');
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(distDir, file)), { recursive: true });
  fs.writeFileSync(path.join(distDir, file), text);
};
const manifest = JSON.stringify(
  Object.fromEntries(Object.entries(chunks).map(([name, body]) => [`static/chunks/${name}`, sri(body)])),
);
const page = (hash: string) =>
  `<html><script src="/_next/static/chunks/a.js" async="" integrity="${hash}"></script>` +
  `<script src="/_next/static/chunks/legacy.js" integrity="${sri(chunks['legacy.js'])}" noModule=""></script>` +
  `<script type="application/ld+json">{}</script></html>`;

beforeEach(() => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  for (const [name, body] of Object.entries(chunks)) write(`static/chunks/${name}`, body);
  write('server/app/home/page/subresource-integrity-manifest.json', manifest);
  write(
    'server/subresource-integrity-manifest.js',
    `self.__SUBRESOURCE_INTEGRITY_MANIFEST=${JSON.stringify(manifest)}`,
  );
  write('server/route-cache/en-US.html', page(sri(chunks['a.js'])));
});
afterEach(() => fs.rmSync(distDir, { recursive: true, force: true }));

const prerendered = () => [{ pathname: '/en-US', file: path.join(distDir, 'server/route-cache/en-US.html') }];

describe('addCompileHints', () => {
  it('hints the scripts pages run as they load, and gives them their new integrity everywhere', () => {
    expect(addCompileHints(distDir, prerendered())).toBe(1);

    const hinted = read('static/chunks/a.js');
    expect(hinted).toBe(COMPILE_HINT + chunks['a.js']);
    // The module-less fallback and a script loaded later are left as built.
    expect(read('static/chunks/legacy.js')).toBe(chunks['legacy.js']);
    expect(read('static/chunks/later.js')).toBe(chunks['later.js']);

    const expected = manifest.replace(sri(chunks['a.js']), sri(hinted));
    expect(expected).not.toBe(manifest);
    expect(read('server/app/home/page/subresource-integrity-manifest.json')).toBe(expected);
    expect(read('server/subresource-integrity-manifest.js')).toBe(
      `self.__SUBRESOURCE_INTEGRITY_MANIFEST=${JSON.stringify(expected)}`,
    );
    expect(read('server/route-cache/en-US.html')).toBe(page(sri(hinted)));
  });

  it('changes nothing when run again', () => {
    addCompileHints(distDir, prerendered());
    const files = [
      'static/chunks/a.js',
      'server/route-cache/en-US.html',
      'server/subresource-integrity-manifest.js',
    ];
    const before = files.map(read);
    expect(addCompileHints(distDir, prerendered())).toBe(0);
    expect(files.map(read)).toEqual(before);
  });
});
