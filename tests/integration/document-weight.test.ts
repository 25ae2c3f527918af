// @vitest-environment node
import fs from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { routing } from '@/i18n/routing';
import { laterScripts } from '@/lib/build/scriptsAfterFirstFrame';
import { STATIC_PATH } from '@/lib/distDir';
import { notFoundPath, publicPages } from '@/lib/security/publicPages';
import { BARE_DIST_DIR } from '../support/bare-build';
import { newDataDir, startServer, testPort, type FormsServer } from './server';

/** The RSC flight data a page inlines for hydration, as one string. */
function flightData(html: string): string {
  let data = '';
  for (const [, push = '[]'] of html.matchAll(/<script>self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g)) {
    const [kind, text] = JSON.parse(push) as [number?, string?];
    if (kind === 1 && text) data += text;
  }
  return data;
}

/** The stylesheets in the flight data: its text rows (`id:T<length>,…`) that read as CSS. */
function stylesheets(data: string): string[] {
  return [...data.matchAll(/(?:^|\n)[0-9a-f]+:T([0-9a-f]+),/g)]
    .map((match) => {
      const [row, length = '0'] = match;
      return data.slice(match.index + row.length).slice(0, parseInt(length, 16));
    })
    .filter((text) => /^[.@:#*a-z[]/i.test(text) && /\{[^}]*:[^}]*\}/.test(text));
}

/** Every `messages` object handed to a client island in the flight data, as JSON text. */
function islandMessages(data: string): string[] {
  const found: string[] = [];
  const walk = (value: unknown): void => {
    if (!value || typeof value !== 'object') return;
    if (!Array.isArray(value) && 'messages' in value && typeof value.messages === 'object')
      found.push(JSON.stringify(value.messages));
    Object.values(value).forEach(walk);
  };
  for (const row of data.split(/\n(?=[0-9a-f]+:)/)) {
    const json = row.slice(row.indexOf(':') + 1);
    if (/^[[{]/.test(json)) walk(JSON.parse(json));
  }
  return found;
}

/**
 * Bytes of the page's inline CSS rules for CSS modules (classes `<6-character hash>_<name>`) of
 * which no element of its markup has a class: the stylesheets of other pages, or of components
 * the page only shows later.
 */
function cssOfAbsentModules(html: string): number {
  const markup = html.replace(/<(script|style)\b[\s\S]*?<\/\1>/g, '');
  // A hash that begins with a digit is written after an underscore.
  const moduleOf = (name: string) => /^(_?[\w-]{6})_[A-Za-z]/.exec(name)?.[1] ?? null;
  const present = new Set(
    [...markup.matchAll(/\bclass="([^"]*)"/g)].flatMap(([, names = '']) => names.split(/\s+/).map(moduleOf)),
  );
  const css = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(([, text]) => text).join('');
  let bytes = 0;
  for (const [rule, selector = ''] of css.matchAll(/([^{}]+)\{[^{}]*\}/g)) {
    const modules = [...selector.matchAll(/\.([\w-]+)/g)]
      .map(([, name = '']) => moduleOf(name))
      .filter(Boolean);
    if (modules.length && !modules.some((id) => present.has(id))) bytes += rule.length;
  }
  return bytes;
}

interface Sent {
  status?: number;
  encoding?: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A page's or a file's bytes as sent to a browser that accepts `encodings`, not decoded. */
function sent(url: string, encodings: string, method = 'GET'): Promise<Sent> {
  return new Promise((resolve, reject) => {
    request(url, { method, headers: { 'accept-encoding': encodings } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode,
          encoding: response.headers['content-encoding'],
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    })
      .on('error', reject)
      .end();
  });
}

/** The build's scripts a page loads (its tags and those its loader adds), by their paths. */
const pageScripts = (html: string) => [
  ...[...html.matchAll(/<script[^>]* src="(\/_next\/static\/[^"?]+\.js)"/g)].map(([, src]) => src!),
  ...laterScripts(html).map(({ src }) => src),
];

/** Where the build keeps the file `/_next/static/…` names. */
const builtFile = (src: string) =>
  path.resolve(__dirname, '../..', BARE_DIST_DIR, 'static', src.slice(STATIC_PATH.length));

// With inlineCss a page's stylesheets come inside its HTML, and again in the flight data for
// client navigations. A stylesheet imported by a boundary every page carries (global-error
// importing globals.css) was sent a third time, 5 KB more on every page.
let server: FormsServer;
beforeAll(async () => {
  server = await startServer({ port: testPort(12), dataDir: newDataDir() });
});
afterAll(() => server?.stop());

describe('the document a public page sends', () => {
  it('carries no stylesheet twice in its flight data', async () => {
    // A 404 page renders the layout's not-found boundary, whose styles Next sends with both.
    const notFound = routing.locales.map(notFoundPath);
    for (const page of [...publicPages().values()].filter((path) => !notFound.includes(path))) {
      const data = flightData(await (await fetch(`${server.url}${page}`)).text());
      const sheets = stylesheets(data);
      expect(sheets.length, page).toBeGreaterThan(1);
      for (const sheet of sheets) {
        const start = sheet.slice(0, 120);
        expect(data.split(start).length - 1, `${page}: ${start}`).toBe(1);
      }
    }
  });

  // Chunked loosely, every page inlined the stylesheets of the others (the draw plan, the careers,
  // the contact page's layout): 10 to 19 KB of rules for components it never shows.
  it('inlines the stylesheets of its own components, not those of the other pages', async () => {
    for (const page of publicPages().values()) {
      const html = await (await fetch(`${server.url}${page}`)).text();
      expect(html, page).toMatch(/<style\b/);
      expect(cssOfAbsentModules(html), page).toBeLessThan(4_000);
    }
  });

  // Brotli's window reaches back to the first copy of the stylesheets; gzip's 32 KB does not.
  it('is sent in brotli to a browser that takes it, in gzip to one that takes only gzip', async () => {
    for (const locale of routing.locales) {
      const url = `${server.url}/${locale}`;
      const brotli = await sent(url, 'gzip, deflate, br, zstd');
      const gzip = await sent(url, 'gzip');
      expect([brotli.encoding, gzip.encoding], locale).toEqual(['br', 'gzip']);
      // A shared cache keeps one copy per encoding (docs/deploy.md).
      expect(brotli.headers.vary, locale).toMatch(/\bAccept-Encoding\b/i);
      const [fromBrotli, fromGzip] = [brotliDecompressSync(brotli.body), gunzipSync(gzip.body)];
      for (const html of [fromBrotli, fromGzip])
        expect(html.toString(), locale).toMatch(/<h1 [^>]*>.+<\/h1>[\s\S]*<\/html>$/);
      expect(Math.abs(fromBrotli.length - fromGzip.length), locale).toBeLessThan(200);
      expect(brotli.body.length, locale).toBeLessThan(gzip.body.length * 0.75);
    }
  });

  // Chrome holds a page's first paint for a font the page preloads (app/fonts.ts).
  it('asks for no font ahead of its first paint', async () => {
    for (const page of publicPages().values()) {
      const response = await fetch(`${server.url}${page}`);
      const html = await response.text();
      expect(html, page).toMatch(/\.woff2/);
      expect(html.match(/<link[^>]*\bas="font"[^>]*>/g), page).toBeNull();
      expect(response.headers.get('link') ?? '', page).not.toMatch(/font/);
    }
  });

  // The home page has the contact button three times; each copy carried the same messages in full.
  it('carries the messages of an island repeated on the page once', async () => {
    for (const locale of routing.locales) {
      const messages = islandMessages(flightData(await (await fetch(`${server.url}/${locale}`)).text()));
      const contact = messages.filter((json) => json.includes('"ContactPopup":'));
      expect(contact, locale).toHaveLength(1);
      expect(new Set(messages).size, locale).toBe(messages.length);
    }
  });

  // Each form shows one or two of the option lists; the country list alone is ~0.4 KB a locale.
  it('hands each form only the option lists it shows', async () => {
    // The header's contact button (activity) is on every page, beside the page's own form.
    const shown: Record<string, string[]> = {
      '': ['activity'],
      '/contact': ['activity'],
      '/careers': ['activity', 'job'],
      '/signup': ['activity', 'businessCategory,country'],
    };
    const pages = publicPages();
    for (const locale of routing.locales) {
      for (const [internal, lists] of Object.entries(shown)) {
        const page = pages.get(`/${locale}${internal}`);
        expect(page, internal).toBeDefined();
        const messages = islandMessages(flightData(await (await fetch(`${server.url}${page}`)).text()));
        const options = messages.flatMap((json) => {
          const { FormOptions } = JSON.parse(json) as { FormOptions?: object };
          return FormOptions ? [Object.keys(FormOptions).sort().join()] : [];
        });
        expect([...new Set(options)].sort(), page).toEqual(lists);
      }
    }
  });
});

// Compressing them again on each request took the server's one thread ~100 ms per page view.
describe('the scripts a page loads', () => {
  it('are sent as the build compressed them, brotli or gzip by what the browser takes', async () => {
    const html = await (await fetch(`${server.url}/fr`)).text();
    const scripts = pageScripts(html);
    expect(scripts.length).toBeGreaterThan(3);
    for (const src of scripts) {
      const file = fs.readFileSync(builtFile(src));
      const brotli = await sent(`${server.url}${src}`, 'gzip, deflate, br, zstd');
      const gzip = await sent(`${server.url}${src}`, 'gzip');
      const plain = await sent(`${server.url}${src}`, 'identity');
      expect([brotli.encoding, gzip.encoding, plain.encoding], src).toEqual(['br', 'gzip', undefined]);
      // The very bytes the build wrote, and they decode to the script.
      expect(brotli.body.equals(fs.readFileSync(`${builtFile(src)}.br`)), src).toBe(true);
      expect(gzip.body.equals(fs.readFileSync(`${builtFile(src)}.gz`)), src).toBe(true);
      expect(brotliDecompressSync(brotli.body).equals(file), src).toBe(true);
      expect(gunzipSync(gzip.body).equals(file), src).toBe(true);
      expect(plain.body.equals(file), src).toBe(true);
      // The headers Next gave them: cached for good, typed, and under the policy of a resource.
      expect(brotli.headers, src).toMatchObject({
        vary: expect.stringMatching(/\bAccept-Encoding\b/i),
        'cache-control': expect.stringMatching(/max-age=31536000.*immutable/),
        'content-type': 'text/javascript; charset=utf-8',
        'content-length': String(brotli.body.length),
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
        'strict-transport-security': expect.stringContaining('max-age='),
      });
    }
  });

  it('leaves a font as built, and answers 404 for a file the build lacks', async () => {
    const html = await (await fetch(`${server.url}/en-US`)).text();
    const font = html.match(/(\/_next\/static\/media\/[^")]+\.woff2)/)?.[1];
    expect(font).toBeDefined();
    const sentFont = await sent(`${server.url}${font}`, 'gzip, deflate, br');
    expect(sentFont.encoding).toBeUndefined();
    expect(sentFont.headers['content-type']).toBe('font/woff2');
    expect(sentFont.body.equals(fs.readFileSync(builtFile(font!)))).toBe(true);
    const missing = await sent(`${server.url}${STATIC_PATH}chunks/no-such-chunk.js`, 'br');
    expect(missing.status).toBe(404);
  });

  // Next answered the other methods with a 500.
  it('are answered to GET and HEAD alone', async () => {
    const html = await (await fetch(`${server.url}/en-US`)).text();
    const src = pageScripts(html)[0];
    expect(src).toBeDefined();
    const url = `${server.url}${src}`;
    const [got, head] = [await sent(url, 'br'), await sent(url, 'br', 'HEAD')];
    expect([got.status, head.status]).toEqual([200, 200]);
    expect(head.headers['content-length']).toBe(String(got.body.length));
    expect(head.headers.etag).toBe(got.headers.etag);
    expect(head.body.length).toBe(0);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      const refused = await sent(url, 'br', method);
      expect(refused.status, method).toBe(405);
      expect(refused.headers.allow, method).toBe('GET, HEAD');
      expect(refused.headers['content-security-policy'], method).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(refused.body.toString(), method).toBe('Method Not Allowed\n');
    }
    expect(server.output()).not.toMatch(/\n\s+at /);
  });
});
