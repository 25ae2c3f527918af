import * as Sentry from '@sentry/nextjs';
import type { ErrorEvent } from '@sentry/nextjs';
import { describeFields } from './formContext';
import { reportFormFailure } from './reportFormFailure';
import { scrubEvent } from './scrub';
import { sentryOptions, serverIntegrations } from './sentryOptions';

// What a visitor types, and where it could hide in an event.
const PERSONAL = {
  name: 'Marie Tremblay',
  email: 'marie@soleil.ca',
  phone: '514-555-0100',
  company: 'Boutique Soleil',
  password: 'hunter22-secret',
  address: '123 rue Sainte-Catherine',
  cvName: 'marie-tremblay-cv.pdf',
  cvContent: btoa('%PDF-1.7 the candidate CV'),
};
const values = {
  name: PERSONAL.name,
  company_name: PERSONAL.company,
  email: PERSONAL.email,
  phone: PERSONAL.phone,
  role: '',
  password: PERSONAL.password,
  terms: true,
  files: { filename: PERSONAL.cvName, content: PERSONAL.cvContent, type: 'application/pdf' },
};

function expectNothingPersonal(sent: unknown) {
  const text = JSON.stringify(sent);
  for (const value of Object.values(PERSONAL)) expect(text).not.toContain(value);
  expect(text).not.toContain('Marie');
  expect(text).not.toContain('soleil');
}

const formContext = {
  name: 'career',
  locale: 'fr',
  reason: 'http',
  status: 400,
  fields: { name: 'filled', role: 'empty', [PERSONAL.email]: 'filled', phone: PERSONAL.phone },
  invalid: { email: 'error_valid_email', phone: PERSONAL.phone },
  values,
};

/** What an event says about itself, kept as it is. */
const KEPT_AS_IS = {
  type: undefined,
  event_id: 'a'.repeat(32),
  timestamp: 1_790_000_000.5,
  level: 'error',
  platform: 'javascript',
  release: 'site@1.4.0+build-1',
  environment: 'production',
};

/** An event with personal data at every level an SDK, Next.js or our code could put it. */
const hostile = {
  ...KEPT_AS_IS,
  server_name: PERSONAL.name,
  logger: PERSONAL.email,
  transaction: `/contact?email=${PERSONAL.email}`,
  message: `career form failed: http 400 ${PERSONAL.email}`,
  logentry: { message: PERSONAL.email, params: [PERSONAL.phone] },
  sdk: {
    name: 'sentry.javascript.nextjs',
    version: '11.8.0',
    integrations: ['GlobalHandlers', PERSONAL.name],
    packages: [{ name: PERSONAL.email, version: '1' }],
  },
  user: { id: PERSONAL.email, email: PERSONAL.email, ip_address: '203.0.113.9', username: PERSONAL.name },
  tags: { form: 'career', email: PERSONAL.email, locale: PERSONAL.address },
  extra: { values, nested: [{ password: PERSONAL.password }] },
  contexts: {
    form: formContext,
    culture: { locale: 'fr-CA', timezone: 'America/Toronto' },
    state: { values },
    trace: { trace_id: 'b'.repeat(32), span_id: 'c'.repeat(16), data: { email: PERSONAL.email } },
  },
  breadcrumbs: [{ category: 'ui.input', message: `input[name="email"] ${PERSONAL.email}` }],
  request: {
    url: `https://www.example.test/fr/carrieres?email=${encodeURIComponent(PERSONAL.email)}#${PERSONAL.name}`,
    method: 'POST',
    query_string: `email=${PERSONAL.email}`,
    cookies: { session: PERSONAL.email },
    headers: { 'User-Agent': 'Mozilla/5.0 Test', Cookie: `n=${PERSONAL.name}`, Referer: PERSONAL.email },
    data: JSON.stringify(values),
    env: { REMOTE_ADDR: '203.0.113.9' },
  },
  exception: {
    values: [
      {
        type: 'SyntaxError',
        value: `Unexpected token 'M', "${PERSONAL.name}" is not valid JSON`,
        module: PERSONAL.company,
        mechanism: { type: 'onerror', handled: false, data: { email: PERSONAL.email } },
        stacktrace: {
          frames: [
            {
              filename: `https://www.example.test/_next/static/chunks/app.js?email=${PERSONAL.email}`,
              function: 'submit',
              lineno: 12,
              colno: 34,
              in_app: true,
              vars: { values },
              context_line: `const email = "${PERSONAL.email}";`,
              pre_context: [PERSONAL.phone],
              post_context: [PERSONAL.address],
              abs_path: `https://www.example.test/${PERSONAL.name}`,
            },
            {
              filename: 'node:internal/process/task_queues',
              function: 'processTicksAndRejections',
              lineno: 95,
            },
            { filename: '/srv/site/.next/server/chunks/route.js', function: PERSONAL.email, lineno: 1 },
          ],
        },
      },
    ],
  },
  modules: { [PERSONAL.company]: '1.0.0' },
  debug_meta: { images: [{ type: 'sourcemap', code_file: PERSONAL.name, debug_id: 'x' }] },
  fingerprint: [PERSONAL.email],
  sdkProcessingMetadata: { normalizedRequest: { data: values } },
} as unknown as ErrorEvent;

describe('scrubEvent', () => {
  it('keeps only what the allow-list names, and nothing personal from any level', () => {
    const scrubbed = scrubEvent(hostile);
    expectNothingPersonal(scrubbed);
    expect(scrubbed).toEqual({
      ...KEPT_AS_IS,
      sdk: {
        name: 'sentry.javascript.nextjs',
        version: '11.8.0',
        integrations: ['GlobalHandlers'],
        settings: { infer_ip: 'never' },
      },
      exception: {
        values: [
          {
            type: 'SyntaxError',
            mechanism: { type: 'onerror', handled: false },
            stacktrace: {
              frames: [
                {
                  filename: 'https://www.example.test/_next/static/chunks/app.js',
                  function: 'submit',
                  lineno: 12,
                  colno: 34,
                  in_app: true,
                },
                {
                  filename: 'node:internal/process/task_queues',
                  function: 'processTicksAndRejections',
                  lineno: 95,
                },
                { filename: '/srv/site/.next/server/chunks/route.js', lineno: 1 },
              ],
            },
          },
        ],
      },
      fingerprint: ['form-failure', 'career', 'http', '400'],
      tags: { form: 'career', locale: 'fr', reason: 'http', status: '400' },
      contexts: {
        form: {
          name: 'career',
          locale: 'fr',
          reason: 'http',
          status: 400,
          fields: { name: 'filled', role: 'empty' },
          invalid: { email: 'error_valid_email' },
        },
      },
      request: {
        url: 'https://www.example.test/fr/carrieres',
        headers: { 'User-Agent': 'Mozilla/5.0 Test' },
      },
    });
  });

  it("keeps no team link's token: joining and called-back links are keys", () => {
    const token = 'q8Xx1V9cM2b7wWk0nQ5tZyR3aLpE6fHs4uJdG0iOeTk';
    const signed = 'lead-1~dGVhbUBleGFtcGxlLmNvbQ~1800000000000~c2lnbmF0dXJl';
    const cases = [
      [
        `https://team.example.test/en-US/leads/join/${token}`,
        'https://team.example.test/en-US/leads/join/[token]',
      ],
      [
        `https://team.example.test/fr/prospects/rejoindre/${token}?x=1`,
        'https://team.example.test/fr/prospects/rejoindre/[token]',
      ],
      [
        `https://team.example.test/en-US/leads/called-back/${signed}`,
        'https://team.example.test/en-US/leads/called-back/[token]',
      ],
      [`/fr/prospects/rappele/${signed}`, '/fr/prospects/rappele/[token]'],
      // As Next renders the page, after the proxy's rewrite (what a server error names).
      [`/fr/leads/join/${token}`, '/fr/leads/join/[token]'],
      [`/fr/leads/called-back/${signed}`, '/fr/leads/called-back/[token]'],
      // A lead's page names an id, no key: kept.
      [
        'https://team.example.test/fr/prospects/0b9e7c1e-2f1a-4a51-9d7e-3c2b1a0f9e8d',
        'https://team.example.test/fr/prospects/0b9e7c1e-2f1a-4a51-9d7e-3c2b1a0f9e8d',
      ],
    ];
    for (const [url, kept] of cases) {
      const scrubbed = scrubEvent({
        type: undefined,
        request: { url },
        exception: { values: [{ type: 'Error', stacktrace: { frames: [{ filename: url }] } }] },
      });
      expect(scrubbed.request?.url).toBe(kept);
      expect(scrubbed.exception?.values?.[0]?.stacktrace?.frames?.[0]?.filename).toBe(kept);
      expect(JSON.stringify(scrubbed)).not.toMatch(new RegExp(`${token}|${signed}`));
    }
  });

  it('keeps our own form failure message, and only that one', () => {
    const message = 'career form failed: http 400';
    // The SDK repeats a message in a synthetic exception.
    const synthetic = { value: message, mechanism: { type: 'generic', handled: true, synthetic: true } };
    const event = { ...hostile, message, exception: { values: [synthetic] } } as ErrorEvent;
    expect(scrubEvent(event)).toMatchObject({ message, exception: { values: [synthetic] } });
    const notOurs = { ...hostile, contexts: {}, message: 'contact form failed: http 500' } as ErrorEvent;
    expect(scrubEvent(notOurs)).not.toHaveProperty('message');
  });

  it('drops a form context that is not one of ours, and leaves the given event untouched', () => {
    const before = JSON.stringify(hostile);
    const forged = { ...hostile, contexts: { form: { ...formContext, name: PERSONAL.name } } } as ErrorEvent;
    const scrubbed = scrubEvent(forged);
    expect(scrubbed).not.toHaveProperty('contexts');
    expect(scrubbed).not.toHaveProperty('tags');
    expect(scrubbed).not.toHaveProperty('fingerprint');
    expect(JSON.stringify(hostile)).toBe(before);
  });
});

describe('describeFields', () => {
  it('says which fields were filled, never what they hold', () => {
    const fields = describeFields({ ...values, confirm_password: ' ', unknown_field: 'x', EMAIL: null });
    expect(fields).toEqual({
      name: 'filled',
      company_name: 'filled',
      email: 'filled',
      phone: 'filled',
      role: 'empty',
      password: 'filled',
      confirm_password: 'empty',
      terms: 'filled',
      files: 'filled',
      EMAIL: 'empty',
    });
  });
});

// Envelopes the real SDK would POST to the DSN host.
const sent: string[] = [];
vi.mock('./loadSentry', () => ({ loadSentry: () => Promise.resolve(Sentry) }));

const recordingTransport: Sentry.BrowserOptions['transport'] = (options) =>
  Sentry.createTransport(options, async (request) => {
    sent.push(typeof request.body === 'string' ? request.body : new TextDecoder().decode(request.body));
    return { statusCode: 200 };
  });

beforeAll(() => {
  Sentry.init({ ...sentryOptions('https://key@sentry.example.test/1'), transport: recordingTransport });
});
beforeEach(() => {
  sent.length = 0;
});

/** Each envelope's item headers and payloads (header line, then item header + payload pairs). */
function sentItems() {
  return sent.flatMap((envelope) => {
    const [, ...lines] = envelope.split('\n').filter(Boolean);
    const items: { type: string; payload: Record<string, unknown> }[] = [];
    for (let i = 0; i + 1 < lines.length; i += 2)
      items.push({
        type: (JSON.parse(lines[i]!) as { type: string }).type,
        payload: JSON.parse(lines[i + 1]!) as Record<string, unknown>,
      });
    return items;
  });
}

describe('a real Sentry event', () => {
  it('carries the form context and nothing personal, whatever else is set on the scope', async () => {
    Sentry.setUser({ email: PERSONAL.email, username: PERSONAL.name });
    Sentry.setExtra('values', values);
    Sentry.setTag('email', PERSONAL.email);
    Sentry.setContext('visitor', { phone: PERSONAL.phone });
    Sentry.addBreadcrumb({ message: PERSONAL.address });
    await reportFormFailure({
      form: 'career',
      locale: 'fr',
      reason: 'http',
      status: 500,
      fields: describeFields(values),
    });
    Sentry.captureException(new Error(`${PERSONAL.email} is already registered`));
    await Sentry.flush(2000);
    Sentry.setUser(null);
    Sentry.setExtra('values', undefined);

    const items = sentItems();
    expect(items.map((item) => item.type)).toEqual(['event', 'event']);
    expectNothingPersonal(sent);
    expect(items[0]!.payload).toMatchObject({
      level: 'error',
      message: 'career form failed: http 500',
      tags: { form: 'career', locale: 'fr', reason: 'http', status: '500' },
      contexts: {
        form: {
          name: 'career',
          locale: 'fr',
          reason: 'http',
          status: 500,
          fields: { name: 'filled', role: 'empty', files: 'filled', password: 'filled', terms: 'filled' },
        },
      },
    });
    expect(items[1]!.payload).toMatchObject({ exception: { values: [{ type: 'Error' }] } });
  });

  it('installs no integration and collects no cookies, headers or bodies', () => {
    const options = Sentry.getClient()?.getOptions();
    expect(options?.integrations).toEqual([]);
    expect(options).toMatchObject({ sendClientReports: false, maxBreadcrumbs: 0 });
    expect(options?.dataCollection).toMatchObject({ cookies: false, httpHeaders: false, httpBodies: [] });
  });
});

describe('the server and edge SDKs', () => {
  it('install the error integrations only: no http (sessions), fetch (spans) or console (breadcrumbs)', () => {
    expect(serverIntegrations(Sentry).map((i) => i.name)).toEqual([
      'EventFilters',
      'FunctionToString',
      'LinkedErrors',
      'Dedupe',
      'RequestData',
    ]);
  });
});
