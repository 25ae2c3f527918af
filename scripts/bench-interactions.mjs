// Interaction latency for `npm run bench`: the longest Event Timing entry of an interaction
// (an entry with an interactionId, what INP is made of; hover events have none), on a phone-sized
// page with the CPU slowed 4×. Each interaction runs on a fresh page, once it has loaded and
// settled, so it measures the visitor's first use.
const CPU_SLOWDOWN = 4;
const FORMS_HOST = 'https://forms.example.test';

/** Records every Event Timing entry from now on (16 ms is the smallest threshold browsers allow). */
function observeEvents() {
  window.__events = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__events.push({ name: entry.name, duration: entry.duration, id: entry.interactionId });
  }).observe({ type: 'event', durationThreshold: 16, buffered: false });
}

/**
 * Clicks the middle of `locator` with the mouse alone, as a hand does: the pointer arrives, then
 * the button goes down and, 80 ms later, up. Sent back to back (the tool's own click), the hover
 * handlers would run in the click's frame and count as its delay. A locator's own click also
 * checks, in the page, that nothing covers the target, with listeners on the very events measured.
 */
async function clickAt(page, locator) {
  const box = await locator.boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForTimeout(200);
  await page.mouse.down();
  await page.waitForTimeout(80);
  await page.mouse.up();
}

/** The interactions, each given a settled page at its URL; `act` performs it and waits for its effect. */
export const interactions = [
  {
    name: 'open the contact popup',
    path: '/en-US',
    act: async (page) => {
      await clickAt(page, page.getByRole('main').getByRole('button', { name: 'Ask for a call' }).first());
      await page.getByRole('dialog').locator('[name="company_name"]').waitFor();
    },
  },
  {
    name: 'type in a form',
    path: '/en-US/contact',
    act: async (page) => {
      const field = page.getByRole('main').locator('[name="name"]');
      await clickAt(page, field);
      await field.pressSequentially('Marie', { delay: 60 });
    },
  },
  {
    name: 'submit a form',
    path: '/en-US/contact',
    prepare: async (page) => {
      await page.route(`${FORMS_HOST}/**`, (route) =>
        route.fulfill({
          status: route.request().method() === 'OPTIONS' ? 204 : 201,
          headers: { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*' },
          json: { id: 'bench' },
        }),
      );
      const main = page.getByRole('main');
      await main.locator('[name="name"]').fill('Marie Tremblay');
      await main.locator('[name="company_name"]').fill('Boulangerie L’Épi d’Or');
      await main.locator('[name="email"]').fill('marie@example.com');
      await main.locator('[name="phone"]').fill('514 555-0199');
      await main.locator('[name="activity"]').selectOption({ index: 1 });
      await main.getByRole('button', { name: 'Send' }).scrollIntoViewIfNeeded();
      await page.waitForTimeout(500);
    },
    act: async (page) => {
      await clickAt(page, page.getByRole('main').getByRole('button', { name: 'Send' }));
      await page.getByRole('main').getByRole('status').filter({ hasText: 'Thank you' }).waitFor();
    },
  },
  {
    name: 'open the mobile menu',
    path: '/en-US',
    act: async (page) => {
      await clickAt(page, page.getByRole('button', { name: 'Menu' }));
      await page.getByRole('navigation').getByRole('link', { name: 'Contact' }).first().waitFor();
    },
  },
  {
    name: 'place a point on the draw plan',
    path: '/en-US/draw',
    act: async (page) => {
      const sandbox = page.getByTestId('fence-sandbox');
      await sandbox.scrollIntoViewIfNeeded();
      const box = await sandbox.locator('svg').boundingBox();
      await page.mouse.click(box.x + box.width / 3, box.y + box.height / 3);
      await page.waitForFunction(() => document.querySelector('[data-vertices="1"]'));
    },
  },
];

/** One measurement: the longest event entry of `interaction` on a fresh page, in ms. */
async function measureOnce(browser, site, interaction) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: false,
  });
  // A returning visitor who refused tracking: the consent banner covers nothing.
  await context.addCookies([{ name: 'site_consent', value: 'a0.d0', url: site }]);
  const page = await context.newPage();
  // Google is unreachable here: the draw plan keeps its own drawing.
  await page.route(/googleapis|gstatic/, (route) => route.abort());
  await page.goto(site + interaction.path, { waitUntil: 'networkidle' });
  await interaction.prepare?.(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.waitForTimeout(1000);
  await page.evaluate(observeEvents);
  await interaction.act(page);
  await page.waitForTimeout(500);
  const events = await page.evaluate(() => window.__events);
  await context.close();
  return Math.max(0, ...events.filter((e) => e.id > 0).map((e) => e.duration));
}

/** Runs every interaction `runs` times, interleaved; returns [{name, path, runs: [ms…]}]. */
export async function measureInteractions(browser, site, runs) {
  const rows = interactions.map((i) => ({ name: i.name, path: i.path, runs: [] }));
  for (let run = 0; run < runs; run++)
    for (const [index, interaction] of interactions.entries()) {
      rows[index].runs.push(await measureOnce(browser, site, interaction));
      process.stdout.write('.');
    }
  return rows;
}
