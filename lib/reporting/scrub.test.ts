import * as Sentry from '@sentry/nextjs';
import { reportFormFailure } from './reportFormFailure';
import { REDACTED, reportableValues, scrubEvent } from './scrub';
import { sentryOptions } from './sentryOptions';

const cvContent = btoa('%PDF-1.7 the candidate CV');
const values = {
  name: 'Marie',
  email: 'marie@soleil.ca',
  password: 'hunter22',
  confirm_password: 'hunter22',
  files: { filename: 'cv.pdf', content: cvContent, type: 'application/pdf' },
};

// Envelopes the real SDK would POST to the DSN host.
const sent: string[] = [];
vi.mock('./loadSentry', () => ({ loadSentry: () => Promise.resolve(Sentry) }));

const recordingTransport: Sentry.BrowserOptions['transport'] = (options) =>
  Sentry.createTransport(options, async (request) => {
    sent.push(typeof request.body === 'string' ? request.body : new TextDecoder().decode(request.body));
    return { statusCode: 200 };
  });

beforeAll(() => {
  Sentry.init({
    ...sentryOptions('https://key@sentry.example.test/1'),
    defaultIntegrations: false,
    transport: recordingTransport,
  });
});
beforeEach(() => {
  sent.length = 0;
});

/** The event items of the envelopes sent so far. */
function sentEvents() {
  return sent.flatMap((envelope) =>
    envelope
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((item) => 'event_id' in item && 'level' in item),
  );
}

describe('scrubEvent', () => {
  it('redacts passwords, the CV content and request cookies, headers and body', () => {
    const event = {
      message: 'x',
      contexts: { form: { values } },
      extra: { nested: [{ Password: 'p' }], pdf: cvContent },
      request: {
        url: 'https://site/x',
        cookies: { a: '1' },
        headers: { Cookie: 'a=1' },
        data: '{"password":"x"}',
      },
    };
    const scrubbed = scrubEvent(event);
    expect(scrubbed.contexts.form.values).toEqual({
      ...values,
      password: REDACTED,
      confirm_password: REDACTED,
      files: { filename: 'cv.pdf', content: REDACTED, type: 'application/pdf' },
    });
    expect(scrubbed.extra).toEqual({ nested: [{ Password: REDACTED }], pdf: REDACTED });
    expect(scrubbed.request).toEqual({ url: 'https://site/x' });
    expect(event.contexts.form.values.password).toBe('hunter22'); // the original is untouched
  });

  it('keeps report values minus the secrets', () => {
    expect(reportableValues(values)).toMatchObject({ name: 'Marie', password: REDACTED });
  });
});

describe('a real Sentry event', () => {
  it('carries the form context and never a secret, even when set on the scope directly', async () => {
    Sentry.setExtra('leak', { password: 'hunter22', files: { content: cvContent } });
    await reportFormFailure({ form: 'career', locale: 'fr', reason: 'http', status: 500, values });
    Sentry.setExtra('leak', undefined);
    await Sentry.flush(2000);

    const [event] = sentEvents();
    expect(event).toBeDefined();
    const body = JSON.stringify(event);
    expect(body).not.toContain('hunter22');
    expect(body).not.toContain(cvContent);
    expect(event).toMatchObject({
      level: 'error',
      message: 'career form failed: http 500',
      tags: { form: 'career', locale: 'fr', status: '500' },
      contexts: {
        form: {
          name: 'career',
          locale: 'fr',
          status: 500,
          values: { name: 'Marie', email: 'marie@soleil.ca', files: { filename: 'cv.pdf' } },
        },
      },
    });
  });

  it('sends with normalizeDepth 10 and collects no cookies, headers or bodies', () => {
    const options = Sentry.getClient()?.getOptions();
    expect(options?.normalizeDepth).toBe(10);
    expect(options?.dataCollection).toMatchObject({ cookies: false, httpHeaders: false, httpBodies: [] });
  });
});
