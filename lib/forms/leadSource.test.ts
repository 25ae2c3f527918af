import { decodeLeadSource } from '@polyfence/lead-contract';
import { publishConsent } from '@/lib/consent/choice';
import { leadSourceHeader } from './leadSource';
import { beaconBody } from '@/lib/visits/beacon';
import { KEEP_LANDING, readVisit, recordVisit } from './visit';

/** A tab's sessionStorage. */
const storage = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
};
const page = (path: string) => {
  const url = new URL(path, 'https://www.example.test');
  return { pathname: url.pathname, search: url.search, origin: url.origin };
};

describe('where a lead came from', async () => {
  it('keeps the first page of the visit: its path and tags, the referring site by its origin only', async () => {
    publishConsent({ analytics: false, advertising: false });
    const tab = storage();
    recordVisit(
      page('/fr?utm_source=infolettre&utm_campaign=automne&gclid=abc'),
      'https://news.example.org/a/b?id=7',
      tab,
    );
    recordVisit(page('/fr/contact?utm_source=other'), 'https://www.example.test/fr', tab);
    // Without advertising consent the click id goes nowhere, not even inside the landing's query.
    expect(decodeLeadSource((await leadSourceHeader('contact-page', tab))!)).toEqual({
      landing: '/fr?utm_source=infolettre&utm_campaign=automne',
      referrer: 'https://news.example.org',
      cta: 'contact-page',
      utm_source: 'infolettre',
      utm_campaign: 'automne',
    });
  });

  it('keeps an ad click id only with advertising consent, then and when the form is sent', async () => {
    publishConsent({ analytics: false, advertising: true });
    const tab = storage();
    recordVisit(page('/en-US?gclid=click-1&utm_source=ads'), '', tab);
    expect(decodeLeadSource((await leadSourceHeader('hero', tab))!)).toEqual({
      landing: '/en-US?utm_source=ads',
      utm_source: 'ads',
      gclid: 'click-1',
      cta: 'hero',
    });
    publishConsent({ analytics: false, advertising: false });
    const withdrawn = decodeLeadSource((await leadSourceHeader('hero', tab))!);
    expect(withdrawn).not.toHaveProperty('gclid');
    expect(JSON.stringify(withdrawn)).not.toContain('click-1');
  });

  it('leaves out a referrer of this site, and sends just the call to action when nothing was kept', async () => {
    const tab = storage();
    recordVisit(page('/en-US/draw'), 'https://www.example.test/en-US', tab);
    expect(decodeLeadSource((await leadSourceHeader('draw', tab))!)).toEqual({
      landing: '/en-US/draw',
      cta: 'draw',
    });
    expect(decodeLeadSource((await leadSourceHeader('header', storage()))!)).toEqual({ cta: 'header' });
  });
});

describe('a landing page left before its scripts ran', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => history.replaceState(null, '', '/'));

  it('is the visit’s first page, kept by the page itself, once a later page’s scripts run', () => {
    publishConsent({ analytics: false, advertising: false });
    history.replaceState(null, '', '/fr?utm_source=infolettre&utm_campaign=automne');
    const referrer = vi
      .spyOn(document, 'referrer', 'get')
      .mockReturnValue('https://news.example.org/a/b?id=7');
    new Function(KEEP_LANDING)();
    referrer.mockRestore();
    // The page keeps the referring site by its origin only, as the lead will carry it.
    expect(sessionStorage.getItem('lead-landing')).not.toContain('/a/b');
    // The visitor went on before the scripts ran: the next page records the first one, and counts the visit.
    history.replaceState(null, '', '/fr/contact');
    new Function(KEEP_LANDING)();
    expect(recordVisit(page('/fr/contact'), 'https://www.example.test/fr')).toBe(true);
    expect(readVisit()).toEqual({
      landing: '/fr?utm_source=infolettre&utm_campaign=automne',
      referrer: 'https://news.example.org',
      utm_source: 'infolettre',
      utm_campaign: 'automne',
    });
    expect(sessionStorage.length).toBe(1);
  });

  it('is this page when its scripts run on it, and later pages keep nothing more', () => {
    history.replaceState(null, '', '/en-US?utm_campaign=spring');
    new Function(KEEP_LANDING)();
    expect(recordVisit(page('/en-US?utm_campaign=spring'), '')).toBe(true);
    history.replaceState(null, '', '/en-US/careers?utm_campaign=other');
    new Function(KEEP_LANDING)();
    expect(recordVisit(page('/en-US/careers?utm_campaign=other'), '')).toBe(false);
    expect(readVisit()).toEqual({ landing: '/en-US?utm_campaign=spring', utm_campaign: 'spring' });
  });

  it('is ignored when something else sits under its key', () => {
    sessionStorage.setItem('lead-landing', '{"page":"https://evil.example/x","referrer":""}');
    expect(recordVisit(page('/en-US/draw'), '')).toBe(true);
    expect(readVisit()).toEqual({ landing: '/en-US/draw' });
  });
});

describe('the page-view beacon', () => {
  it('tells the page, its language and the landing URL’s tags, and never a click id or the query', () => {
    publishConsent({ analytics: true, advertising: true });
    const tab = storage();
    expect(
      recordVisit(
        page('/fr?utm_source=infolettre&utm_campaign=automne&gclid=abc'),
        'https://news.example.org/a',
        tab,
      ),
    ).toBe(true);
    expect(recordVisit(page('/fr/contact'), 'https://www.example.test/fr', tab)).toBe(false);
    expect(JSON.parse(beaconBody('/fr/contact', false, tab))).toEqual({
      path: '/fr/contact',
      locale: 'fr',
      referrer: 'https://news.example.org',
      utm_source: 'infolettre',
      utm_campaign: 'automne',
      entry: false,
    });
    expect(beaconBody('/fr', true, tab)).not.toMatch(/gclid|abc/);
  });

  it('counts a page even when the browser keeps no record of the visit', () => {
    const none = { getItem: () => null };
    expect(JSON.parse(beaconBody('/en-US/careers', true, none))).toEqual({
      path: '/en-US/careers',
      locale: 'en-US',
      entry: true,
    });
  });
});
