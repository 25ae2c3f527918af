import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import en from '../../messages/en-US.json';
import fr from '../../messages/fr.json';

const locales = [
  {
    locale: 'en-US',
    messages: en,
    paths: {
      home: '/en-US',
      contact: '/en-US/contact',
      careers: '/en-US/careers',
      signup: '/en-US/signup',
      geoacademy: '/en-US/geoacademy',
      terms: '/en-US/terms',
      draw: '/en-US/draw',
    },
  },
  {
    locale: 'fr',
    messages: fr,
    paths: {
      home: '/fr',
      contact: '/fr/contact',
      careers: '/fr/carrieres',
      signup: '/fr/inscription',
      geoacademy: '/fr/geoacademy',
      terms: '/fr/conditions',
      draw: '/fr/tracer',
    },
  },
] as const;

// The ids every engineer links to (navigation anchors, tests of the widgets).
const homeSectionIds = [
  'hero',
  'audiences',
  'comparison',
  'results',
  'geoacademy',
  'faq',
  'newsletter',
  'contact-cta',
];

/** The page's one and only h1 must read `title`. */
async function expectSingleH1(page: Page, title: string) {
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
}

for (const { locale, messages: m, paths } of locales) {
  test.describe(`pages in ${locale}`, () => {
    const h1s = {
      home: m.HomePage.hero.title,
      contact: m.ContactPage.title,
      careers: m.CareersPage.title,
      signup: m.SignupPage.title,
      geoacademy: m.GeoAcademyPage.title,
      terms: m.TermsPage.title,
      draw: m.DrawPage.title,
    };

    for (const [page, path] of Object.entries(paths) as [keyof typeof paths, string][]) {
      test(`${page} shows its single h1 in ${locale}`, async ({ page: tab }) => {
        const response = await tab.goto(path);
        expect(response?.status()).toBe(200);
        await expect(tab.locator('html')).toHaveAttribute('lang', locale);
        await expectSingleH1(tab, h1s[page]);
      });
    }

    test(`home has every section, each labelled by its heading, in ${locale}`, async ({ page }) => {
      await page.goto(paths.home);
      for (const id of homeSectionIds) {
        const section = page.locator(`section#${id}`);
        await expect(section, `#${id}`).toHaveCount(1);
        // aria-labelledby gives each band a name screen-reader users can jump to.
        await expect(section).toHaveAttribute('aria-labelledby', `${id}-title`);
        await expect(page.locator(`#${id}-title`)).not.toBeEmpty();
      }
      await expect(page.getByRole('region', { name: m.HomePage.audiences.title })).toBeVisible();
      const audiences = page.locator('#audiences h3');
      await expect(audiences).toHaveText(Object.values(m.HomePage.audiences.items).map((i) => i.title));
      // The accuracy figures of the comparison are on the page in the locale's own format.
      const figures = page.locator('#comparison dl');
      for (const stat of Object.values(m.HomePage.comparison.stats)) {
        await expect(figures).toContainText(stat.value);
      }
      await expect(page.locator('#geoacademy').getByRole('link')).toHaveAttribute('href', paths.geoacademy);
    });

    test(`terms are split into titled sections with a working table of contents in ${locale}`, async ({
      page,
    }) => {
      await page.goto(paths.terms);
      const sectionTitles = Object.values(m.TermsPage.sections).map((s) => s.title);
      await expect(page.locator('article h2')).toHaveText(sectionTitles);
      expect(sectionTitles.length).toBeGreaterThanOrEqual(8);

      const toc = page.getByRole('navigation', { name: m.TermsPage.toc });
      const privacy = m.TermsPage.sections.privacy.title;
      await toc.getByRole('link', { name: privacy }).click();
      await expect(page).toHaveURL(/#privacy$/);
      await expect(page.getByRole('heading', { level: 2, name: privacy })).toBeInViewport();
      // The contact clause sends the visitor to the contact page of the same language.
      await expect(page.locator('#contact-us a')).toHaveAttribute('href', paths.contact);
    });

    test(`an unknown page shows the translated 404 in ${locale}`, async ({ page }) => {
      const response = await page.goto(`${paths.home}/no-such-page`);
      expect(response?.status()).toBe(404);
      await expectSingleH1(page, m.NotFound.title);
      await page.getByRole('link', { name: m.NotFound.backHome }).click();
      await expect(page).toHaveURL(new RegExp(`${paths.home}$`));
    });
  });
}
