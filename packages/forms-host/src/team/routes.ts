import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { readBodyWithLimit } from '../http/body';
import { jsonShapeProblem } from '../http/jsonShape';
import { logRequestFailure, type Logger } from '../log';
import { withRequestIds } from '../http/requestId';
import { isTeamRefusal, type Caller, type NewSession, type TeamAccess } from './access';
import { cookieValue, SESSION_COOKIE, setCookie } from './cookies';
import { fieldText } from './forms';
import type { TeamPage, TeamPagePath } from './pages';
import { SESSION_ABSOLUTE_MS } from './policy';
import type { InboxAccess } from '../inbox/access';
import type { LeadFilters } from '../inbox/list';
import { isLeadStatus } from '../lifecycle/work';
import { SOURCES_CSV_HEADER, sourcesQuery } from '../inbox/sourcesQuery';

export interface TeamRouteContext {
  team: TeamAccess;
  inbox: InboxAccess;
  /** TEAM_ORIGIN: the only origin a team request may come from. */
  origin: string;
  locales: readonly string[];
  pagePath: TeamPagePath;
  clientHash: (request: Request) => string;
  /** Counts a sign-in attempt of a client; false past the limit. */
  allowSignIn: (clientHash: string) => Promise<boolean>;
}

// A passkey response is a few kilobytes; a form of the team's pages far less.
const BODY_LIMIT = 32 * 1024;
const BODY_TIMEOUT_MS = 10_000;
const NAME_MAX = 64;

const NO_STORE = { 'Cache-Control': 'private, no-store' };

const answer = (status: number, body?: unknown, headers: HeadersInit = {}) =>
  body === undefined
    ? new Response(null, { status, headers: { ...NO_STORE, ...headers } })
    : Response.json(body, { status, headers: { ...NO_STORE, ...headers } });

type Fields = Record<string, unknown>;

/** The body as fields: JSON for the passkey ceremonies, a URL-encoded form for the pages' forms. */
async function fieldsOf(request: Request): Promise<Fields | null> {
  const body = await readBodyWithLimit(request, BODY_LIMIT, BODY_TIMEOUT_MS);
  if (body.kind !== 'ok') return null;
  const type = request.headers.get('content-type') ?? '';
  if (type.startsWith('application/x-www-form-urlencoded'))
    return Object.fromEntries(new URLSearchParams(body.text));
  if (!type.startsWith('application/json') || jsonShapeProblem(body.text)) return null;
  try {
    const parsed: unknown = JSON.parse(body.text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Fields) : null;
  } catch {
    return null;
  }
}

const text = fieldText;

/** A passkey's name as its member typed it: printable, short; a default otherwise. */
const passkeyName = (value: unknown): string =>
  text(value, NAME_MAX).replace(/[\u0000-\u001f\u007f-\u009f]/g, '') || 'Passkey';

// The browser forgets it when the session ends in any case (the store decides before that).
const sessionCookie = (session: NewSession) =>
  setCookie(SESSION_COOKIE, session.id, SESSION_ABSOLUTE_MS / 1000);

/**
 * The team's requests that cannot be a page's server action: the passkey ceremonies (JSON),
 * the confirmation of a signed link (a URL-encoded form answered with 303, so it works
 * without JavaScript), and the downloads. The pages' other forms are server actions.
 */
export function teamRoutes(context: () => TeamRouteContext) {
  return withRequestIds({
    /** A lead's CV and the inbox's export: downloads, for a signed-in member (export: owners). */
    async GET(request: Request, log: Logger): Promise<Response> {
      const { team, inbox, clientHash, locales } = context();
      // A download starts from a team page or a typed address. A navigation from another page of
      // the same site (a public page's script) would carry the Strict cookie: refused before
      // anything runs or is audited in the member's name.
      const from = request.headers.get('sec-fetch-site');
      if (from && from !== 'same-origin' && from !== 'none') return answer(403, { error: 'origin' });
      const url = new URL(request.url);
      const caller = await team.caller(
        cookieValue(request.headers.get('cookie'), SESSION_COOKIE),
        clientHash(request),
      );
      if (!caller) return answer(401, { error: 'signed-out' });
      try {
        const cv = /^\/team\/leads\/([\w-]{1,64})\/cv$/.exec(url.pathname);
        if (cv) {
          const file = await inbox.cv(caller, cv[1]!);
          if (!file) return answer(404, { error: 'cv' });
          return download(file.bytes, 'application/pdf', file.filename);
        }
        if (url.pathname === '/team/leads/export') {
          const kind = url.searchParams.get('kind') === 'career' ? 'career' : 'contact';
          // From the inbox's page, for people: in that page's language.
          const locale = url.searchParams.get('locale') ?? '';
          const { file, csv } = await inbox.exportCsv(
            caller,
            kind,
            filtersOf(url.searchParams),
            locales.includes(locale) ? locale : undefined,
          );
          return download(Buffer.from(csv), 'text/csv; charset=utf-8', file);
        }
        if (url.pathname === '/team/leads/sources.csv') {
          const { file, csv } = await inbox.sourcesCsv(caller, {
            ...sourcesQuery(url.searchParams),
            header: SOURCES_CSV_HEADER,
          });
          return download(Buffer.from(csv), 'text/csv; charset=utf-8', file);
        }
        const platform = /^\/team\/leads\/conversions\/(google-ads|meta)\.csv$/.exec(url.pathname)?.[1];
        if (platform === 'google-ads' || platform === 'meta') {
          const { file, csv } = await inbox.adConversions(caller, {
            platform,
            period: sourcesQuery(url.searchParams).period,
            qualified: url.searchParams.get('qualified') === '1',
          });
          return download(Buffer.from(csv), 'text/csv; charset=utf-8', file);
        }
        return answer(404, { error: 'action' });
      } catch (error) {
        if (isTeamRefusal(error)) return answer(error.status, { error: error.reason });
        logRequestFailure('a team download failed', error, log);
        return answer(500, { error: 'server' });
      }
    },

    async POST(request: Request, log: Logger): Promise<Response> {
      const { team, inbox, origin, locales, pagePath, clientHash, allowSignIn } = context();
      // SameSite=Strict keeps the cookie from other sites' requests; the Origin check also
      // refuses a same-site page on another origin, and any request without one.
      if (request.headers.get('origin') !== origin) {
        log.warn('team: refused a request from another origin');
        return answer(403, { error: 'origin' });
      }
      const action = new URL(request.url).pathname.replace(/^\/team\//, '');
      const fields = await fieldsOf(request);
      if (!fields) return answer(400, { error: 'body' });
      const locale = locales.includes(text(fields.locale)) ? text(fields.locale) : locales[0]!;
      const page = (name: Parameters<TeamPagePath>[1], query = '') =>
        `${origin}${pagePath(locale, name)}${query ? `?${query}` : ''}`;
      const seeOther = (location: string, headers: Record<string, string> = {}) =>
        answer(303, undefined, { Location: location, ...headers });
      const hash = clientHash(request);
      const previous = cookieValue(request.headers.get('cookie'), SESSION_COOKIE);

      try {
        // Signed out.
        if (action === 'join/options') {
          const options = await team.joinOptions(text(fields.token));
          return options ? answer(200, options) : answer(410, { error: 'link' });
        }
        if (action === 'join') {
          const session = await team.join(
            text(fields.token),
            passkeyName(fields.name),
            fields.response as RegistrationResponseJSON,
            hash,
            previous,
          );
          if (!session) return answer(410, { error: 'link' });
          return answer(200, { location: page('inbox') }, { 'Set-Cookie': sessionCookie(session) });
        }
        // A team email's one-click link, confirmed: the signature, not a session, says who.
        if (action === 'called-back') {
          const token = text(fields.token, 1000);
          const outcome = await inbox.markCalledBack(token, hash);
          return seeOther(
            `${page('called-back')}/${encodeURIComponent(token)}?${outcome === 'invalid' ? 'error=link' : `done=${outcome}`}`,
          );
        }
        if (action === 'sign-in/options' || action === 'sign-in') {
          if (!(await allowSignIn(hash))) return answer(429, { error: 'rate' }, { 'Retry-After': '60' });
          if (action === 'sign-in/options') return answer(200, await team.signInOptions());
          const session = await team.signIn(fields.response as AuthenticationResponseJSON, hash, previous);
          if (!session) return answer(401, { error: 'passkey' });
          return answer(200, { location: page('inbox') }, { 'Set-Cookie': sessionCookie(session) });
        }

        // Signed in.
        const caller = await team.caller(previous, hash);
        if (!caller) return answer(401, { error: 'signed-out' });
        // A passkey proof is tried no faster than a sign-in.
        if (action === 'confirm' && !(await allowSignIn(hash)))
          return answer(429, { error: 'rate' }, { 'Retry-After': '60' });
        return await signedIn(team, caller, action, fields, page);
      } catch (error) {
        if (isTeamRefusal(error)) return answer(error.status, { error: error.reason });
        logRequestFailure('a team request failed', error, log);
        return answer(500, { error: 'server' });
      }
    },
  });
}

/** An attachment: never shown inline by the browser, never sniffed, never cached. */
function download(bytes: Uint8Array, type: string, filename: string): Response {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return new Response(new Uint8Array(bytes), {
    headers: {
      ...NO_STORE,
      'Content-Type': type,
      'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

/** The list's filters as its URL carries them (times as ISO 8601 instants). */
export function filtersOf(query: URLSearchParams): LeadFilters {
  const instant = (name: string) => {
    const value = query.get(name);
    return value && !Number.isNaN(Date.parse(value)) ? new Date(value).toISOString() : undefined;
  };
  const status = query.get('status');
  const kind = query.get('kind');
  return {
    kind: kind === 'contact' || kind === 'career' ? kind : undefined,
    status: isLeadStatus(status) ? status : undefined,
    owner: query.get('owner')?.slice(0, 64) || undefined,
    from: instant('from'),
    to: instant('to'),
    q: query.get('q')?.slice(0, 200) || undefined,
    sort: query.get('sort') === 'due' ? 'due' : undefined,
  };
}

/** The passkey exchanges of a signed-in member: confirming it is them, adding a passkey. */
async function signedIn(
  team: TeamAccess,
  caller: Caller,
  action: string,
  fields: Fields,
  page: (name: TeamPage, query?: string) => string,
): Promise<Response> {
  switch (action) {
    case 'confirm/options':
      return answer(200, await team.confirmOptions(caller));
    case 'confirm': {
      const confirmed = await team.confirm(caller, fields.response as AuthenticationResponseJSON);
      // Back to the page that asked, as the form says (a team page of this locale).
      const back = text(fields.page) === 'passkeys' ? 'passkeys' : 'members';
      return confirmed
        ? answer(200, { location: page(back, 'done=confirmed') })
        : answer(401, { error: 'passkey' });
    }
    case 'passkeys/options':
      return answer(200, await team.addPasskeyOptions(caller));
    case 'passkeys': {
      const added = await team.addPasskey(
        caller,
        passkeyName(fields.name),
        fields.response as RegistrationResponseJSON,
      );
      return added
        ? answer(200, { location: page('passkeys', 'done=added') })
        : answer(400, { error: 'passkey' });
    }
    default:
      return answer(404, { error: 'action' });
  }
}
