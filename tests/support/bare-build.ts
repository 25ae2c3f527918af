import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The "bare" production build: no NEXT_PUBLIC_ service variable, so the forms post to
 * the site's own origin. Built into its own folder beside the main `.next` build.
 */
export const BARE_DIST_DIR = '.next-bare';

const root = path.resolve(__dirname, '../..');

/** Every service variable empty (empty is unset for lib/config.ts), whatever the shell holds. */
export const bareBuildEnv: Record<string, string> = {
  NEXT_DIST_DIR: BARE_DIST_DIR,
  NEXT_PUBLIC_SITE_URL: '',
  NEXT_PUBLIC_FORMS_HOST: '',
  NEXT_PUBLIC_API_HOST: '',
  NEXT_PUBLIC_APP_URL: '',
  NEXT_PUBLIC_OPTIN_URL: '',
  NEXT_PUBLIC_OPTIN_SOURCE: '',
  NEXT_PUBLIC_OPTIN_REDIRECT_URL: '',
  NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: '',
  NEXT_PUBLIC_SENTRY_DSN: '',
  NEXT_PUBLIC_GA_ID: '',
  NEXT_PUBLIC_GOOGLE_ADS_ID: '',
  NEXT_PUBLIC_GOOGLE_ADS_LABEL: '',
  NEXT_PUBLIC_META_PIXEL_ID: '',
};

// Tests, documents and tool settings do not change the build; this file's own settings do.
const notBuilt = (file: string) =>
  (file.startsWith('tests/') && file !== 'tests/support/bare-build.ts') ||
  /^(docs|scripts|\.ci)\//.test(file) ||
  /^(\.env\.example|\.prettier.*|eslint\.config\.mjs|playwright\.config\.ts|vitest\..*)$/.test(file) ||
  /\.(md|test\.tsx?)$/.test(file);

/** Newest modification time of the project's own files (tracked or new, not ignored). */
function newestSourceTime(): number {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file && !notBuilt(file));
  let newest = 0;
  for (const file of files) {
    try {
      newest = Math.max(newest, fs.statSync(path.join(root, file)).mtimeMs);
    } catch {
      // Deleted but not yet staged: nothing to compare.
    }
  }
  return newest;
}

/** Builds the bare site unless a build newer than every source file is already there. */
export function ensureBareBuild(log: (line: string) => void = console.log): void {
  const buildId = path.join(root, BARE_DIST_DIR, 'BUILD_ID');
  const cspManifest = path.join(root, BARE_DIST_DIR, 'csp-manifest.json');
  if (
    fs.existsSync(buildId) &&
    fs.existsSync(cspManifest) &&
    fs.statSync(buildId).mtimeMs > newestSourceTime()
  ) {
    log(`${BARE_DIST_DIR} is up to date`);
    return;
  }
  log(`Building ${BARE_DIST_DIR} (no forms host configured)…`);
  execFileSync(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: root,
    env: { ...process.env, ...bareBuildEnv },
    stdio: 'inherit',
  });
}
