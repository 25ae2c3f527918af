import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import en from '../../messages/en-US.json';
import fr from '../../messages/fr.json';
import { expectNoAxeViolations } from '../e2e/support/axe';
import { TEAM_URL } from './env';
import { BASE, joinedMember, PAGES, postedLead } from './team-support';

// The team's pages as a rep opens them from a reminder: on a phone, nothing scrolls sideways,
// the first lead is in the first screen, and the page starts at its header.
test.use({ baseURL: TEAM_URL });
test.describe.configure({ mode: 'serial' });
// Nine team pages at one size, each scanned by axe at 390 px: a page a second or more on a busy
// two-core machine.
test.setTimeout(150_000);

const MESSAGES = { 'en-US': en.Team, fr: fr.Team } as const;
const SIZES = [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

/** How far the page scrolls sideways, and what sticks out (to say why when it does). */
const sideways = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out = [...document.querySelectorAll('body *')]
      .filter((e) => e.getBoundingClientRect().right > width + 0.5)
      // The innermost: what pushes, not what it pushes.
      .filter((e) => ![...e.children].some((c) => c.getBoundingClientRect().right > width + 0.5))
      .slice(0, 5)
      .map((e) => `${e.tagName.toLowerCase()}.${e.className} ${Math.round(e.getBoundingClientRect().right)}`);
    return { by: document.documentElement.scrollWidth - width, out };
  });

for (const locale of ['en-US', 'fr'] as const) {
  const t = MESSAGES[locale];
  const base = BASE[locale];
  const pages = PAGES[locale];

  /** A member signed in, and a lead with a long company name and address, as people send them. */
  const signedInWithLead = async (
    browser: import('@playwright/test').Browser,
    request: import('@playwright/test').APIRequestContext,
    who: string,
  ) => {
    const member = await joinedMember(browser, locale, `${who}-${locale}-${Date.now()}@example.com`);
    const id = await postedLead(request, {
      name: `Marie-Ève Desrochers-Lapointe ${locale}`,
      company_name: 'Quincaillerie et Matériaux de Construction Saint-Jean-sur-Richelieu inc.',
      email: `marie-eve.desrochers-lapointe.${locale}@quincaillerie-saint-jean-sur-richelieu.example`,
      phone: '450 555 0123',
    });
    return { ...member, id };
  };

  for (const size of SIZES) {
    test(`${locale}: every team page fits ${size.width} px, from its header down`, async ({
      browser,
      request,
    }) => {
      const { context, page, id } = await signedInWithLead(browser, request, `fits-${size.width}`);
      const paths = [
        base,
        `${base}?status=spam`,
        `${base}/${id}`,
        `${base}${pages.members}`,
        `${base}${pages.passkeys}`,
        `${base}${pages.audit}`,
        `${base}${locale === 'fr' ? '/chiffres' : '/figures'}`,
        `${base}${locale === 'fr' ? '/abonnes' : '/subscribers'}`,
        `${base}/sources`,
      ];
      await page.setViewportSize(size);
      for (const path of paths) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const overflow = await sideways(page);
        expect(overflow.by, `${path} at ${size.width} px: ${overflow.out.join(', ')}`).toBeLessThanOrEqual(0);
        // No band above the team's header.
        expect(
          await page
            .locator('header')
            .first()
            .evaluate((e) => e.getBoundingClientRect().top),
          path,
        ).toBe(0);
        if (size.width === 390) await expectNoAxeViolations(page);
      }
      await context.close();
    });
  }

  test(`${locale}: on a phone, the first lead is in the first screen, the other filters behind one control`, async ({
    browser,
    request,
  }) => {
    const { context, page, id } = await signedInWithLead(browser, request, 'phone');
    await page.setViewportSize({ width: 390, height: 844 });
    // The README's pictures of the team's side: TEAM_SCREENSHOTS=docs/screenshots.
    const pictures = process.env.TEAM_SCREENSHOTS;
    if (pictures) {
      await page.goto(`${base}/${id}`);
      await page.screenshot({ path: path.join(pictures, `team-lead-${locale}.png`) });
    }
    await page.goto(`${base}?status=new`);
    if (pictures) await page.screenshot({ path: path.join(pictures, `team-inbox-${locale}.png`) });
    const first = page.getByTestId('lead-row').first();
    const box = (await first.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    await expect(page.getByLabel(t.inbox.filters.search)).toBeVisible();
    await expect(page.getByLabel(t.inbox.filters.kind)).toBeHidden();
    const more = page.getByText(t.inbox.filters.more.split('{')[0]!.trim(), { exact: false });
    await expect(more).toContainText(locale === 'fr' ? '(1 actif)' : '(1 on)');
    await more.click();
    await expect(page.getByLabel(t.inbox.filters.kind)).toBeVisible();
    await context.close();
  });

  test(`${locale}: signed out, the sign-in page fits a phone too`, async ({ page }) => {
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.goto(`${base}${pages.signIn}`);
      await expect(page.getByRole('button', { name: t.signIn.button })).toBeVisible();
      expect((await sideways(page)).by).toBeLessThanOrEqual(0);
      expect(await page.getByRole('main').evaluate((e) => e.getBoundingClientRect().top)).toBeLessThan(40);
    }
  });
}
