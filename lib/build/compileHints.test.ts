// @vitest-environment node
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addCompileHints, COMPILE_HINT, compileHintSalt } from './compileHints';

const sri = (body: string) => `sha256-${createHash('sha256').update(body).digest('base64')}`;
const chunks = { 'a.js': 'start()', 'legacy.js': 'polyfill()', 'later/map.js': 'map()' } as const;

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
  `<script type="application/ld+json">{}</script></html>`;
// Outside server/: the pages given are rewritten wherever they are.
const pages = () => [path.join(distDir, 'prerendered/en-US.html')];

beforeEach(() => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  for (const [name, body] of Object.entries(chunks)) write(`static/chunks/${name}`, body);
  write('static/chunks/a.css', 'body{}');
  write('static/build-id/_buildManifest.js', 'self.__BUILD_MANIFEST={}');
  write('server/app/home/page/subresource-integrity-manifest.json', manifest);
  write(
    'server/subresource-integrity-manifest.js',
    `self.__SUBRESOURCE_INTEGRITY_MANIFEST=${JSON.stringify(manifest)}`,
  );
  write('prerendered/en-US.html', page(sri(chunks['a.js'])));
});
afterEach(() => fs.rmSync(distDir, { recursive: true, force: true }));

describe('addCompileHints', () => {
  it('hints every script chunk, whoever loads it, and gives each its new integrity everywhere', () => {
    expect(addCompileHints(distDir, pages())).toBe(3);

    for (const [name, body] of Object.entries(chunks))
      expect(read(`static/chunks/${name}`)).toBe(COMPILE_HINT + body);
    // Not scripts, or not named from their content: left as built.
    expect(read('static/chunks/a.css')).toBe('body{}');
    expect(read('static/build-id/_buildManifest.js')).toBe('self.__BUILD_MANIFEST={}');

    let expected = manifest;
    for (const body of Object.values(chunks))
      expected = expected.replace(sri(body), sri(COMPILE_HINT + body));
    expect(expected).not.toContain(sri(chunks['a.js']));
    expect(read('server/app/home/page/subresource-integrity-manifest.json')).toBe(expected);
    expect(read('server/subresource-integrity-manifest.js')).toBe(
      `self.__SUBRESOURCE_INTEGRITY_MANIFEST=${JSON.stringify(expected)}`,
    );
    expect(read('prerendered/en-US.html')).toBe(page(sri(COMPILE_HINT + chunks['a.js'])));
  });

  it('changes nothing when run again', () => {
    addCompileHints(distDir, pages());
    const files = [
      'static/chunks/a.js',
      'prerendered/en-US.html',
      'server/subresource-integrity-manifest.js',
    ];
    const before = files.map(read);
    expect(addCompileHints(distDir, pages())).toBe(0);
    expect(files.map(read)).toEqual(before);
  });

  it('run again over a manifest written since, gives it the hashes of the hinted bytes', () => {
    addCompileHints(distDir, pages());
    const hinted = read('server/app/home/page/subresource-integrity-manifest.json');
    write('server/app/home/page/subresource-integrity-manifest.json', manifest);
    expect(addCompileHints(distDir, pages())).toBe(0);
    expect(read('server/app/home/page/subresource-integrity-manifest.json')).toBe(hinted);
  });
});

describe('compileHintSalt', () => {
  it('changes with the step’s source, not with its line ends', () => {
    const source = "export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\\n';\n";
    expect(compileHintSalt(source)).toBe(compileHintSalt(source.replace(/\n/g, '\r\n')));
    expect(compileHintSalt(source)).not.toBe(compileHintSalt(source.replace('all', 'some')));
    expect(compileHintSalt(Buffer.from(source))).toBe(compileHintSalt(source));
  });
});
