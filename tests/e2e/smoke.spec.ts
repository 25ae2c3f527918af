import { expect, test } from '@playwright/test';

test('home answers in English with its lang', async ({ page }) => {
  const response = await page.goto('/en-US');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
});
