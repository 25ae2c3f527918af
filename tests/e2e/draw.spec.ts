import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './support/axe';
import { clickPlan, drawOnPlan, expectZone, planPixel, waste } from './support/drawPlan';
import { failGoogleMaps } from './support/fakeGoogleMaps';
import { locales, routes, type LocaleCode } from './site';

const draw = routes.find((r) => r.page === 'draw')!.paths;

// The plan: the build has a Maps key, and Google's script is refused here, as a blocked
// network or a refused key would (the map itself: draw-map.spec.ts).
test.beforeEach(async ({ page }) => {
  await failGoogleMaps(page);
});

/** Opens the sandbox, ready for keys, with the focus on it. */
async function focusSandbox(page: Page, locale: LocaleCode) {
  await page.goto(draw[locale]);
  const sandbox = page.getByTestId('fence-sandbox');
  await expect(sandbox).toHaveAttribute('data-ready', 'true');
  await sandbox.focus();
  return sandbox;
}

/** Presses keys in turn: "Enter ArrowRight*10" is Enter, then ArrowRight ten times. */
async function pressKeys(page: Page, sequence: string) {
  for (const step of sequence.split(' ')) {
    const [key = step, times = '1'] = step.split('*');
    for (let i = 0; i < Number(times); i++) await page.keyboard.press(key);
  }
}

/** Opens the sandbox and tries a bow tie: three points, then a fourth that crosses the outline. */
async function drawBowTie(page: Page, locale: LocaleCode) {
  await page.goto(draw[locale]);
  const sandbox = page.getByTestId('fence-sandbox');
  await drawOnPlan(page, sandbox, [
    [100, 60],
    [200, 60],
    [100, 160],
  ]);
  await expect(sandbox).toHaveAttribute('data-vertices', '3');
  await clickPlan(page, sandbox, 200, 160);
  return sandbox;
}

for (const { locale, messages: m } of locales) {
  const t = m.DrawSandbox;
  const percent = (share: number) =>
    new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(share);

  test.describe(`draw your zone (${locale})`, () => {
    test('a zone drawn by pointer gives its area and what each circle wastes, in the locale’s format', async ({
      page,
    }) => {
      await page.goto(draw[locale]);
      const sandbox = page.getByTestId('fence-sandbox');
      await expect(sandbox).toHaveAttribute('role', 'application');
      await expect(sandbox).toHaveAttribute('data-vertices', '0');
      await drawOnPlan(page, sandbox, [
        [100, 80],
        [220, 80],
        [220, 150],
        [100, 150],
      ]);
      await expectZone(sandbox, 4, 120 * 70);
      // The map was asked for when the pointer reached the plan, failed, and the plan kept working.
      await expect(sandbox).toHaveAttribute('data-map', 'failed');
      await expect(page.getByRole('status').filter({ hasText: /4/ })).toHaveText(
        locale === 'fr' ? 'Point 4 placé, 4 points en tout.' : 'Point 4 placed, 4 points in all.',
      );
      const results = page.getByRole('region', { name: t.results.title });
      await expect(results).toContainText(percent(waste(8_400, 1_600)));
      await expect(results).toContainText(percent(waste(8_400, 500)));
      // French: a narrow no-break space before % (toContainText would fold it into a plain space).
      if (locale === 'fr') expect(await results.textContent()).toMatch(/\d,\d\u202f%/);
      if (locale === 'fr') await expect(results).toContainText('8\u202f400\u00a0m²');
      else await expect(results).toContainText('8,400 m²');

      // Drag the south-east corner 20 m east: a trapezoid of 130 m × 70 m on average.
      const from = await planPixel(sandbox, 220, 150);
      const to = await planPixel(sandbox, 240, 150);
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move((from.x + to.x) / 2, to.y, { steps: 3 });
      await page.mouse.move(to.x, to.y, { steps: 3 });
      await page.mouse.up();
      await expectZone(sandbox, 4, 130 * 70);

      // Without dragging: click the corner, then where it should go.
      await clickPlan(page, sandbox, 240, 150);
      await expect(page.getByRole('status').filter({ hasText: /3|4/ }).first()).toBeAttached();
      await clickPlan(page, sandbox, 220, 150);
      await expectZone(sandbox, 4, 120 * 70);

      await page.getByRole('button', { name: t.removeLast }).click();
      await expectZone(sandbox, 3, (120 * 70) / 2);
      await page.getByRole('button', { name: t.clear }).click();
      await expect(sandbox).toHaveAttribute('data-vertices', '0');
      await expect(sandbox).toHaveAttribute('data-area-m2', '0');
      await expect(sandbox).toHaveAttribute('data-waste-a', '1.0000');
    });

    test('the same with the keyboard alone: a visible cursor, Enter, Backspace and Escape', async ({
      page,
    }) => {
      await page.goto(draw[locale]);
      const sandbox = page.getByTestId('fence-sandbox');
      // Reached with Tab like any control.
      await expect(sandbox).toHaveAttribute('data-ready', 'true');
      await sandbox.focus();
      await expect(sandbox).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await expect(sandbox).toBeFocused();
      await expect(sandbox.locator('svg g').last()).toBeVisible();

      const press = async (key: string, times = 1) => {
        for (let i = 0; i < times; i++) await page.keyboard.press(key);
      };
      await press('Enter');
      await press('ArrowRight', 10);
      await press('Enter');
      await press('ArrowDown', 6);
      await press('Enter');
      await expect(page.getByRole('status').first()).toHaveText(
        locale === 'fr' ? 'Point 3 placé, 3 points en tout.' : 'Point 3 placed, 3 points in all.',
      );
      await press('ArrowLeft', 10);
      await expect(page.getByRole('status').first()).toHaveText(
        locale === 'fr'
          ? 'Curseur à 200\u00a0m du bord ouest, à 190\u00a0m du bord nord.'
          : 'Cursor 200 m from the west edge, 190 m from the north edge.',
      );
      await press('Enter');
      await expectZone(sandbox, 4, 100 * 60);

      await press('Backspace');
      await expectZone(sandbox, 3, (100 * 60) / 2);
      await press('Escape');
      await expect(sandbox).toHaveAttribute('data-vertices', '0');
      await expect(page.getByRole('status').first()).toHaveText(t.announce.cleared);
    });

    test('a placed point moves by keyboard: Space picks it up, the arrows carry it, Enter drops it', async ({
      page,
    }) => {
      const sandbox = await focusSandbox(page, locale);
      const status = page.getByRole('status').first();
      const picked = t.announce.picked.replace('{index}', '3');
      // The 100 m × 60 m rectangle from the cursor's start, (200, 130) on the plan.
      await pressKeys(page, 'Enter ArrowRight*10 Enter ArrowDown*6 Enter ArrowLeft*10 Enter');
      await expectZone(sandbox, 4, 100 * 60);

      // Back onto the third corner, 2 m short of it: Space finds it within its radius.
      await pressKeys(page, 'ArrowRight*10 Shift+ArrowLeft*2 Space');
      await expect(status).toHaveText(picked);
      await pressKeys(page, 'ArrowRight*2');
      await expect(status).toHaveText(
        locale === 'fr'
          ? 'Point 3 à 320\u00a0m du bord ouest, à 190\u00a0m du bord nord.'
          : 'Point 3 at 320 m from the west edge, 190 m from the north edge.',
      );
      await pressKeys(page, 'Enter');
      await expect(status).toHaveText(t.announce.moved.replace('{index}', '3'));
      // A trapezoid: sides of 100 m and 120 m, 60 m apart.
      await expectZone(sandbox, 4, ((100 + 120) / 2) * 60);

      // Enter on a point picks it up too; the arrows carry it back.
      await pressKeys(page, 'Enter');
      await expect(status).toHaveText(picked);
      await pressKeys(page, 'ArrowLeft*2 Enter');
      await expectZone(sandbox, 4, 100 * 60);
      // Then Enter places new points again: a fifth west of the rectangle.
      await pressKeys(page, 'ArrowLeft*15 ArrowUp*3 Enter');
      await expect(sandbox).toHaveAttribute('data-vertices', '5');
    });

    test('when the map fails after a click, the plan stays put and the next click lands where aimed', async ({
      page,
    }) => {
      await page.goto(draw[locale]);
      // Without scroll anchoring, as in Safari (Chrome's only acts once the page is scrolled, and
      // then leaves a fraction of a pixel): what grows above the plan moves it by its full height.
      await page.addStyleTag({ content: 'html { overflow-anchor: none; }' });
      const sandbox = page.getByTestId('fence-sandbox');
      const plan = sandbox.locator('svg');
      // Both clicks aimed from where the plan is before the first: as a visitor aims at what they see.
      const first = await planPixel(sandbox, 100, 80);
      const second = await planPixel(sandbox, 220, 150);
      const before = await plan.boundingBox();
      const search = page.getByRole('searchbox', { name: t.search.label });
      await expect(search).toHaveAccessibleDescription(t.search.hint);

      // The first click reaches for the map; Google's script is refused, and the search says so
      // (the hint's line, kept in its room, is no longer read).
      await page.mouse.click(first.x, first.y);
      await expect(sandbox).toHaveAttribute('data-map', 'failed');
      await expect(page.getByText(t.search.unavailable)).toBeVisible();
      await expect(search).toBeDisabled();
      await expect(search).toHaveAccessibleDescription(t.search.unavailable);
      expect(await plan.boundingBox(), 'the plan, once the map has failed').toEqual(before);

      await page.mouse.click(second.x, second.y);
      await expect(sandbox).toHaveAttribute('data-vertices', '2');
      // Each corner where it was aimed, to the whole metre the plan keeps.
      const corners = await plan
        .locator('circle[data-index]')
        .evaluateAll((circles) =>
          circles.map((c) => [Number(c.getAttribute('cx')), Number(c.getAttribute('cy'))]),
        );
      expect(corners).toHaveLength(2);
      const aimed = [
        [100, 80],
        [220, 150],
      ];
      corners.forEach(([x, y], i) => {
        expect(Math.abs(x! - aimed[i]![0]!), `corner ${i + 1} at ${x}, ${y}`).toBeLessThanOrEqual(1);
        expect(Math.abs(y! - aimed[i]![1]!), `corner ${i + 1} at ${x}, ${y}`).toBeLessThanOrEqual(1);
      });
    });

    test('an outline that would cross itself is refused with a message', async ({ page }) => {
      const sandbox = await drawBowTie(page, locale);
      await expect(page.getByRole('alert').filter({ hasText: t.crossing })).toBeVisible();
      await expect(sandbox).toHaveAttribute('data-vertices', '3');
      await expectZone(sandbox, 3, (100 * 100) / 2);
    });

    test('the call to action opens the contact popup, and the signup link leads to the signup page', async ({
      page,
    }) => {
      await page.goto(draw[locale]);
      const next = page.locator('#next-step');
      await next.getByRole('button', { name: m.ContactPopup.cta }).click();
      const dialog = page.getByRole('dialog', { name: m.ContactPopup.title });
      await expect(dialog).toBeVisible();
      await expect(dialog.locator('[name="company_name"]')).toBeVisible();
      await dialog.getByRole('button', { name: m.ContactPopup.close }).click();
      await expect(dialog).toBeHidden();
      await expect(next.getByRole('link', { name: m.DrawPage.next.signup })).toHaveAttribute(
        'href',
        routes.find((r) => r.page === 'signup')!.paths[locale],
      );
    });

    test('axe finds nothing with a zone drawn and a refusal shown', async ({ page }) => {
      await drawBowTie(page, locale);
      await expect(page.getByRole('alert').filter({ hasText: t.crossing })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('the home page’s comparison and the navigation link to it', async ({ page }) => {
      await page.goto(routes[0]!.paths[locale]);
      await expect(
        page.locator('#comparison').getByRole('link', { name: m.HomePage.comparison.drawCta }),
      ).toHaveAttribute('href', draw[locale]);
      await expect(page.getByRole('banner').locator(`a[href="${draw[locale]}"]`)).toHaveCount(1);
    });
  });
}

test.describe(() => {
  // A visitor who accepted all tracking.
  test.use({ storedConsent: 'a1.d1' });

  test('with consent, a click on either call to action is queued for the trackers, never as a lead', async ({
    page,
  }) => {
    // The tracker scripts load once a form is engaged; until then the calls wait in their queues.
    const queued = () =>
      page.evaluate(() => {
        const w = window as unknown as { dataLayer?: ArrayLike<unknown>[]; fbq?: { queue: unknown[][] } };
        const gtag = (w.dataLayer ?? []).map((args) => Array.from(args)).filter((a) => a[0] === 'event');
        const fbq = (w.fbq?.queue ?? []).filter((a) => String(a[0]).startsWith('track'));
        return [
          ...gtag.map((a) => `gtag:${JSON.stringify(a.slice(1))}`),
          ...fbq.map((a) => `fbq:${JSON.stringify(a)}`),
        ];
      });
    await page.goto(draw['en-US']);
    const next = page.locator('#next-step');
    await next.getByRole('button', { name: locales[0].messages.ContactPopup.cta }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect
      .poll(queued)
      .toEqual([
        'gtag:["cta_click",{"send_to":"G-TEST12345","cta":"sandbox_call"}]',
        'fbq:["trackCustom","CtaClick",{"cta":"sandbox_call"}]',
      ]);
    await page.keyboard.press('Escape');
    await next.getByRole('link', { name: locales[0].messages.DrawPage.next.signup }).click();
    await expect(page).toHaveURL(/\/en-US\/signup$/);
    await expect
      .poll(queued)
      .toContain('gtag:["cta_click",{"send_to":"G-TEST12345","cta":"sandbox_signup"}]');
  });
});
