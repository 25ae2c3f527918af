// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { COMPILE_HINT, compileHintSalt } from '@/lib/build/compileHints';
import { laterScripts } from '@/lib/build/scriptsAfterFirstFrame';
import { publicPages } from '@/lib/security/publicPages';
import {
  attributes,
  externalScriptHashes,
  externalScripts,
  inlineScriptHashes,
} from '@/lib/security/scriptHashes';
import { BARE_DIST_DIR } from '../support/bare-build';
import { newDataDir, startServer, testPort, type FormsServer } from './server';

// The bare build is a plain `next build` (tests/support/bare-build.ts): no step after it.
const root = path.resolve(__dirname, '../..');
const brokenBuild = '.next-broken-csp';

const sri = (body: Buffer) => `sha256-${createHash('sha256').update(body).digest('base64')}`;

const scriptSrc = (policy: string) =>
  policy
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([name]) => name === 'script-src')
    ?.slice(1) ?? [];

/** A copy of the bare build (hard links: cheap) whose manifest `change` rewrites or removes. */
function brokenCopy(change: (manifest: Record<string, string[]>) => Record<string, string[]> | null) {
  const dir = path.join(root, brokenBuild);
  fs.rmSync(dir, { recursive: true, force: true });
  execFileSync('cp', ['-al', path.join(root, BARE_DIST_DIR), dir]);
  const file = path.join(dir, 'csp-manifest.json');
  const changed = change(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string[]>);
  fs.rmSync(file); // unlinked first: writing through the link would change the bare build's own
  if (changed) fs.writeFileSync(file, JSON.stringify(changed));
}

afterAll(() => {
  fs.rmSync(path.join(root, brokenBuild), { recursive: true, force: true });
});

describe('a plain next build, served by npm start', () => {
  let server: FormsServer;
  beforeAll(async () => {
    server = await startServer({ port: testPort(8), dataDir: newDataDir() });
  });
  afterAll(() => server?.stop());

  it('gives every page, by the path visitors request, a policy allowing exactly its scripts', async () => {
    const paths = [...publicPages().values(), '/fr/no-such-page', '/en-US/nope/deeper'];
    expect(paths).toContain('/fr/carrieres');
    for (const page of paths) {
      const response = await fetch(`${server.url}${page}`);
      expect(response.status, page).toBe(/404|no-such|nope/.test(page) ? 404 : 200);
      const html = await response.text();
      // Under 'strict-dynamic' an external script runs only through its integrity hash.
      for (const tag of html.match(/<script\b[^>]*\bsrc=[^>]*>/g) ?? [])
        expect(tag, page).toMatch(/\bintegrity="sha256-/);
      const hashes = [...inlineScriptHashes(html), ...externalScriptHashes(html)];
      expect(hashes.length, page).toBeGreaterThan(1);
      const allowed = scriptSrc(response.headers.get('content-security-policy') ?? '');
      expect(allowed.filter((s) => s.startsWith("'sha")).sort(), page).toEqual(hashes.sort());
    }
  });

  it('sends each script the bytes its integrity names, compressed or not, compiled whole', async () => {
    const checked = new Set<string>();
    for (const page of publicPages().values()) {
      const html = await (await fetch(`${server.url}${page}`)).text();
      // The scripts it runs, and those it has the browser fetch ahead (checked alike).
      const preloads = [...html.matchAll(/<link\b([^>]*)>/gi)]
        .map((m) => attributes(m[1] ?? ''))
        .filter((a) => a.get('as') === 'script' && a.has('integrity'))
        .map((a) => ({ src: a.get('href') ?? '', integrity: a.get('integrity') ?? '' }));
      for (const { src, integrity } of [...externalScripts(html), ...laterScripts(html), ...preloads]) {
        if (checked.has(src)) continue;
        checked.add(src);
        // The browser checks the decoded body: the precompressed copies must match the file.
        for (const encoding of ['br', 'gzip', 'identity']) {
          const response = await fetch(`${server.url}${src}`, { headers: { 'accept-encoding': encoding } });
          const body = Buffer.from(await response.arrayBuffer());
          expect(sri(body), `${src} ${encoding}`).toBe(integrity);
          // V8 compiles it on a background thread as it downloads, not function by function.
          expect(body.subarray(0, COMPILE_HINT.length).toString(), src).toBe(COMPILE_HINT);
        }
      }
    }
    expect(checked.size).toBeGreaterThan(10);
  });

  it('names its chunks apart from builds without the hint, and keeps no hash of their bytes before it', () => {
    const dist = path.join(root, BARE_DIST_DIR);
    // The bundler names each chunk from its content before the hint is added; the salt it was
    // given (the hint step's source) makes those names new, so no URL cached from a build without
    // these hints meets these bytes. That Turbopack honours it was measured once (no chunk name
    // in common with the same build unsalted): a second build here would cost minutes.
    const { config } = JSON.parse(fs.readFileSync(path.join(dist, 'required-server-files.json'), 'utf8')) as {
      config: { outputHashSalt?: string };
    };
    const step = fs.readFileSync(path.join(root, 'lib/build/compileHints.ts'));
    expect(config.outputHashSalt).toBe(compileHintSalt(step));

    const chunks = path.join(dist, 'static', 'chunks');
    const before = new Map<string, string>();
    for (const name of fs.readdirSync(chunks, { recursive: true, encoding: 'utf8' })) {
      if (!name.endsWith('.js')) continue;
      const body = fs.readFileSync(path.join(chunks, name));
      expect(body.subarray(0, COMPILE_HINT.length).toString(), name).toBe(COMPILE_HINT);
      before.set(sri(body.subarray(COMPILE_HINT.length)), name);
    }
    expect(before.size).toBeGreaterThan(20);
    // A page rendered on request (the team's) takes its integrity from the server's files.
    const server = path.join(dist, 'server');
    const stale: string[] = [];
    for (const name of fs.readdirSync(server, { recursive: true, encoding: 'utf8' })) {
      if (!/\.(?:js|json|html|rsc|meta|body)$/.test(name)) continue;
      const text = fs.readFileSync(path.join(server, name), 'utf8');
      for (const [hash, chunk] of before) if (text.includes(hash)) stale.push(`${name} names ${chunk}`);
      // Each SRI manifest entry is the hash of the file as built, now hinted.
      if (path.basename(name) !== 'subresource-integrity-manifest.json') continue;
      for (const [file, hash] of Object.entries(JSON.parse(text) as Record<string, string>))
        if (sri(fs.readFileSync(path.join(dist, file))) !== hash) stale.push(`${name}: ${file}`);
    }
    expect(stale).toEqual([]);
  });
});

describe('the production server refuses to start', () => {
  it('without the build’s script hashes', async () => {
    brokenCopy(() => null);
    await expect(
      startServer({ port: testPort(9), dataDir: newDataDir(), env: { NEXT_DIST_DIR: brokenBuild } }),
    ).rejects.toThrow(/exited[\s\S]*csp-manifest\.json is missing/);
  });

  it('when a page has no hashes', async () => {
    brokenCopy((manifest) => {
      delete manifest['/fr/carrieres'];
      return manifest;
    });
    await expect(
      startServer({ port: testPort(9), dataDir: newDataDir(), env: { NEXT_DIST_DIR: brokenBuild } }),
    ).rejects.toThrow(/exited[\s\S]*no script hashes for \/fr\/carrieres/);
  });

  it('with no build at all', async () => {
    await expect(
      startServer({ port: testPort(9), dataDir: newDataDir(), env: { NEXT_DIST_DIR: '.next-never-built' } }),
    ).rejects.toThrow(/exited[\s\S]*csp-manifest\.json is missing/);
  });
});
