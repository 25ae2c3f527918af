import { expect, test, type Browser, type Page } from '@playwright/test';
import en from '../../messages/en-US.json';
import fr from '../../messages/fr.json';
import { BARE_URL, TEAM_URL } from './env';
import { BASE, joinedMember, stored } from './team-support';
import { sendContactRequest } from '../e2e/support/fillIn';

// Which campaign brings customers, end to end: a visitor lands from a tagged link (its beacon
// counted after the first paint, no cookie), sends a lead; an owner wins it for 1,500; the
// sources page shows the campaign's visit, lead, win and value. Under Global Privacy Control
// nothing is counted.
test.use({ baseURL: TEAM_URL });
// Tagged visits, a lead won and the sources page in both languages: a page a second or so on a
// busy two-core machine.
test.setTimeout(90_000);

const MESSAGES = { 'en-US': { site: en, team: en.Team }, fr: { site: fr, team: fr.Team } } as const;
const VISIT = '/propulso/visit';

/** A visitor's own browser, who refused optional cookies on an earlier visit. */
async function visitor(browser: Browser, headers: Record<string, string> = {}) {
  const context = await browser.newContext({ baseURL: BARE_URL, extraHTTPHeaders: headers });
  await context.addCookies([{ name: 'site_consent', value: 'a0.d0', url: BARE_URL }]);
  return { context, page: await context.newPage() };
}

/** Lands on `path` and waits for the page's beacon and its answer. */
async function land(page: Page, path: string) {
  const sent = page.waitForRequest((request) => request.url().endsWith(VISIT));
  const answered = page.waitForResponse((response) => response.url().endsWith(VISIT));
  await page.goto(path);
  return { request: await sent, response: await answered };
}

for (const locale of ['en-US', 'fr'] as const) {
  const { site, team: t } = MESSAGES[locale];

  test(`${locale}: a tagged visit and its lead, won for 1,500, show on the sources page`, async ({
    browser,
  }) => {
    const run = `${locale}-${Date.now()}`;
    const campaign = `autumn-${run}`;
    const { context: visiting, page } = await visitor(browser);

    const { request, response } = await land(
      page,
      `/${locale}?utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}`,
    );
    expect(JSON.parse(request.postData()!)).toEqual({
      path: `/${locale}`,
      locale,
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: campaign,
      entry: true,
    });
    expect(response.status()).toBe(204);
    expect(response.headers()['cache-control']).toBe('no-store');
    expect(response.headers()['set-cookie']).toBeUndefined();
    // Sent once the page is on screen and loaded, never before its first paint.
    const timing = await page.evaluate((path) => {
      const beacon = performance.getEntriesByType('resource').find((entry) => entry.name.endsWith(path));
      return {
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
        loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
        beacon: beacon?.startTime ?? -1,
      };
    }, VISIT);
    expect(timing.beacon).toBeGreaterThan(timing.firstPaint);
    expect(timing.beacon).toBeGreaterThanOrEqual(timing.loaded);

    // A client navigation counts its page: a view of the same visit, not a new visit.
    const navigated = page.waitForRequest((r) => r.url().endsWith(VISIT));
    await page.getByRole('contentinfo').getByRole('link', { name: site.Navigation.careers }).click();
    expect(JSON.parse((await navigated).postData()!)).toMatchObject({
      path: locale === 'fr' ? '/fr/carrieres' : '/en-US/careers',
      utm_campaign: campaign,
      entry: false,
    });

    // So is the next page loaded; its form carries the campaign.
    const contact = await land(page, `/${locale}/contact`);
    expect(JSON.parse(contact.request.postData()!)).toMatchObject({ utm_campaign: campaign, entry: false });
    expect(contact.response.headers()['set-cookie']).toBeUndefined();
    const form = page
      .locator('form', { has: page.locator('[name="company_name"]') })
      .filter({ visible: true });
    await sendContactRequest(form, site, {
      name: `Campagne ${run}`,
      company_name: 'Quincaillerie Roy',
      email: `campagne.${run}@example.com`,
    });
    const { id } = stored<{ id: string }>(
      'SELECT id FROM contact_requests WHERE name = ?',
      `Campagne ${run}`,
    )!;
    await visiting.close();

    // Under Global Privacy Control the beacon goes out (Chromium has no navigator flag) and is not counted.
    const { context: private_, page: privatePage } = await visitor(browser, { 'Sec-GPC': '1' });
    expect((await land(privatePage, `/${locale}?utm_campaign=gpc-${run}`)).response.status()).toBe(204);
    await private_.close();

    const { context, page: owner } = await joinedMember(browser, locale, `sources-${run}@example.com`);
    await owner.goto(`${BASE[locale]}/${id}`);
    const value = owner.locator('[name="value"]');
    await expect(value).toBeHidden();
    await owner.getByLabel(t.lead.status, { exact: true }).selectOption('won');
    await expect(value).toBeVisible();
    await value.fill(locale === 'fr' ? '1 500' : '1,500');
    await owner.getByRole('button', { name: t.lead.saveStatus }).click();
    await expect(owner.getByTestId('lead')).toHaveAttribute('data-value', '1500');
    await expect(owner.getByTestId('won-value')).toContainText(locale === 'fr' ? '1 500,00' : '1,500.00');

    await owner.getByRole('navigation').getByRole('link', { name: t.nav.sources }).click();
    await expect(owner.getByRole('heading', { level: 1, name: t.sources.title })).toBeVisible();
    const row = owner.locator(`[data-testid="source-row"][data-key="${campaign}"]`);
    await expect(row).toHaveAttribute('data-visits', '1');
    await expect(row).toHaveAttribute('data-leads', '1');
    await expect(row).toHaveAttribute('data-won', '1');
    await expect(row).toHaveAttribute('data-won-value', '1500');
    await expect(row.getByRole('rowheader')).toHaveText(campaign);
    await expect(owner.locator(`[data-testid="source-row"][data-key="gpc-${run}"]`)).toHaveCount(0);

    // Dates the wrong way round: said in words, the last 90 days shown instead, the dates kept as typed.
    await owner.goto(`${BASE[locale]}/sources?period=custom&from=2026-12-01&to=2026-01-01`);
    await expect(owner.getByRole('main').getByRole('alert')).toHaveText(t.sources.badPeriod);
    await expect(owner.getByLabel(t.sources.from, { exact: true })).toHaveValue('2026-12-01');
    await expect(row).toHaveAttribute('data-won', '1');
    // A period of two dates, written as the team's other pages write a date.
    await owner.goto(`${BASE[locale]}/sources?period=custom&from=2026-01-01&to=2026-12-01`);
    await expect(owner.getByRole('main').locator('p').first()).toContainText(
      locale === 'fr' ? '1er\u00a0janv. 2026' : 'Jan 1, 2026',
    );
    await expect(owner.getByRole('main').locator('p').first()).toContainText(
      locale === 'fr' ? '1er\u00a0déc. 2026' : 'Dec 1, 2026',
    );
    await owner.goto(`${BASE[locale]}/sources`);

    // Sorted by won value, highest first (other tests' campaigns may share the table).
    await owner
      .getByRole('link', { name: t.sources.sortBy.replace('{column}', t.sources.columns.wonValue) })
      .click();
    await expect(owner).toHaveURL(/[?&]sort=wonValue/);
    await expect(owner.getByRole('columnheader', { name: t.sources.columns.wonValue })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    const values = await owner
      .getByTestId('source-row')
      .evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-won-value'))));
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect(values[0]).toBeGreaterThanOrEqual(1500);

    // The lead carries no click id (no advertising consent): the ad files hold nothing of it.
    const download = owner.waitForEvent('download');
    await owner.getByRole('link', { name: t.sources.google, exact: true }).click();
    const file = await (await download).path();
    const text = (await import('node:fs')).readFileSync(file, 'utf8');
    expect(text.split('\r\n').slice(0, 2)).toEqual([
      'Parameters:TimeZone=America/Toronto',
      'Google Click ID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency',
    ]);
    expect(text).not.toContain(id);
    await expect(owner.getByRole('link', { name: t.sources.meta, exact: true })).toBeVisible();

    // The table itself, for a spreadsheet: the campaign's row and the totals.
    const table = owner.waitForEvent('download');
    await owner.getByRole('link', { name: t.sources.csv }).click();
    const lines = (await import('node:fs')).readFileSync(await (await table).path(), 'utf8').split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFsource,visits,leads,conversion,called_back_on_time,median_hours_to_first_contact,qualified,won,won_value,lost,spam',
    );
    expect(lines.find((line) => line.startsWith(`${campaign},`))).toMatch(
      new RegExp(`^${campaign},1,1,1,[01],[\\d.]*,1,1,1500,0,0$`),
    );
    expect(lines.filter(Boolean).at(-1)).toMatch(/^\(total\),/);
    await context.close();
  });
}

test('a visitor who leaves the landing page before its scripts ran keeps its campaign: the visit and the lead count for it; its ad click id, without consent, reaches no one', async ({
  browser,
}) => {
  const run = `early-${Date.now()}`;
  const { context, page } = await visitor(browser);
  // A slow phone: the visitor taps on before any of the landing page's scripts has run.
  await page.route('**/_next/static/**/*.js', (route) => route.abort());
  // An ad's click id on the link, and no advertising consent: it must reach no one.
  await page.goto(`/fr?utm_source=affiche&utm_medium=print&utm_campaign=${run}&gclid=click-${run}`);
  await page.unroute('**/_next/static/**/*.js');

  // The next page's scripts record the landing page's campaign and count the visit there.
  const contact = await land(page, '/fr/contact');
  expect(JSON.parse(contact.request.postData()!)).toEqual({
    path: '/fr/contact',
    locale: 'fr',
    utm_source: 'affiche',
    utm_medium: 'print',
    utm_campaign: run,
    entry: true,
  });
  const form = page.locator('form', { has: page.locator('[name="company_name"]') }).filter({ visible: true });
  await sendContactRequest(form, fr, {
    name: `Affiche ${run}`,
    company_name: 'Boulangerie Gagnon',
    email: `affiche.${run}@example.com`,
  });
  const { id } = stored<{ id: string }>('SELECT id FROM contact_requests WHERE name = ?', `Affiche ${run}`)!;
  expect(
    stored('SELECT utm_source, utm_medium, utm_campaign, landing_path FROM lead_work WHERE lead_id = ?', id),
  ).toEqual({ utm_source: 'affiche', utm_medium: 'print', utm_campaign: run, landing_path: '/fr' });
  const { source } = stored<{ source: string }>('SELECT source FROM lead_work WHERE lead_id = ?', id)!;
  expect(JSON.parse(source)).toMatchObject({
    landing: `/fr?utm_source=affiche&utm_medium=print&utm_campaign=${run}`,
    cta: 'contact-page',
  });
  expect(source).not.toContain(`click-${run}`);
  await context.close();
});
