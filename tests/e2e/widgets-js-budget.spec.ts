import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { serveFakeGoogleMaps } from './support/fakeGoogleMaps';

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
} as const;

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
