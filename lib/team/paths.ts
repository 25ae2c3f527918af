import type { TeamPage } from '@polyfence/forms-host';

export type { TeamPage };
import { routing, type Locale } from '@/i18n/routing';

// The team's pages live under /en-US/leads and /fr/prospects, out of the public routing
// table (no sitemap, no language switch): each page's segment in each locale.
const SEGMENTS: Record<Locale, Record<TeamPage, string>> = {
  'en-US': {
    inbox: 'leads',
    'sign-in': 'sign-in',
    join: 'join',
    members: 'members',
    passkeys: 'passkeys',
    audit: 'audit',
    subscribers: 'subscribers',
    'called-back': 'called-back',
    figures: 'figures',
    sources: 'sources',
  },
  fr: {
    inbox: 'prospects',
    'sign-in': 'connexion',
    join: 'rejoindre',
    members: 'membres',
    passkeys: 'cles-d-acces',
    audit: 'journal',
    subscribers: 'abonnes',
    'called-back': 'rappele',
    figures: 'chiffres',
    sources: 'sources',
  },
};

const isLocale = (value: string): value is Locale => (routing.locales as readonly string[]).includes(value);

/** A team page's public path: /fr/prospects/membres. */
export function teamPagePath(locale: string, page: TeamPage): string {
  const segments = SEGMENTS[isLocale(locale) ? locale : routing.defaultLocale];
  return page === 'inbox' ? `/${locale}/${segments.inbox}` : `/${locale}/${segments.inbox}/${segments[page]}`;
}

/**
 * The file-system path Next renders a public team path at (/fr/prospects/membres →
 * /fr/leads/members), or null when it is no team page. Only each locale's own spelling
 * counts: /fr/leads is no page.
 */
export function teamInternalPath(pathname: string): string | null {
  const [, locale, base, page, ...rest] = pathname.replace(/\/+$/, '').split('/');
  if (!locale || !isLocale(locale) || base !== SEGMENTS[locale].inbox) return null;
  if (page === undefined) return `/${locale}/leads`;
  const internal = (Object.keys(SEGMENTS[locale]) as TeamPage[]).find(
    (name) => name !== 'inbox' && SEGMENTS[locale][name] === page,
  );
  // A lead's id (the inbox's own pages) keeps its place.
  const segment = internal ? SEGMENTS['en-US'][internal] : page;
  return ['', locale, 'leads', segment, ...rest].join('/');
}

/** Team pages whose next path segment is a secret: a joining link's token, a signed link. */
const TOKEN_PAGES: readonly TeamPage[] = ['join', 'called-back'];

/**
 * A path with the token of a team link replaced (/fr/prospects/rejoindre/[token]): what
 * an error report or a log may keep of it. Any other path comes back as it is.
 */
export function withoutLinkTokens(pathname: string): string {
  const [, locale, base, page] = pathname.split('/');
  if (!locale || !isLocale(locale)) return pathname;
  // As visitors spell it (/fr/prospects/rejoindre), or as Next renders it (/fr/leads/join).
  const spellings = [SEGMENTS[locale], SEGMENTS['en-US']].filter((segments) => segments.inbox === base);
  if (!spellings.some((segments) => TOKEN_PAGES.some((name) => segments[name] === page))) return pathname;
  return `/${locale}/${base}/${page}/[token]`;
}
