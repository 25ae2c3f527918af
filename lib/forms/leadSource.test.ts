import { decodeLeadSource } from '@polyfence/lead-contract';
import { publishConsent } from '@/lib/consent/choice';
import { leadSourceHeader } from './leadSource';
import { beaconBody } from '@/lib/visits/beacon';
import { recordVisit } from './visit';

/** A tab's sessionStorage. */
const storage = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
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
    expect(decodeLeadSource((await leadSourceHeader('contact-page', tab))!)).toEqual({
      landing: '/fr?utm_source=infolettre&utm_campaign=automne&gclid=abc',
      referrer: 'https://news.example.org',
      cta: 'contact-page',
      utm_source: 'infolettre',
      utm_campaign: 'automne',
    });
  });

  it('keeps an ad click id only with advertising consent, then and when the form is sent', async () => {
    publishConsent({ analytics: false, advertising: true });
    const tab = storage();
    recordVisit(page('/en-US?gclid=click-1'), '', tab);
    expect(decodeLeadSource((await leadSourceHeader('hero', tab))!)).toMatchObject({
      gclid: 'click-1',
      cta: 'hero',
    });
    publishConsent({ analytics: false, advertising: false });
    expect(decodeLeadSource((await leadSourceHeader('hero', tab))!)).not.toHaveProperty('gclid');
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
