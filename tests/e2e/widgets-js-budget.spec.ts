import { expect, test, type Page } from '@playwright/test';
import { serveFakeGoogleMaps } from './support/fakeGoogleMaps';

type Script = { url: string; startTime: number; bytes: number };

/** Same-origin scripts the page fetched, with their compressed (transferred body) size. */
function scripts(page: Page): Promise<Script[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e): e is PerformanceResourceTiming => e instanceof PerformanceResourceTiming)
      .filter((e) => e.initiatorType === 'script' || new URL(e.name).pathname.endsWith('.js'))
      .map((e) => ({ url: e.name, startTime: e.startTime, bytes: e.encodedBodySize })),
  );
}

// Text that only the heavy third parties' code contains.
const SIGNATURES = {
  tsParticles: 'tsParticles',
  'typed.js': 'typed-cursor',
  '@react-google-maps/api': '__ib__',
} as const;

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

test('home page: Maps, tsParticles and typed.js stay out of the JS loaded before the load event', async ({
  page,
}, testInfo) => {
  await serveFakeGoogleMaps(page);
  await page.goto('/en-US');
  await page.waitForLoadState('networkidle');
  const loadEventStart = await page.evaluate(
    () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
  );
  const beforeInteraction = await page.evaluate(() => performance.now());
  const demo = page.getByTestId('map-demo');
  await demo.scrollIntoViewIfNeeded();
  await expect(demo).toHaveAttribute('data-renderer', 'google');
  await page.waitForLoadState('networkidle');

  // Our own chunks only: the Maps JS API itself is served by the fake here.
  const all = (await scripts(page)).filter((s) => new URL(s.url).origin === new URL(page.url()).origin);
  const libraries = new Map<string, string[]>();
  for (const script of all) {
    const body = await (await page.request.get(script.url)).text();
    libraries.set(
      script.url,
      Object.entries(SIGNATURES)
        .filter(([, signature]) => body.includes(signature))
        .map(([name]) => name),
    );
  }

  const beforeLoad = all.filter((s) => s.startTime < loadEventStart);
  const idle = all.filter((s) => s.startTime >= loadEventStart && s.startTime < beforeInteraction);
  const afterInteraction = all.filter((s) => s.startTime >= beforeInteraction);
  const sum = (list: Script[]) => kib(list.reduce((total, s) => total + s.bytes, 0));
  const describe = (list: Script[]) =>
    list.map(
      (s) => `${new URL(s.url).pathname} ${kib(s.bytes)} KiB ${libraries.get(s.url)?.join(',') ?? ''}`,
    );
  const report = {
    beforeLoadKiB: sum(beforeLoad),
    afterLoadBeforeInteractionKiB: sum(idle),
    afterScrollingToMapKiB: sum(afterInteraction),
    beforeLoad: describe(beforeLoad),
    afterLoadBeforeInteraction: describe(idle),
    afterScrollingToMap: describe(afterInteraction),
  };
  await testInfo.attach('js-budget.json', {
    body: JSON.stringify(report, null, 2),
    contentType: 'application/json',
  });
  console.log(JSON.stringify(report, null, 2));

  expect(beforeLoad.flatMap((s) => libraries.get(s.url) ?? [])).toEqual([]);
  const later = [...idle, ...afterInteraction].flatMap((s) => libraries.get(s.url) ?? []);
  expect(new Set(later)).toEqual(new Set(Object.keys(SIGNATURES)));
});

test('GeoAcademy: pressing play adds no script of ours and none from the video host', async ({
  page,
}, testInfo) => {
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
  );
  await page.goto('/en-US/geoacademy');
  await page.waitForLoadState('networkidle');
  const beforePlay = await scripts(page);
  await page.getByRole('button', { name: /^Play the video: / }).click();
  await expect(page.getByTestId('video-slider').locator('iframe')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const afterPlay = (await scripts(page)).slice(beforePlay.length);
  const sum = (list: Script[]) => kib(list.reduce((total, s) => total + s.bytes, 0));
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
