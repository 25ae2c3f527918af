import type { ServerEnv } from '../env';
import { hostOrNull, type FormsHost } from '../host';
import { logRequestFailure, type Logger } from '../log';
import { newChallenge } from '../spam/proof';
import { BODY_FIELD, errors, json, methodNotAllowed } from './answers';
import { corsHeaders, originAllowed, ownHosts, preflight } from './origin';
import { withRequestIds } from './requestId';

const ALLOW = ['GET', 'OPTIONS'] as const;

async function challenge(request: Request, host: FormsHost, log: Logger): Promise<Response> {
  const origin = request.headers.get('origin');
  if (!originAllowed(origin, ownHosts(request, host.env.FORMS_TRUST_PROXY), host.env.FORMS_ALLOWED_ORIGINS)) {
    return errors(403, { [BODY_FIELD]: ['origin_not_allowed'] }, { Vary: 'Origin' });
  }
  const headers = { ...corsHeaders(origin), 'Cache-Control': 'no-store' };
  try {
    return json(200, await newChallenge(host.store), headers);
  } catch (error) {
    logRequestFailure('could not make a proof-of-work challenge', error, log);
    return errors(500, { [BODY_FIELD]: ['not_stored'] }, headers);
  }
}

/**
 * GET /propulso/challenge: a signed proof-of-work challenge for a form being filled in. Each
 * costs the host one key derivation (about a millisecond) and stores nothing: a challenge
 * is only remembered once it is spent.
 */
export function challengeRoute(host: () => FormsHost, env: () => ServerEnv) {
  const notAllowed = async () => methodNotAllowed(ALLOW);
  return withRequestIds({
    GET: async (request: Request, log: Logger) => {
      const opened = hostOrNull(host, log);
      return opened ? challenge(request, opened, log) : errors(500, { [BODY_FIELD]: ['not_stored'] });
    },
    OPTIONS: async (request: Request) => {
      const { FORMS_ALLOWED_ORIGINS, FORMS_TRUST_PROXY } = env();
      return preflight(request, FORMS_ALLOWED_ORIGINS, ['GET'], FORMS_TRUST_PROXY);
    },
    HEAD: notAllowed,
    POST: notAllowed,
    PUT: notAllowed,
    PATCH: notAllowed,
    DELETE: notAllowed,
  });
}
