import { expect, test } from './fixtures';
import { layoutShift, watchLayoutShifts } from './support/layoutShifts';
import { LOCALES } from './support/widgetPage';

const hero = {
  'en-US': {
    sentence: 'Geofencing for agencies, retailers, publishers and e-commerce.',
    first: 'Geofencing for agencies.',
    second: 'Geofencing for retailers.',
  },
  fr: {
    sentence: 'Le géorepérage pour les agences, les détaillants, les éditeurs et le commerce en ligne.',
    first: 'Le géorepérage pour les agences.',
    second: 'Le géorepérage pour les détaillants.',
  },
} as const;

const CONFIG_PATH = '/assets/particles/wave.json';

for (const locale of LOCALES) {
  test.describe(`hero widgets (${locale})`, () => {
    test('the wave configuration is fetched once the visitor engages, and drawn with 600 particles', async ({
      page,
    }) => {
      const fetched: string[] = [];
      page.on('request', (r) => {
        if (new URL(r.url()).pathname === CONFIG_PATH) fetched.push(r.url());
      });
      await page.goto(`/${locale}`);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1_500);
      // Nothing of it before any interaction: the hero text is there on its own.
      expect(fetched).toEqual([]);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const particles = page.getByTestId('wave-particles');
      await expect(particles.locator('canvas')).toHaveCount(0);

      const response = page.waitForResponse((r) => new URL(r.url()).pathname === CONFIG_PATH);
      await page.mouse.move(300, 300);
      expect((await response).status()).toBe(200);
      await expect(particles.locator('canvas')).toBeVisible();
      const canvas = particles.locator('[data-particles]');
      await expect(canvas).toHaveAttribute('data-particles', '600');
      await expect(canvas).toHaveAttribute('data-running', 'true');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      // Off screen (and while scrolling) it stops drawing; back on screen it resumes.
      await page.getByTestId('map-demo').scrollIntoViewIfNeeded();
      await expect(canvas).toHaveAttribute('data-running', 'false');
      const frameAt = () => canvas.locator('canvas').evaluate((c: HTMLCanvasElement) => c.toDataURL());
      const frozen = await frameAt();
      await page.waitForTimeout(500);
      expect(await frameAt()).toBe(frozen);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(canvas).toHaveAttribute('data-running', 'true');
      await expect.poll(frameAt).not.toBe(frozen);
    });

    test('narrower than 992 px there are 100 particles', async ({ page }) => {
      await page.setViewportSize({ width: 991, height: 800 });
      await page.goto(`/${locale}`);
      const count = page.getByTestId('wave-particles').locator('[data-particles]');
      // Move until the page (hydrating) listens: the particles wait for a first interaction.
      let x = 100;
      await expect(async () => {
        await page.mouse.move((x += 10), 300);
        await expect(count).toHaveAttribute('data-particles', '100', { timeout: 1_000 });
      }).toPass();
    });

    test('reduced motion: no particles, and the typing line holds its first sentence', async ({ page }) => {
      let configFetched = false;
      page.on('request', (r) => {
        if (new URL(r.url()).pathname === CONFIG_PATH) configFetched = true;
      });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(`/${locale}`);
      await page.waitForLoadState('networkidle');
      await page.mouse.move(300, 300);
      await page.waitForTimeout(1_500);
      await expect(page.getByTestId('wave-particles').locator('canvas')).toHaveCount(0);
      expect(configFetched).toBe(false);
      const typed = page.getByTestId('typed-text');
      await page.waitForTimeout(3_000);
      await expect(typed.locator('[data-typed-line]')).toHaveText(hero[locale].first);
      await expect(typed.locator('.typed-cursor')).toHaveCount(0);
    });

    test('the typing line types the translated lines; screen readers get the sentence once', async ({
      page,
    }) => {
      await page.goto(`/${locale}`);
      const typed = page.getByTestId('typed-text');
      // Only the full sentence is exposed to assistive technology.
      const exposed = await page.getByTestId('typed-text').evaluate((el) => {
        const visible: string[] = [];
        const walk = (node: Node) => {
          if (node instanceof HTMLElement && node.getAttribute('aria-hidden') === 'true') return;
          if (node.nodeType === Node.TEXT_NODE) visible.push(node.textContent ?? '');
          node.childNodes.forEach(walk);
        };
        walk(el);
        return visible.join('').trim();
      });
      expect(exposed).toBe(hero[locale].sentence);
      // The animated copy (first line in the server HTML) is erased and the next line typed.
      const html = await (await page.request.get(`/${locale}`)).text();
      expect(html).toContain(`data-typed-line="true">${hero[locale].first}</span>`);
      await expect(typed.locator('[data-typed-line]')).toHaveText(hero[locale].second, { timeout: 20_000 });
    });

    test('typing shifts nothing on a phone, even as a line wraps', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await watchLayoutShifts(page);
      await page.goto(`/${locale}`);
      const line = page.getByTestId('typed-text').locator('[data-typed-line]');
      await expect(line).toHaveText(hero[locale].second, { timeout: 20_000 });
      const { total, shifts } = await layoutShift(page);
      expect(total, JSON.stringify(shifts, null, 1)).toBeLessThan(0.001);
      await expect(line).toHaveAttribute('data-typing', '');
      await expect(page.getByTestId('typed-text').locator('.typed-cursor')).toHaveCount(0);
    });

    // The first paint does not wait for Inter (not preloaded); the hero's face is never swapped in
    // late, so it is in Inter from the first paint once the browser has the font.
    test('on a visit with Inter in the browser’s cache, the hero is set in Inter', async ({ page }) => {
      const heroFaces = async () => {
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('DOM.enable');
        await cdp.send('CSS.enable');
        const { root } = await cdp.send('DOM.getDocument');
        const faces: string[] = [];
        for (const selector of ['#hero-title', '#hero-title + div + p']) {
          const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
          const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
          faces.push(...fonts.map((font) => font.familyName));
        }
        await cdp.detach();
        return faces;
      };
      await page.goto(`/${locale}`);
      await page.evaluate(() => document.fonts.ready);
      await page.goto(`/${locale}/contact`);
      await page.goto(`/${locale}`);
      expect(await heroFaces()).toEqual(['Inter', 'Inter']);
    });

    test('nothing on a phone’s first screen moves when Inter arrives after the first paint', async ({
      page,
    }) => {
      await watchLayoutShifts(page);
      // Inter held back until the page has painted in its stand-in, as a busy server or a slow
      // network sends it (the test above failed so about half the time on a loaded machine).
      let release = () => {};
      let held = Promise.resolve();
      await page.route('**/_next/static/media/*.woff2', async (route) => {
        await held;
        await route.continue();
      });
      for (const width of [360, 375, 390, 412, 430]) {
        held = new Promise<void>((resolve) => (release = resolve));
        await page.setViewportSize({ width, height: 844 });
        // Not to the load event: that waits for the font.
        await page.goto(`/${locale}`, { waitUntil: 'commit' });
        await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
        const font = page.waitForResponse((r) => r.url().endsWith('.woff2'));
        release();
        await font;
        // Inter has landed (the page's own face, swapped in), and two frames later the page is laid out with it.
        await expect
          .poll(() =>
            page.evaluate(() =>
              [...document.fonts].some((f) => f.display === 'swap' && f.status === 'loaded'),
            ),
          )
          .toBe(true);
        await page.evaluate(
          () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
        );
        const { total, shifts } = await layoutShift(page);
        expect(total, `${width} px: ${JSON.stringify(shifts, null, 1)}`).toBeLessThan(0.001);
      }
    });
  });
}
