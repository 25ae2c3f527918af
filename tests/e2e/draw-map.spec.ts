import turfArea from '@turf/area';
import { polygon } from '@turf/helpers';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './support/axe';
import { clickPlan, drawOnPlan, expectZone } from './support/drawPlan';
import { serveFakeGoogleMaps } from './support/fakeGoogleMaps';
import { locales, routes } from './site';

const draw = routes.find((r) => r.page === 'draw')!.paths;

type LatLng = { lat: number; lng: number };
type FakeCircle = { map: unknown; center: LatLng; options: { draggable?: boolean } };
type Fake = {
  maps: { zoom: number; center: { lat: number; lng: number } | { lat: () => number; lng: () => number } }[];
  circles: FakeCircle[];
  polygons: { map: unknown; paths: LatLng[] }[];
  searches: { textQuery: string; region: string; language: string; locationRestriction: object }[];
  clickMap: (lat: number, lng: number) => void;
  clickVertex: (index: number) => void;
  dragVertex: (index: number, lat: number, lng: number) => void;
};
type FakeWindow = { __fakeMaps: Fake };

/** The centre the map shows now (set as a literal, or a LatLng by panTo). */
const mapCentre = (page: Page) =>
  page.evaluate(() => {
    const f = (window as unknown as FakeWindow).__fakeMaps;
    const c = f.maps[f.maps.length - 1]!.center;
    return typeof c.lat === 'function'
      ? { lat: c.lat(), lng: (c.lng as () => number)() }
      : { lat: c.lat, lng: c.lng as number };
  });

/** The zone's corners on the map (the draggable circles shown), in order. */
const vertices = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as FakeWindow).__fakeMaps.circles
      .filter((c) => c.map && c.options.draggable)
      .map((c) => c.center),
  );

/** A click on the map's canvas at `at`. */
const clickMap = (page: Page, at: LatLng) =>
  page.evaluate(({ lat, lng }) => (window as unknown as FakeWindow).__fakeMaps.clickMap(lat, lng), at);

/** Turf's area of the outline through these places, in m². */
const areaOf = (corners: LatLng[]) =>
  turfArea(polygon([[...corners, corners[0]!].map(({ lat, lng }) => [lng, lat])]));

/** A rectangle of about 110 m × 80 m around `c`. */
const rectangleAround = (c: LatLng): LatLng[] => [
  { lat: c.lat + 0.00036, lng: c.lng - 0.0007 },
  { lat: c.lat + 0.00036, lng: c.lng + 0.0007 },
  { lat: c.lat - 0.00036, lng: c.lng + 0.0007 },
  { lat: c.lat - 0.00036, lng: c.lng - 0.0007 },
];

/** Opens the sandbox with the Maps stand-in and reaches for it, so the map takes over. */
async function openMap(page: Page, locale: 'en-US' | 'fr') {
  const requested = await serveFakeGoogleMaps(page);
  await page.goto(draw[locale]);
  const sandbox = page.getByTestId('fence-sandbox');
  await expect(sandbox).toHaveAttribute('data-ready', 'true');
  await sandbox.hover();
  await expect(sandbox).toHaveAttribute('data-map', 'google');
  return { sandbox, requested };
}

for (const { locale, messages: m } of locales) {
  const t = m.DrawSandbox;
  const language = locale === 'fr' ? 'fr' : 'en';

  test.describe(`draw your zone on the Google map (${locale})`, () => {
    test('the map loads only when the visitor reaches the tool, and what was drawn on the plan stays', async ({
      page,
    }) => {
      let release = () => {};
      const requested = await serveFakeGoogleMaps(page, { until: new Promise<void>((r) => (release = r)) });
      await page.goto(draw[locale]);
      const sandbox = page.getByTestId('fence-sandbox');
      await page.waitForLoadState('networkidle');
      expect(requested, 'no Maps request before the visitor reaches the tool').toHaveLength(0);
      await expect(sandbox).toHaveAttribute('data-map', 'plan');

      // Drawn on the plan while the map is on its way.
      await drawOnPlan(page, sandbox, [
        [100, 80],
        [220, 80],
        [220, 150],
      ]);
      await expectZone(sandbox, 3, (120 * 70) / 2);
      await expect.poll(() => requested.length).toBe(1);
      expect(requested[0]!.searchParams.get('key')).toBe('e2e-maps-key');
      expect(requested[0]!.searchParams.get('region')).toBe('CA');
      expect(requested[0]!.searchParams.get('language')).toBe(language);

      release();
      await expect(sandbox).toHaveAttribute('data-map', 'google');
      await expect(sandbox).toHaveAccessibleName(t.labelMap);
      // The same triangle, now on the map: three corners and the same numbers.
      await expect.poll(() => vertices(page).then((v) => v.length)).toBe(3);
      await expectZone(sandbox, 3, (120 * 70) / 2);
      const drawn = await vertices(page);
      expect(Math.abs(areaOf(drawn) - 4_200) / 4_200).toBeLessThan(0.005);
      await expect(sandbox.locator('svg')).toBeHidden();
    });

    test('on the map, a click places a corner, a corner drags or is clicked then placed, and the numbers follow', async ({
      page,
    }) => {
      const { sandbox } = await openMap(page, locale);
      const corners = rectangleAround(await mapCentre(page));
      for (const corner of corners) await clickMap(page, corner);
      // Corners land on whole metres of the ground: within 1 % of the clicked rectangle's area.
      await expectZone(sandbox, 4, areaOf(corners), 0.01);
      await expect(page.getByRole('status').first()).toHaveText(
        locale === 'fr' ? 'Point 4 placé, 4 points en tout.' : 'Point 4 placed, 4 points in all.',
      );
      await expect
        .poll(() =>
          page.evaluate(
            () =>
              (window as unknown as FakeWindow).__fakeMaps.polygons.filter((p) => p.map).at(-1)?.paths.length,
          ),
        )
        .toBe(4);

      // Drag the third corner 0.0007° further east.
      const moved = [...corners];
      moved[2] = { lat: corners[2]!.lat, lng: corners[2]!.lng + 0.0007 };
      await page.evaluate(
        ({ lat, lng }) => (window as unknown as FakeWindow).__fakeMaps.dragVertex(2, lat, lng),
        moved[2],
      );
      await expectZone(sandbox, 4, areaOf(moved), 0.01);

      // Without dragging: click the corner, then where it should go.
      await page.evaluate(() => (window as unknown as FakeWindow).__fakeMaps.clickVertex(2));
      await expect(page.getByRole('status').first()).toHaveText(t.announce.selected.replace('{index}', '3'));
      await clickMap(page, corners[2]!);
      await expectZone(sandbox, 4, areaOf(corners), 0.01);

      // Enter on one of Google's own controls inside the map is that control's, not a corner.
      const zoomIn = sandbox.getByRole('button', { name: 'Zoom in' });
      await zoomIn.focus();
      await page.keyboard.press('Enter');
      await expect
        .poll(() => page.evaluate(() => (window as unknown as FakeWindow).__fakeMaps.maps.at(-1)!.zoom))
        .toBe(18);
      await expect(sandbox).toHaveAttribute('data-vertices', '4');
      await expectNoAxeViolations(page);
    });

    test('the address search takes the map to the place found, in Canada and the visitor’s language', async ({
      page,
    }) => {
      const bell = { name: 'Centre Bell', lat: 45.4961, lng: -73.5693 };
      await page.addInitScript((place) => {
        (window as unknown as { __fakePlaces: object }).__fakePlaces = {
          '1909 avenue des Canadiens-de-Montréal': place,
        };
      }, bell);
      const { sandbox } = await openMap(page, locale);
      const search = page.getByRole('searchbox', { name: t.search.label });

      await search.fill('1909 avenue des Canadiens-de-Montréal');
      await search.press('Enter');
      await expect(page.getByRole('status').first()).toHaveText(
        t.announce.relocated.replace('{place}', 'Centre Bell'),
      );
      expect(await page.evaluate(() => (window as unknown as FakeWindow).__fakeMaps.searches)).toEqual([
        expect.objectContaining({
          textQuery: '1909 avenue des Canadiens-de-Montréal',
          region: 'ca',
          // Kept to Canada, as the form says: `region` alone only biases the answer.
          locationRestriction: { north: 83.2, south: 41.6, west: -141.1, east: -52.6 },
          language,
        }),
      ]);
      const nearBell = async () => {
        const centre = await mapCentre(page);
        return Math.abs(centre.lat - bell.lat) + Math.abs(centre.lng - bell.lng) < 0.00002;
      };
      expect(await nearBell()).toBe(true);

      // Panned away, the same search brings the map back.
      await page.evaluate(() => {
        (window as unknown as FakeWindow).__fakeMaps.maps.at(-1)!.center = { lat: 45.51, lng: -73.55 };
      });
      await search.press('Enter');
      await expect.poll(nearBell).toBe(true);

      // The keyboard's cursor starts at the place found: Enter puts a corner on it.
      await sandbox.focus();
      await page.keyboard.press('Enter');
      await expect(sandbox).toHaveAttribute('data-vertices', '1');
      const [corner] = await vertices(page);
      expect(Math.abs(corner!.lat - bell.lat) + Math.abs(corner!.lng - bell.lng)).toBeLessThan(0.00002);
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('status').first()).toHaveText(
        locale === 'fr'
          ? 'Curseur à 10\u00a0m à l’est du point de départ.'
          : 'Cursor 10 m east of the starting point.',
      );
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('status').first()).toHaveText(
        locale === 'fr'
          ? 'Curseur à 10\u00a0m à l’est et à 10\u00a0m au sud du point de départ.'
          : 'Cursor 10 m east and 10 m south of the starting point.',
      );
      // The map follows the keys: 300 m east (0.00384° of longitude here) is off the first screen
      // (0.002° either way in the stand-in), so the map pans and the cursor stays in view.
      for (let i = 0; i < 29; i++) await page.keyboard.press('ArrowRight');
      const cursorLng = bell.lng + 0.00384;
      await expect.poll(async () => (await mapCentre(page)).lng - bell.lng).toBeGreaterThan(0.001);
      expect(Math.abs((await mapCentre(page)).lng - cursorLng)).toBeLessThan(0.002);

      // Nothing found: said, and the query kept to correct it.
      await search.fill('zzzz qqqq');
      await search.press('Enter');
      await expect(page.getByRole('alert').filter({ hasText: 'zzzz qqqq' })).toHaveText(
        t.search.notFound.replace('{query}', 'zzzz qqqq'),
      );
      await expect(search).toHaveValue('zzzz qqqq');
      await expect(sandbox).toHaveAttribute('data-vertices', '1');

      // Google refuses the search (the API off for the key): said, and the form usable again.
      await page.evaluate(() => {
        (window as unknown as { __fakePlaces: Record<string, unknown> }).__fakePlaces['Place Ville Marie'] =
          'error';
      });
      await search.fill('Place Ville Marie');
      await search.press('Enter');
      await expect(page.getByRole('alert').filter({ hasText: t.search.failed })).toBeVisible();
      await expect(page.getByRole('button', { name: t.search.submit })).toBeEnabled();
      await expect(sandbox).toHaveAttribute('data-vertices', '1');
    });

    test('when Google refuses the key, the plan takes over again and the search says why', async ({
      page,
    }) => {
      const { sandbox } = await openMap(page, locale);
      await clickMap(page, await mapCentre(page));
      await expect(sandbox).toHaveAttribute('data-vertices', '1');

      await page.evaluate(() => (window as unknown as { gm_authFailure: () => void }).gm_authFailure());
      await expect(sandbox).toHaveAttribute('data-map', 'failed');
      // The corner was on the plan's ground: it stays, on the plan.
      await expect(sandbox).toHaveAttribute('data-vertices', '1');
      await expect(page.getByRole('status').first()).toHaveText(t.announce.mapFailedKept);
      await expect(sandbox.locator('svg')).toBeVisible();
      await expect(page.getByRole('searchbox', { name: t.search.label })).toBeDisabled();
      await expect(page.getByText(t.search.unavailable)).toBeVisible();
      await clickPlan(page, sandbox, 100, 60);
      await expect(sandbox).toHaveAttribute('data-vertices', '2');
    });
  });
}

test('a search made while the map is on its way waits for it, then takes the map there', async ({ page }) => {
  const t = locales[0].messages.DrawSandbox;
  let release = () => {};
  await serveFakeGoogleMaps(page, { until: new Promise<void>((r) => (release = r)) });
  await page.addInitScript(() => {
    (window as unknown as { __fakePlaces: object }).__fakePlaces = {
      'Union Station Toronto': { name: 'Union Station', lat: 43.6453, lng: -79.3806 },
    };
  });
  await page.goto(draw['en-US']);
  const sandbox = page.getByTestId('fence-sandbox');
  await expect(sandbox).toHaveAttribute('data-ready', 'true');
  const search = page.getByRole('searchbox', { name: t.search.label });
  await search.fill('Union Station Toronto');
  await search.press('Enter');
  await expect(sandbox).toHaveAttribute('data-map', 'loading');
  await expect(page.getByRole('button', { name: t.search.searching })).toBeVisible();

  release();
  await expect(page.getByRole('status').first()).toHaveText(
    t.announce.relocated.replace('{place}', 'Union Station'),
  );
  await expect(sandbox).toHaveAttribute('data-map', 'google');
  const centre = await mapCentre(page);
  expect(Math.abs(centre.lat - 43.6453) + Math.abs(centre.lng + 79.3806)).toBeLessThan(0.00002);

  // A refused key there: the zone cannot stay on Montréal's plan, so it starts again, and it is said.
  await clickMap(page, centre);
  await expect(sandbox).toHaveAttribute('data-vertices', '1');
  await page.evaluate(() => (window as unknown as { gm_authFailure: () => void }).gm_authFailure());
  await expect(sandbox).toHaveAttribute('data-vertices', '0');
  await expect(page.getByRole('status').first()).toHaveText(t.announce.mapFailed);
});
