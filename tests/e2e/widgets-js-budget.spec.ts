import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { failGoogleMaps, serveFakeGoogleMaps } from './support/fakeGoogleMaps';
import { routes } from './site';

type Script = { url: string; startTime: number; bytes: number };

/** Same-origin scripts the page fetched, with their compressed (transferred body) size. */
async function scripts(page: Page): Promise<Script[]> {
  const all = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e): e is PerformanceResourceTiming => e instanceof PerformanceResourceTiming)
      .filter((e) => e.initiatorType === 'script' || new URL(e.name).pathname.endsWith('.js'))
      .map((e) => ({ url: e.name, startTime: e.startTime, bytes: e.encodedBodySize })),
  );
  // Our own chunks only: the Maps JS API itself is served by the fake here.
  return all.filter((s) => new URL(s.url).origin === new URL(page.url()).origin);
}

// Text that only the heavy third parties' code contains.
const SIGNATURES = {
  tsParticles: 'tsParticles',
  'typed.js': 'typed-cursor',
  '@react-google-maps/api': '__ib__',
  turf: 'LinearRing of a Polygon',
  sandbox: 'fence-sandbox',
} as const;

/** The heavy libraries (SIGNATURES) each of these scripts holds. */
async function librariesIn(page: Page, list: Script[]): Promise<string[]> {
  const found: string[] = [];
  for (const script of list) {
    const body = await (await page.request.get(script.url)).text();
    for (const [name, signature] of Object.entries(SIGNATURES))
      if (body.includes(signature)) found.push(name);
  }
  return found;
}

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const sum = (list: Script[]) => kib(list.reduce((total, s) => total + s.bytes, 0));
const now = (page: Page) => page.evaluate(() => performance.now());

test('home page: JS before the load event, before any interaction, and after it', async ({
  page,
}, testInfo) => {
  await serveFakeGoogleMaps(page);
  await page.goto('/en-US');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1_500); // idle callbacks that need no interaction
  const loadEventStart = await page.evaluate(
    () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
  );
  const firstInteraction = await now(page);
  await page.mouse.move(300, 300);
  await expect(page.getByTestId('wave-particles').locator('canvas')).toBeVisible();
  const scrolledToMap = await now(page);
  const demo = page.getByTestId('map-demo');
  await demo.scrollIntoViewIfNeeded();
  await expect(demo).toHaveAttribute('data-renderer', 'google');
  await page.waitForLoadState('networkidle');

  const all = await scripts(page);
  const libraries = new Map<string, string[]>();
  for (const script of all) {
    const body = await (await page.request.get(script.url)).text();
    const found = Object.entries(SIGNATURES).filter(([, signature]) => body.includes(signature));
    libraries.set(
      script.url,
      found.map(([name]) => name),
    );
  }
  const between = (from: number, to: number) => all.filter((s) => s.startTime >= from && s.startTime < to);
  const phases = {
    beforeLoad: between(0, loadEventStart),
    afterLoadNoInteraction: between(loadEventStart, firstInteraction),
    afterFirstInteraction: between(firstInteraction, scrolledToMap),
    afterScrollingToMap: between(scrolledToMap, Infinity),
  };
  const report = Object.fromEntries(
    Object.entries(phases).map(([phase, list]) => [
      phase,
      {
        kib: sum(list),
        chunks: list.map(
          (s) => `${new URL(s.url).pathname} ${kib(s.bytes)} KiB ${libraries.get(s.url)?.join(',') ?? ''}`,
        ),
      },
    ]),
  );
  await testInfo.attach('js-budget.json', {
    body: JSON.stringify(report, null, 2),
    contentType: 'application/json',
  });
  console.log(JSON.stringify(report, null, 2));

  const libs = (list: Script[]) => list.flatMap((s) => libraries.get(s.url) ?? []);
  expect(libs(phases.beforeLoad)).toEqual([]);
  // typed.js (3 KB) may come once idle; tsParticles waits for the visitor, Maps for the map.
  expect(libs(phases.afterLoadNoInteraction)).toEqual(['typed.js']);
  expect(libs(phases.afterFirstInteraction)).toContain('tsParticles');
  expect(libs(phases.afterScrollingToMap)).toEqual(['@react-google-maps/api']);
});

test('GeoAcademy: pressing play adds no script of ours and none from the video host', async ({
  page,
}, testInfo) => {
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
  );
  await page.goto('/en-US/geoacademy');
  await page.waitForTimeout(1_500);
  const beforePlay = await scripts(page);
  await page.getByRole('button', { name: /^Play the video: / }).click();
  await expect(page.getByTestId('video-slider').locator('iframe')).toBeVisible();
  await page.waitForTimeout(1_500);
  const afterPlay = (await scripts(page)).slice(beforePlay.length);
  const report = {
    beforePlayKiB: sum(beforePlay),
    afterPlayKiB: sum(afterPlay),
    afterPlay: afterPlay.map((s) => s.url),
  };
  await testInfo.attach('geoacademy-js.json', {
    body: JSON.stringify(report, null, 2),
    contentType: 'application/json',
  });
  console.log(JSON.stringify(report, null, 2));
  expect(afterPlay).toEqual([]);
});

test('draw your zone: no other page sends its code, and Turf waits for the first stroke', async ({
  page,
}, testInfo) => {
  await page.route('**/assets/particles/wave.json', (route) => route.abort());
  for (const { page: name, paths } of routes.filter((r) => r.page !== 'draw')) {
    await page.goto(paths['en-US']);
    // Scrolled through, so every link to the sandbox has been on screen (and could prefetch it).
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const found = await librariesIn(page, await scripts(page));
    expect(found, name).not.toContain('sandbox');
    expect(found, name).not.toContain('turf');
  }

  const mapsRequests = await failGoogleMaps(page);
  await page.goto('/en-US/draw');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1_500);
  const beforeDrawing = await scripts(page);
  expect(mapsRequests, 'the Maps script before the visitor reaches the tool').toHaveLength(0);
  expect(await librariesIn(page, beforeDrawing)).toContain('sandbox');
  expect(await librariesIn(page, beforeDrawing)).not.toContain('turf');
  expect(await librariesIn(page, beforeDrawing)).not.toContain('@react-google-maps/api');
  const sandbox = page.getByTestId('fence-sandbox');
  await expect(sandbox).toHaveAttribute('data-ready', 'true');
  await sandbox.click();
  await expect(sandbox).toHaveAttribute('data-vertices', '1');
  // The map's chunk has run once the refused Maps script is reported (the page's networkidle
  // was reached at load, so waiting for it again would not wait).
  await expect(sandbox).toHaveAttribute('data-map', 'failed');
  const afterDrawing = (await scripts(page)).slice(beforeDrawing.length);
  const report = { beforeDrawingKiB: sum(beforeDrawing), geometryKiB: sum(afterDrawing) };
  await testInfo.attach('draw-js.json', {
    body: JSON.stringify(report, null, 2),
    contentType: 'application/json',
  });
  console.log(JSON.stringify(report, null, 2));
  // The build has a Maps key: the map's loader comes with the geometry (Google's script is refused here).
  expect([...new Set(await librariesIn(page, afterDrawing))].sort()).toEqual([
    '@react-google-maps/api',
    'turf',
  ]);
});
