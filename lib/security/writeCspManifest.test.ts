// @vitest-environment node
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { publicPages } from './publicPages';
import { inlineScripts, scriptHash } from './scriptHashes';
import { laterScripts } from '../build/scriptsAfterFirstFrame';
import { writeCspManifest } from './writeCspManifest';

const chunk = 'console.log("chunk")';
const html =
  '<html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body><script>go()</script></body></html>';

let distDir: string;
beforeEach(() => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'csp-manifest-'));
  fs.mkdirSync(path.join(distDir, 'static/chunks'), { recursive: true });
  fs.writeFileSync(path.join(distDir, 'static/chunks/a.js'), chunk);
});
afterEach(() => fs.rmSync(distDir, { recursive: true, force: true }));

/** One HTML file per prerendered page, as Next names them (internal paths). */
const prerender = (skip?: string) =>
  [...publicPages().keys()]
    .filter((pathname) => pathname !== skip)
    .map((pathname, i) => {
      const file = path.join(distDir, `page-${i}.html`);
      fs.writeFileSync(file, html);
      return { pathname, file };
    });

describe('writeCspManifest', () => {
  it('keys each page by the path visitors request and completes the HTML it hashes', () => {
    const pages = prerender();
    const manifest = writeCspManifest(distDir, [...pages, { pathname: '/en-US.rsc', file: 'unused' }]);
    const integrity = `sha256-${createHash('sha256').update(chunk).digest('base64')}`;
    expect(Object.keys(manifest)).toContain('/fr/carrieres');
    expect(Object.keys(manifest)).not.toContain('/fr/careers');
    // The script, completed with its integrity, is added by the page's loader: both inline, both hashed.
    const written = fs.readFileSync(pages[0]!.file, 'utf8');
    expect(laterScripts(written)).toEqual([{ src: '/_next/static/chunks/a.js', integrity }]);
    expect(manifest['/fr/carrieres']).toEqual(inlineScripts(written).map(scriptHash));
    expect(manifest['/fr/carrieres']).toHaveLength(2);
    expect(manifest['/fr/carrieres']![0]).toBe(scriptHash('go()'));
    expect(JSON.parse(fs.readFileSync(path.join(distDir, 'csp-manifest.json'), 'utf8'))).toEqual(manifest);
  });

  it('fails when a page of the site was not prerendered, naming it', () => {
    expect(() => writeCspManifest(distDir, prerender('/fr/careers'))).toThrow(/\/fr\/carrieres/);
    expect(fs.existsSync(path.join(distDir, 'csp-manifest.json'))).toBe(false);
  });
});
