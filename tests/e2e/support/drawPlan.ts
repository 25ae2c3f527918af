import { expect, type Locator, type Page } from '@playwright/test';

const PLAN = { width: 400, height: 260 }; // metres, as the plan's viewBox

/** Expected share of a circle of `radius` m outside a zone of `area` m² it covers. */
export const waste = (area: number, radius: number) => 1 - area / (Math.PI * radius ** 2);

/** Clicks the plan at (x, y) metres from its north-west corner. */
export async function clickPlan(page: Page, sandbox: Locator, x: number, y: number) {
  const at = await planPixel(sandbox, x, y);
  await page.mouse.click(at.x, at.y);
}

/** Clicks the plan at each of these points, in order. */
export async function drawOnPlan(
  page: Page,
  sandbox: Locator,
  points: readonly (readonly [number, number])[],
) {
  for (const [x, y] of points) await clickPlan(page, sandbox, x, y);
}

/** Where (x, y) metres of the plan are in the window, the plan scrolled into view and drawable. */
export async function planPixel(sandbox: Locator, x: number, y: number) {
  await expect(sandbox).toHaveAttribute('data-ready', 'true');
  await sandbox.scrollIntoViewIfNeeded();
  const box = (await sandbox.locator('svg').boundingBox())!;
  return { x: box.x + (x / PLAN.width) * box.width, y: box.y + (y / PLAN.height) * box.height };
}

/** Checks the hook's numbers against a zone of `area` m² (within `tolerance`), its circles kept at 1.6 km and 0.5 km. */
export async function expectZone(sandbox: Locator, vertices: number, area: number, tolerance = 0.005) {
  await expect(sandbox).toHaveAttribute('data-vertices', String(vertices));
  const measured = Number(await sandbox.getAttribute('data-area-m2'));
  expect(Math.abs(measured - area) / area, `area ${measured} m² vs ${area}`).toBeLessThan(tolerance);
  for (const [attribute, radius] of [
    ['data-waste-a', 1_600],
    ['data-waste-b', 500],
  ] as const) {
    const share = await sandbox.getAttribute(attribute);
    expect(share).toMatch(/^\d\.\d{4}$/);
    expect(Math.abs(Number(share) - waste(area, radius)), attribute).toBeLessThan(0.0005);
  }
}
