// `npm run validate:html`: every page of both locales and the 404s, as the production
// server (`npm start`) serves them, through the Nu HTML Checker (the vnu-jar package;
// needs Java 17+). Prints each error and exits 1 on any. Checks the production build
// with no service configured (.next-bare, which the integration tests build too),
// rebuilt only when a source file is newer. Port: --port N or VALIDATE_HTML_PORT, default 3190.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { routing } from '../i18n/routing';
import { newTempDir, removeTempDirs, startServer } from '../tests/integration/server';
import { ensureBareBuild } from '../tests/support/bare-build';

const vnuJar = path.join(path.dirname(require.resolve('vnu-jar/package.json')), 'build/dist/vnu.jar');

type Page = { path: string; status: number };
type VnuMessage = {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
};

const args = process.argv.slice(2);
const portArg = args.includes('--port') ? args[args.indexOf('--port') + 1] : undefined;
const port = Number(portArg ?? process.env.VALIDATE_HTML_PORT ?? 3190);

/** Every page of every locale (from the routing table, so a new page is checked too), and the 404s. */
function pagesToCheck(): Page[] {
  const pages: Page[] = [];
  for (const locale of routing.locales) {
    for (const localized of Object.values(routing.pathnames)) {
      const pathname = typeof localized === 'string' ? localized : localized[locale];
      pages.push({ path: `/${locale}${pathname === '/' ? '' : pathname}`, status: 200 });
    }
    pages.push({ path: `/${locale}/no-such-page`, status: 404 });
  }
  // Outside any locale: the bilingual global 404.
  pages.push({ path: '/no-such-file.txt', status: 404 });
  return pages;
}

/** Fails early rather than checking the pages of whatever else listens there. */
async function assertPortFree(): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', () => reject(new Error(`port ${port} is in use: pass --port N`)));
    probe.listen(port, () => probe.close(() => resolve()));
  });
}

function assertJava(): void {
  if (spawnSync('java', ['-version']).status !== 0) {
    throw new Error('the Nu HTML Checker needs Java 17+ (`java` on the PATH), e.g. default-jre-headless');
  }
}

/** Runs vnu on the saved pages; its JSON report lists every message of every file. */
function runVnu(files: string[]): VnuMessage[] {
  let output: string;
  try {
    output = execFileSync(
      'java',
      ['-jar', vnuJar, '--format', 'json', '--stdout', '--exit-zero-always', ...files],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
  } catch (error) {
    throw new Error(`vnu failed to run: ${(error as Error).message}`);
  }
  return (JSON.parse(output) as { messages: VnuMessage[] }).messages;
}

async function main(): Promise<number> {
  assertJava();
  await assertPortFree();
  ensureBareBuild();
  const dataDir = newTempDir('validate-html-');
  const server = await startServer({ port, dataDir });
  const pages = pagesToCheck();
  const fileOf = new Map<string, string>();
  const problems: string[] = [];
  try {
    for (const page of pages) {
      const response = await fetch(`${server.url}${page.path}`, { redirect: 'manual' });
      if (response.status !== page.status) {
        problems.push(`${page.path}: HTTP ${response.status}, expected ${page.status}`);
        continue;
      }
      const file = path.join(dataDir, `${page.path.replace(/[^\w-]+/g, '_')}.html`);
      fs.writeFileSync(file, await response.text());
      fileOf.set(path.resolve(file), page.path);
    }
  } finally {
    await server.stop();
  }

  const messages = runVnu([...fileOf.keys()]);
  const byPage = (url: string) => fileOf.get(path.resolve(new URL(url).pathname)) ?? url;
  for (const m of messages) {
    if (m.type === 'info') continue;
    const where = `${byPage(m.url)}${m.lastLine ? `:${m.lastLine}` : ''}`;
    const extract = m.extract ? `\n    ${m.extract.replace(/\s+/g, ' ').trim()}` : '';
    problems.push(`${where}: ${m.message}${extract}`);
  }
  removeTempDirs();

  const warnings = messages.filter((m) => m.type === 'info' && m.subType === 'warning');
  for (const w of warnings) console.log(`warning ${byPage(w.url)}: ${w.message}`);
  for (const problem of problems) console.error(`error ${problem}`);
  console.log(
    `validate:html: ${fileOf.size} pages checked, ${problems.length} errors, ${warnings.length} warnings`,
  );
  return problems.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(`validate:html: ${error.message}`);
    removeTempDirs();
    process.exit(1);
  },
);
