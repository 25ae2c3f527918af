import { expect, test } from './fixtures';
import { locales, routes } from './site';

// WCAG 2.2.2: the hero's wave particles and typing loop run longer than 5 s, so one visible
// toggle pauses both; under reduced motion they never start and the toggle has nothing to do.
for (const { locale, messages } of locales) {
  const home = routes[0]!.paths[locale];
  const firstLine = messages.TypedText.lines.agencies;

  test.describe(`hero animations (${locale})`, () => {
    test('"Pause animations" freezes the particles and the typing line, and starts them again', async ({
      page,
    }) => {
      await page.goto(home);
      const toggle = page.getByRole('button', { name: messages.HeroMotion.pause, exact: true });
      await expect(toggle).toBeVisible();
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');

      // Both running: the wave draws (after a first interaction) and the typing has left line one.
      const canvas = page.getByTestId('wave-particles').locator('[data-particles]');
      let x = 100;
      await expect(async () => {
        await page.mouse.move((x += 10), 300);
        await expect(canvas).toHaveAttribute('data-running', 'true', { timeout: 1_000 });
      }).toPass();
      const line = page.getByTestId('typed-text').locator('[data-typed-line]');
      await expect(line).not.toHaveText(firstLine, { timeout: 20_000 });

      // Keyboard: focus the toggle and press Space.
      await toggle.focus();
      await page.keyboard.press('Space');
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      await expect(canvas).toHaveAttribute('data-running', 'false');
      await expect(line).toHaveText(firstLine);
      const frame = () => canvas.locator('canvas').evaluate((c: HTMLCanvasElement) => c.toDataURL());
      // A frame already on its way when the toggle was pressed may still land (seen once on a
      // loaded CI machine, 50 ms after the first capture): the picture must settle, then stay.
      let frozen = await frame();
      await expect
        .poll(async () => frozen === (frozen = await frame()), { intervals: [250], timeout: 2_000 })
        .toBe(true);
      await page.waitForTimeout(3_000);
      expect(await frame()).toBe(frozen);
      await expect(line).toHaveText(firstLine);

      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await expect(canvas).toHaveAttribute('data-running', 'true');
      await expect.poll(frame).not.toBe(frozen);
      await expect(line).not.toHaveText(firstLine, { timeout: 20_000 });
    });

    test('paused before anything moves, the particles never load', async ({ page }) => {
      let configFetched = false;
      page.on('request', (r) => {
        if (new URL(r.url()).pathname === '/assets/particles/wave.json') configFetched = true;
      });
      await page.goto(home);
      await page.waitForLoadState('networkidle');
      await page.getByRole('button', { name: messages.HeroMotion.pause, exact: true }).click();
      await page.mouse.move(300, 300);
      await page.waitForTimeout(2_000);
      expect(configFetched).toBe(false);
      await expect(page.getByTestId('wave-particles').locator('canvas')).toHaveCount(0);
    });

    test('under reduced motion nothing moves and there is no toggle to press', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(home);
      await expect(page.getByRole('button', { name: messages.HeroMotion.pause, exact: true })).toBeHidden();
      await page.mouse.move(300, 300);
      await page.waitForTimeout(3_000);
      await expect(page.getByTestId('typed-text').locator('[data-typed-line]')).toHaveText(firstLine);
      await expect(page.getByTestId('wave-particles').locator('canvas')).toHaveCount(0);
    });
  });
}
