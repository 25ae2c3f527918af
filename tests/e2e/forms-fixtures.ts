import { type Locator, type Page, type Request, type Route } from '@playwright/test';
import { test as base, expect } from './fixtures';
import en from '../../messages/en-US.json';
import fr from '../../messages/fr.json';
import { e2eEnv } from './env';

export { expect };

export const LOCALES = [
  {
    locale: 'en-US',
    m: en,
    home: '/en-US',
    contact: '/en-US/contact',
    careers: '/en-US/careers',
    signup: '/en-US/signup',
    terms: '/en-US/terms',
  },
  {
    locale: 'fr',
    m: fr,
    home: '/fr',
    contact: '/fr/contact',
    careers: '/fr/carrieres',
    signup: '/fr/inscription',
    terms: '/fr/conditions',
  },
] as const;

/** A small valid PDF, the CV of the career specs. */
export const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

/** The signup form's text fields, filled as a valid visitor would. */
export const SIGNUP_TEXT = {
  organization_name: 'Boutique Soleil',
  organization_email: 'billing@soleil.ca',
  website_name: 'soleil.ca',
  address: '123 rue Sainte-Catherine',
  city: 'Montréal',
  province: 'QC',
  postal_code: 'H2X 1Z4',
  first_name: 'Marie',
  last_name: 'Tremblay',
  email: 'marie@soleil.ca',
  form_organization_role: 'Owner',
  password: 'Str0ng-and-long',
  confirm_password: 'Str0ng-and-long',
};

/** The contact form's text fields but the optional role, as the keyboard and popup specs fill them. */
export const CONTACT_TEXT = {
  name: 'Jo Gagnon',
  company_name: 'Agence Nord',
  email: 'jo@nord.ca',
  phone: '819-555-0123',
};

/** Types each value into the form's field of that name. */
export async function fillText(form: Locator, values: Record<string, string>) {
  for (const [field, value] of Object.entries(values)) await form.locator(`[name="${field}"]`).fill(value);
}

export const FORMS_HOST = e2eEnv.NEXT_PUBLIC_FORMS_HOST;
export const API_HOST = e2eEnv.NEXT_PUBLIC_API_HOST;
export const APP_URL = e2eEnv.NEXT_PUBLIC_APP_URL;
export const OPTIN_REDIRECT = e2eEnv.NEXT_PUBLIC_OPTIN_REDIRECT_URL;

/**
 * Keeps the page on the opt-in's thank-you: its redirect target answers 204 No Content,
 * on which the browser drops the navigation (for specs that check the page after success).
 */
export const holdOptinRedirect = (page: Page) =>
  page.route(OPTIN_REDIRECT, (route) => route.fulfill({ status: 204 }));

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

export type Reply =
  { status: number; body?: unknown; delayMs?: number } | { abort: true; delayMs?: number } | { hang: true };

/** Intercepts POSTs to `url`, answering each with the next reply; records their JSON bodies. */
export async function interceptPost(page: Page, url: string, ...replies: Reply[]) {
  const bodies: unknown[] = [];
  await page.route(url, async (route: Route, request: Request) => {
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
    bodies.push(request.postDataJSON());
    const reply = replies[Math.min(bodies.length - 1, replies.length - 1)] ?? { status: 200 };
    if ('hang' in reply) return;
    if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
    if ('abort' in reply) return route.abort('failed');
    return route.fulfill({
      status: reply.status,
      headers: { ...CORS, 'Content-Type': 'application/json' },
      body: JSON.stringify(reply.body ?? {}),
    });
  });
  return bodies;
}

export interface TrackerCall {
  kind: 'gtag' | 'fbq';
  args: unknown[];
}

// Stand-ins for gtag.js and fbevents.js: they drain the queues the site set up,
// the way the real scripts do, and hand every call to the test.
const FAKE_GTAG = `(() => {
  const dl = (window.dataLayer = window.dataLayer || []);
  const handle = (args) => {
    const a = Array.from(args);
    window.__recordTracker('gtag', JSON.stringify(a, (k, v) => (typeof v === 'function' ? '[fn]' : v)));
    const p = a[2];
    if (a[0] === 'event' && p && typeof p.event_callback === 'function') setTimeout(p.event_callback, 0);
  };
  dl.forEach(handle);
  dl.push = (...items) => { items.forEach(handle); return Array.prototype.push.apply(dl, items); };
})();`;
const FAKE_FBEVENTS = `(() => {
  const f = window.fbq;
  if (!f) return;
  f.callMethod = (...a) => window.__recordTracker('fbq', JSON.stringify(a));
  (f.queue || []).forEach((a) => f.callMethod(...a));
  f.queue = [];
})();`;

/** An item of a Sentry envelope: its header's type and its JSON payload. */
export interface SentryItem {
  type: string;
  payload: Record<string, unknown>;
}

/** The event items of the Sentry envelopes POSTed to the DSN host. */
export type SentryEvent = Record<string, unknown> & { contexts?: { form?: Record<string, unknown> } };

/** An envelope: a header line, then for each item a header line and a payload line. */
function envelopeItems(body: string): SentryItem[] {
  const [, ...lines] = body.split('\n').filter(Boolean);
  const items: SentryItem[] = [];
  for (let i = 0; i < lines.length; i += 2) {
    const header = JSON.parse(lines[i]!) as { type: string };
    items.push({ type: header.type, payload: JSON.parse(lines[i + 1] ?? '{}') as Record<string, unknown> });
  }
  return items;
}

export interface SentryRecorder {
  /** Every request body sent to the Sentry host. */
  raw: string[];
  items: () => SentryItem[];
  events: () => SentryEvent[];
  /** See expectCleanReports: only error events, none holding a value of `typed`. */
  expectClean: (typed: readonly string[]) => Promise<void>;
}

/**
 * After a failed submission: whatever the SDK sends when a page is hidden (sessions, client
 * reports) is sent too, then every item sent is an error event from the SDK's error
 * integrations alone, and no request to the Sentry host holds any value the visitor typed,
 * as typed, JSON-escaped or URL-encoded.
 */
async function expectCleanReports(
  page: Page,
  sentry: Omit<SentryRecorder, 'expectClean'>,
  typed: readonly string[],
) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await page.waitForTimeout(1000);
  expect(sentry.raw.length).toBeGreaterThan(0);
  expect(sentry.items().map((item) => item.type)).toEqual(sentry.items().map(() => 'event'));
  // Errors only: nothing installed that traces, streams spans, measures web vitals or counts sessions.
  for (const event of sentry.events())
    expect([...((event.sdk as { integrations?: string[] } | undefined)?.integrations ?? [])].sort()).toEqual([
      'BrowserApiErrors',
      'Dedupe',
      'EventFilters',
      'FunctionToString',
      'GlobalHandlers',
      'HttpContext',
      'LinkedErrors',
    ]);
  const everything = sentry.raw.join('\n');
  for (const value of typed)
    for (const form of new Set([value, JSON.stringify(value).slice(1, -1), encodeURIComponent(value)]))
      expect(everything, `a report holds ${JSON.stringify(form)}`).not.toContain(form);
}

// Form specs run under the CSP guard, as a visitor who accepted all tracking (the
// conversions they assert need it; consent.spec covers the other choices).
export const test = base.extend<{
  trackers: TrackerCall[];
  sentry: SentryRecorder;
}>({
  storedConsent: 'a1.d1',
  trackers: [
    async ({ page }, use) => {
      const calls: TrackerCall[] = [];
      await page.exposeFunction('__recordTracker', (kind: TrackerCall['kind'], json: string) =>
        calls.push({ kind, args: JSON.parse(json) as unknown[] }),
      );
      await page.route('https://www.googletagmanager.com/gtag/js**', (route) =>
        route.fulfill({ contentType: 'text/javascript', body: FAKE_GTAG }),
      );
      await page.route('https://connect.facebook.net/**', (route) =>
        route.fulfill({ contentType: 'text/javascript', body: FAKE_FBEVENTS }),
      );
      await use(calls);
    },
    { auto: true },
  ],
  sentry: [
    async ({ page }, use) => {
      const raw: string[] = [];
      await page.route('https://sentry.example.test/**', (route, request) => {
        raw.push(request.postData() ?? '');
        return route.fulfill({ status: 200, headers: { 'Access-Control-Allow-Origin': '*' }, body: '{}' });
      });
      const items = () => raw.flatMap(envelopeItems);
      const events = () =>
        items()
          .filter((item) => item.type === 'event')
          .map((item) => item.payload as SentryEvent);
      const recorder = { raw, items, events };
      await use({ ...recorder, expectClean: (typed) => expectCleanReports(page, recorder, typed) });
    },
    { auto: true },
  ],
});

/** The conversion calls (not the set-up ones) the trackers received. */
export const conversions = (calls: TrackerCall[]) =>
  calls
    .filter(({ kind, args }) => (kind === 'gtag' ? args[0] === 'event' : args[0] === 'track'))
    .map(({ kind, args }) => `${kind}:${String(args[1])}`);

/** The conversions a lead (contact, application, opt-in) counts as, sorted. */
export const LEAD_CONVERSIONS = ['fbq:Lead', 'gtag:conversion', 'gtag:generate_lead'];

/** Waits until the trackers have received exactly `expected` (sorted) conversions. */
export const expectConversions = (calls: TrackerCall[], expected = LEAD_CONVERSIONS) =>
  expect.poll(() => conversions(calls).sort()).toEqual(expected);

/** A form's submit button. */
export const submitButton = (form: Locator) => form.locator('button[type="submit"]');

/** Opens `path`, fills its form with `fill`, presses its submit button; resolves with the form. */
export async function submitForm(
  page: Page,
  path: string,
  formOf: (page: Page) => Locator,
  fill: () => Promise<void>,
): Promise<Locator> {
  await page.goto(path);
  await fill();
  const form = formOf(page);
  await submitButton(form).click();
  return form;
}

/** A send that failed: the form's alert says `message` and its submit button is back. */
export async function expectSendFailed(form: Locator, message: string) {
  await expect(form.getByRole('alert')).toHaveText(message);
  await expect(submitButton(form)).toBeVisible();
}

/** A send under way, then done: Sending..., then the success message, no button meanwhile. */
export async function expectSendingThenSuccess(
  form: Locator,
  m: { sending: string; success_message: string },
) {
  await expect(form.getByRole('status')).toHaveText(m.sending);
  await expect(submitButton(form)).toHaveCount(0);
  await expect(form.getByRole('status')).toHaveText(m.success_message);
  await expect(submitButton(form)).toHaveCount(0);
}
