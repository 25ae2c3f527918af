import { UNSTORABLE_CHARACTER } from '@polyfence/lead-contract';
import { z } from 'zod';
import { hostOrNull, type FormsHost } from '../host';
import { logRequestFailure, type Logger } from '../log';
import { countVisit, dayIn } from '../visits/count';
import { readBodyWithLimit } from './body';
import { methodNotAllowed } from './answers';
import { originAllowed, ownHosts } from './origin';
import { withRequestIds } from './requestId';

/** A beacon is a few hundred bytes; anything larger is not one. */
export const VISIT_BODY_LIMIT = 2048;

// User agents that announce a program rather than a person: not counted.
const BOT =
  /bot|crawl|spider|slurp|scrape|fetch|preview|headless|lighthouse|pagespeed|monitor|curl|wget|python|java\/|go-http|node|axios/i;

const part = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => !UNSTORABLE_CHARACTER.test(value))
    .optional()
    .transform((value) => value ?? '');

const beaconSchema = (locales: readonly string[]) =>
  z.object({
    path: z
      .string()
      .max(256)
      .refine((path) => path.startsWith('/') && !path.startsWith('//') && !UNSTORABLE_CHARACTER.test(path)),
    locale: z.string().refine((locale) => locales.includes(locale)),
    referrer: part(256).refine(
      (value) => value === '' || (URL.canParse(value) && new URL(value).origin === value),
    ),
    utm_source: part(128),
    utm_medium: part(128),
    utm_campaign: part(128),
    entry: z.boolean().optional().transform(Boolean),
  });

// Never cached, by the CDN or anyone: every beacon must reach a host to be counted.
const NOTHING = () =>
  new Response(null, {
    status: 204,
    headers: { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' },
  });

async function visit(request: Request, host: FormsHost, log: Logger): Promise<Response> {
  // Global Privacy Control: the visitor asked not to be counted; nor are programs, or other sites.
  if (request.headers.get('sec-gpc') === '1') return NOTHING();
  if (BOT.test(request.headers.get('user-agent') ?? 'bot')) return NOTHING();
  const origin = request.headers.get('origin');
  if (!originAllowed(origin, ownHosts(request, host.env.FORMS_TRUST_PROXY), [])) return NOTHING();
  const body = await readBodyWithLimit(request, VISIT_BODY_LIMIT, 5_000);
  if (body.kind !== 'ok') return NOTHING();
  let parsed;
  try {
    parsed = beaconSchema(host.locales).safeParse(JSON.parse(body.text));
  } catch {
    return NOTHING();
  }
  if (!parsed.success) return NOTHING();
  try {
    await host.store.batch(countVisit(parsed.data, dayIn(new Date(), host.env.LEADS_TIMEZONE)), {
      durable: false,
    });
  } catch (error) {
    logRequestFailure('could not count a visit', error, log);
  }
  return NOTHING();
}

/**
 * POST /propulso/visit: one page view of the site (navigator.sendBeacon), counted by day and
 * key, apart from the forms' rate limits. Every answer is the same empty 204: a beacon never
 * reads it, and a prober learns nothing.
 */
export function visitRoute(host: () => FormsHost) {
  const notAllowed = async () => methodNotAllowed(['POST']);
  return withRequestIds({
    POST: async (request: Request, log: Logger) => {
      const opened = hostOrNull(host, log);
      return opened ? visit(request, opened, log) : NOTHING();
    },
    GET: notAllowed,
    HEAD: notAllowed,
    PUT: notAllowed,
    PATCH: notAllowed,
    DELETE: notAllowed,
    OPTIONS: notAllowed,
  });
}
