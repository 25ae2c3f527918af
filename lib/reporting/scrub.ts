import type { ErrorEvent, Exception, StackFrame } from '@sentry/nextjs';
import { withoutLinkTokens } from '../team/paths';
import { checkedFormContext, failureMessage } from './formContext';

// A report is rebuilt from what may leave, field by field (an allow-list): whatever the
// SDK, Next.js or other code adds to an event is left behind unless it is named here.

const LEVELS = new Set(['fatal', 'error', 'warning', 'log', 'info', 'debug']);
/** Error class names, SDK names, versions, ids: code words (no "@", no spaces), never a visitor's text. */
const CODE_WORD = /^[\w$.:/-]{1,100}$/;
/** A frame's function, as engines print it: `Object.<anonymous>`, `async Promise.all (index 0)`. */
const FUNCTION_NAME = /^[\w$.<>[\] ()-]{1,200}$/;
/** A release may read `name@version+build`. */
const RELEASE = /^[\w$.@+:/-]{1,200}$/;
const MAX_FRAMES = 50;

const matching = (pattern: RegExp, value: unknown): string | undefined =>
  typeof value === 'string' && pattern.test(value) ? value : undefined;
const codeWord = (value: unknown) => matching(CODE_WORD, value);
const integer = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;

const URL_SCHEMES = new Set(['http:', 'https:', 'file:', 'app:']);

/**
 * A URL's scheme, host and path only: a query string or fragment may hold anything, and a
 * team link's token (joining, "called back") is a key, so it goes too.
 */
export function bareUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  // Server frames name files by path or as node: modules, which is code.
  if (value.startsWith('/') || value.startsWith('node:')) return withoutLinkTokens(value.split(/[?#]/)[0]!);
  try {
    const url = new URL(value);
    return URL_SCHEMES.has(url.protocol)
      ? `${url.protocol}//${url.host}${withoutLinkTokens(url.pathname)}`
      : undefined;
  } catch {
    return undefined;
  }
}

function frame(raw: StackFrame): StackFrame {
  return {
    filename: bareUrl(raw.filename),
    function: matching(FUNCTION_NAME, raw.function),
    lineno: integer(raw.lineno),
    colno: integer(raw.colno),
    in_app: typeof raw.in_app === 'boolean' ? raw.in_app : undefined,
  };
}

/**
 * An exception keeps its class and where it was thrown, not its message: messages can
 * quote data (JSON.parse quotes its input; an Error may be built from anything). The one
 * message kept is our own form failure's, which the SDK repeats in a synthetic exception.
 */
function exception(raw: Exception, keptMessage: string | undefined): Exception {
  const frames = raw.stacktrace?.frames;
  return {
    type: codeWord(raw.type),
    value: keptMessage !== undefined && raw.value === keptMessage ? keptMessage : undefined,
    mechanism: raw.mechanism && {
      type: codeWord(raw.mechanism.type) ?? 'generic',
      handled: raw.mechanism.handled === true,
      synthetic: raw.mechanism.synthetic === true || undefined,
    },
    stacktrace: frames && { frames: frames.slice(-MAX_FRAMES).map(frame) },
  };
}

function userAgent(headers: Record<string, string> | undefined) {
  const value = headers?.['User-Agent'] ?? headers?.['user-agent'];
  return typeof value === 'string' ? { 'User-Agent': value.slice(0, 512) } : undefined;
}

/** Drops the keys whose value is undefined, so the event carries no empty slots. */
function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/**
 * The event a report sends (Sentry `beforeSend`, browser, server and edge alike): ids,
 * level, SDK, release and environment; the exception's class and stack; for a failed
 * form, its checked context, message and tags; the page's address without query. No
 * user, extra, breadcrumbs, request headers, cookies or body, nor any other context.
 */
export function scrubEvent(event: ErrorEvent): ErrorEvent {
  const form = checkedFormContext(event.contexts?.form);
  const exceptions = event.exception?.values;
  const url = bareUrl(event.request?.url);
  const message = form && event.message === failureMessage(form) ? event.message : undefined;
  return defined<ErrorEvent>({
    type: undefined,
    event_id: codeWord(event.event_id),
    timestamp: typeof event.timestamp === 'number' ? event.timestamp : undefined,
    level: event.level && LEVELS.has(event.level) ? event.level : 'error',
    platform: codeWord(event.platform),
    release: matching(RELEASE, event.release),
    environment: codeWord(event.environment),
    sdk: event.sdk && {
      name: codeWord(event.sdk.name) ?? 'unknown',
      version: codeWord(event.sdk.version) ?? 'unknown',
      integrations: event.sdk.integrations?.filter((name) => codeWord(name)),
      // Sentry must not store the sender's IP address.
      settings: { infer_ip: 'never' },
    },
    message,
    exception: exceptions && { values: exceptions.map((raw) => exception(raw, message)) },
    fingerprint: form && ['form-failure', form.name, form.reason, String(form.status)],
    tags: form && {
      form: form.name,
      locale: form.locale,
      reason: form.reason,
      ...(form.status !== null && { status: String(form.status) }),
    },
    contexts: form && { form: { ...form } },
    // The browser sends its user agent with the report's own request anyway.
    request: url ? defined({ url, headers: userAgent(event.request?.headers) }) : undefined,
  });
}
