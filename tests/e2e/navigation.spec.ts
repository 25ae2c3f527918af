import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { locales, routes } from './site';

function burgerOf(page: Page, toggle: string) {
  return page.getByRole('banner').getByRole('button', { name: toggle, exact: true });
}

async function navControlledBy(page: Page, toggle: string) {
  const id = await burgerOf(page, toggle).getAttribute('aria-controls');
  expect(id).toBeTruthy();
  return page.locator(`nav#${id}`);
}

for (const { locale, messages } of locales) {
  const t = messages.Navigation;
  const home = routes[0]!.paths[locale];
  const careers = routes[2]!.paths[locale];

  test.describe(`navigation on a phone (${locale})`, () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

    test('the burger shows and hides the navigation bar', async ({ page }) => {
      await page.goto(home);
      const burger = burgerOf(page, t.toggle);
      const nav = await navControlledBy(page, t.toggle);
      await expect(burger).toHaveAttribute('aria-expanded', 'false');
      await expect(nav).toBeHidden();

      await burger.click();
      await expect(burger).toHaveAttribute('aria-expanded', 'true');
      await expect(nav).toBeVisible();
      await expect(nav.getByRole('link', { name: t.geoacademy })).toBeVisible();

      await burger.click();
      await expect(burger).toHaveAttribute('aria-expanded', 'false');
      await expect(nav).toBeHidden();
    });

    test('the burger and its sub-menus work by keyboard', async ({ page }) => {
      await page.goto(home);
      const burger = burgerOf(page, t.toggle);
      const nav = await navControlledBy(page, t.toggle);
      await burger.focus();
      await page.keyboard.press('Enter');
      await expect(burger).toHaveAttribute('aria-expanded', 'true');

      // The bar follows its button in the tab order.
      await page.keyboard.press('Tab');
      const solution = nav.getByRole('button', { name: t.solution });
      await expect(solution).toBeFocused();
      await page.keyboard.press('Space');
      await expect(solution).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Tab');
      await expect(nav.getByRole('link', { name: t.howItWorks })).toBeFocused();

      // Escape closes the innermost open part first, handing focus back to its button.
      await page.keyboard.press('Escape');
      await expect(solution).toHaveAttribute('aria-expanded', 'false');
      await expect(solution).toBeFocused();
      await expect(nav.getByRole('link', { name: t.howItWorks })).toBeHidden();
      await page.keyboard.press('Escape');
      await expect(burger).toHaveAttribute('aria-expanded', 'false');
      await expect(burger).toBeFocused();
      await expect(nav).toBeHidden();
    });

    test('following a menu link goes to the page and folds the menu', async ({ page }) => {
      await page.goto(home);
      const burger = burgerOf(page, t.toggle);
      const nav = await navControlledBy(page, t.toggle);
      await burger.click();
      await nav.getByRole('button', { name: t.company }).click();
      await nav.getByRole('link', { name: t.careers }).click();
      await expect(page).toHaveURL(new RegExp(`${careers}$`));
      await expect(burger).toHaveAttribute('aria-expanded', 'false');
      await expect(nav).toBeHidden();
    });
  });

  test.describe(`navigation on a wide screen (${locale})`, () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    test('the bar is inline and its sub-menus expand and collapse on click', async ({ page }) => {
      await page.goto(home);
      await expect(burgerOf(page, t.toggle)).toBeHidden();
      const nav = page.getByRole('navigation', { name: t.label });
      await expect(nav.getByRole('link', { name: t.signup })).toBeVisible();

      const company = nav.getByRole('button', { name: t.company });
      const careersLink = nav.getByRole('link', { name: t.careers });
      await expect(company).toHaveAttribute('aria-expanded', 'false');
      await expect(careersLink).toBeHidden();
      const listId = await company.getAttribute('aria-controls');
      await company.click();
      await expect(company).toHaveAttribute('aria-expanded', 'true');
      await expect(page.locator(`#${listId}`)).toBeVisible();
      await expect(careersLink).toBeVisible();
      await company.click();
      await expect(company).toHaveAttribute('aria-expanded', 'false');
      await expect(careersLink).toBeHidden();

      // Opening one sub-menu and then pressing elsewhere closes it.
      await company.click();
      await page.mouse.click(10, 700);
      await expect(company).toHaveAttribute('aria-expanded', 'false');

      // Escape closes it and focus returns to its button.
      await company.click();
      await careersLink.focus();
      await page.keyboard.press('Escape');
      await expect(company).toHaveAttribute('aria-expanded', 'false');
      await expect(company).toBeFocused();
    });

    test('sub-menu links lead to their pages and mark the current one', async ({ page }) => {
      await page.goto(home);
      const nav = page.getByRole('navigation', { name: t.label });
      await nav.getByRole('button', { name: t.company }).click();
      await nav.getByRole('link', { name: t.careers }).click();
      await expect(page).toHaveURL(new RegExp(`${careers}$`));
      await nav.getByRole('button', { name: t.company }).click();
      await expect(nav.getByRole('link', { name: t.careers })).toHaveAttribute('aria-current', 'page');
      await expect(nav.getByRole('link', { name: t.contact })).not.toHaveAttribute('aria-current', 'page');
    });
  });
}
