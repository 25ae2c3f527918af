import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { drawnMap, failGoogleMaps, mapsLoads, serveFakeGoogleMaps } from './support/fakeGoogleMaps';
import { LOCALES, settleReact } from './support/widgetPage';

const T0 = new Date('2026-06-01T12:00:00Z');

const legendFigures = {
  'en-US': ['1.6 km', '0.5 km', '3 m'],
  fr: ['1,6 km', '0,5 km', '3 m'],
} as const;

/**
 * Opens the home page and parks the map demo just below the fold, near enough for
 * it to ask for the Maps API (`ready` waits for that outcome) but not yet playing.
 * Then it pauses the clock and brings the demo on screen: its loop starts at 0 s.
 */
async function showMapDemo(page: Page, locale: string, ready: () => Promise<void> = async () => {}) {
  // No particles here: the paused clock would freeze them anyway.
  await page.route('**/assets/particles/wave.json', (route) => route.abort());
  await page.clock.install({ time: T0 });
  await page.goto(`/${locale}`);
  const demo = page.getByTestId('map-demo');
  await demo.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - window.innerHeight - 50));
  await ready();
  await expect(demo).toHaveAttribute('data-playing', 'false');
  await page.clock.pauseAt(new Date(T0.getTime() + 60_000));
  await demo.scrollIntoViewIfNeeded();
  await expect(demo).toHaveAttribute('data-playing', 'true');
  await settleReact(page);
  return demo;
}

async function expectPhase(page: Page, phase: string, zoom: number) {
  const demo = page.getByTestId('map-demo');
  await expect(demo).toHaveAttribute('data-phase', phase);
  await expect(demo).toHaveAttribute('data-zoom', String(zoom));
}

for (const locale of LOCALES) {
  test.describe(`map demo (${locale})`, () => {
    test('without the Maps API, the drawn fallback plays the 15 s loop', async ({ page }) => {
      const requests = await failGoogleMaps(page);
      // The loader tries four times before giving up.
      const demo = await showMapDemo(page, locale, () => expect.poll(() => requests.length).toBe(4));

      await expectPhase(page, 'circle-a', 13);
      await expect(demo).toHaveAttribute('data-renderer', 'svg');
      await expect(demo.locator('svg').first()).toBeVisible();

      await page.clock.runFor(4_900);
      await expectPhase(page, 'circle-a', 13);
      await page.clock.runFor(100);
      await expectPhase(page, 'circle-b', 14);
      await page.clock.runFor(5_000);
      await expectPhase(page, 'polygon', 17);
      await page.clock.runFor(5_000);
      await expectPhase(page, 'circle-a', 13);
      await expect(demo).toHaveAttribute('data-renderer', 'svg');
    });

    test('with the Maps API, circles of 1600 m and 800 m then a four-point polygon are drawn', async ({
      page,
    }) => {
      const requests = await serveFakeGoogleMaps(page);
      const demo = await showMapDemo(page, locale, () =>
        expect(page.getByTestId('map-demo')).toHaveAttribute('data-renderer', 'google'),
      );
      await expect(demo).toHaveAttribute('data-renderer', 'google');

      const script = requests[0];
      expect(script?.searchParams.get('region')).toBe('CA');
      expect(script?.searchParams.get('libraries')).toBe('places');
      expect(script?.searchParams.get('key')).toBe('e2e-maps-key');
      expect(script?.searchParams.get('language')).toBe(locale === 'fr' ? 'fr' : 'en');

      await expectPhase(page, 'circle-a', 13);
      await expect
        .poll(() => drawnMap(page))
        .toEqual({
          zoom: 13,
          circles: [{ radius: 1600, onMap: true }],
          polygons: [],
        });

      await page.clock.runFor(5_000);
      await expectPhase(page, 'circle-b', 14);
      await expect
        .poll(() => drawnMap(page))
        .toEqual({
          zoom: 14,
          circles: [
            { radius: 1600, onMap: false },
            { radius: 800, onMap: true },
          ],
          polygons: [],
        });

      await page.clock.runFor(5_000);
      await expectPhase(page, 'polygon', 17);
      await expect
        .poll(() => drawnMap(page))
        .toMatchObject({
          zoom: 17,
          circles: [
            { radius: 1600, onMap: false },
            { radius: 800, onMap: false },
          ],
          polygons: [{ points: 4, onMap: true }],
        });

      await page.clock.runFor(5_000);
      await expectPhase(page, 'circle-a', 13);
      const drawn = await drawnMap(page);
      expect(drawn.zoom).toBe(13);
      expect(drawn.circles.at(-1)).toEqual({ radius: 1600, onMap: true });
      expect(drawn.polygons[0]?.onMap).toBe(false);
    });

    test('the legend lists five entries with the accuracy figures and marks the current one', async ({
      page,
    }) => {
      await failGoogleMaps(page);
      await showMapDemo(page, locale);
      const legend = page
        .getByTestId('map-demo')
        .getByRole('list', { name: locale === 'fr' ? 'Légende de la carte' : 'Map legend' });
      const entries = legend.getByRole('listitem');
      await expect(entries).toHaveCount(5);
      for (const figure of legendFigures[locale]) await expect(legend).toContainText(figure);

      const current = legend.locator('[aria-current="true"]');
      await expect(current).toHaveCount(1);
      await expect(current).toContainText(legendFigures[locale][0]);
      await page.clock.runFor(5_000);
      await expect(current).toContainText(legendFigures[locale][1]);
      await page.clock.runFor(5_000);
      await expect(current.first()).toContainText(legendFigures[locale][2]);
    });

    test('the loop pauses off screen and when the visitor pauses it', async ({ page }) => {
      await failGoogleMaps(page);
      const demo = await showMapDemo(page, locale);
      await page.clock.runFor(3_000);

      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(demo).toHaveAttribute('data-playing', 'false');
      await page.clock.runFor(10_000);
      await expectPhase(page, 'circle-a', 13);

      await demo.scrollIntoViewIfNeeded();
      await expect(demo).toHaveAttribute('data-playing', 'true');
      await settleReact(page);
      await page.clock.runFor(2_000);
      await expectPhase(page, 'circle-b', 14);

      // A hidden tab pauses it too.
      const setHidden = (hidden: boolean) =>
        page.evaluate((value) => {
          Object.defineProperty(document, 'visibilityState', {
            value: value ? 'hidden' : 'visible',
            configurable: true,
          });
          document.dispatchEvent(new Event('visibilitychange'));
        }, hidden);
      await setHidden(true);
      await expect(demo).toHaveAttribute('data-playing', 'false');
      await page.clock.runFor(10_000);
      await expectPhase(page, 'circle-b', 14);
      await setHidden(false);
      await expect(demo).toHaveAttribute('data-playing', 'true');
      await settleReact(page);

      const toggle = demo.getByRole('button', {
        name: locale === 'fr' ? 'Mettre la démo en pause' : 'Pause the demo',
      });
      await toggle.click();
      await expect(demo).toHaveAttribute('data-playing', 'false');
      await page.clock.runFor(10_000);
      await expectPhase(page, 'circle-b', 14);
      await demo
        .getByRole('button', { name: locale === 'fr' ? 'Reprendre la démo' : 'Play the demo' })
        .click();
      await expect(demo).toHaveAttribute('data-playing', 'true');
    });

    test('under reduced motion the three states stand side by side and nothing loads', async ({ page }) => {
      const requests = await serveFakeGoogleMaps(page);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(`/${locale}`);
      const demo = page.getByTestId('map-demo');
      await demo.scrollIntoViewIfNeeded();
      const stills = demo.getByRole('list').first().getByRole('listitem');
      await expect(stills).toHaveCount(3);
      for (const still of await stills.all()) await expect(still).toBeVisible();
      await expect(demo).not.toHaveAttribute('data-phase');
      await expect(demo).toHaveAttribute('data-playing', 'false');
      await expect(demo.locator('[aria-current]')).toHaveCount(0);
      expect(requests).toHaveLength(0);
    });

    test('the comparison details start collapsed and toggle', async ({ page }) => {
      await failGoogleMaps(page);
      await page.goto(`/${locale}`);
      const name = locale === 'fr' ? 'Comment lire cette comparaison' : 'How to read this comparison';
      const toggle = page.getByRole('button', { name });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      const region = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
      await expect(region).toBeHidden();
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(region).toBeVisible();
      await expect(region).toContainText(locale === 'fr' ? '1,6 km' : '1.6 km');
      await toggle.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(region).toBeHidden();
    });
  });
}

// The map with a key runs under the home page's policy. The stand-in API loads
// what the real one loads (script, inline <style>, fonts, tiles, data: image, fetch,
// blob: worker); the suite's guard fails the test on any violation, and each load
// must have been served, not blocked.
test('the map with a key loads everything the Maps API needs without a policy violation', async ({
  page,
}) => {
  await serveFakeGoogleMaps(page, { likeTheRealApi: true });
  await page.route('**/assets/particles/wave.json', (route) => route.abort());
  await page.goto('/en-US');
  const demo = page.getByTestId('map-demo');
  await demo.scrollIntoViewIfNeeded();
  await expect(demo).toHaveAttribute('data-renderer', 'google');
  await expect
    .poll(() => mapsLoads(page))
    .toEqual({
      script: true,
      style: true,
      fonts: true,
      tile: true,
      sprite: true,
      dataImage: true,
      fetch: true,
      worker: true,
    });
});
