import type { Page } from '@playwright/test';

/** Holds back every script chunk the page asks for until the returned function lets them through. */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
