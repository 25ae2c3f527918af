// @vitest-environment node
import { contactSchema } from '@polyfence/lead-contract';
import { parseServerEnv } from '../src/env';
import { formRoute } from '../src/http/formRoute';
import { optinRoute } from '../src/http/optinRoute';

// The host's root logger, writing here: a request's logger is its child.
const written = vi.hoisted(() => [] as string[]);
vi.mock('../src/log', async (original) => {
  const log = await original<typeof import('../src/log')>();
  return {
    ...log,
    logger: log.createLogger({ destination: { write: (line: string) => void written.push(line) } }),
  };
});
const records = () => written.map((line) => JSON.parse(line) as Record<string, unknown>);
beforeEach(() => void written.splice(0));

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('a store that cannot open', () => {
  it('answers 500 not_stored (the opt-in: not stored) with one line of log, the path not quoted', async () => {
    const unopenable = () => {
      throw Object.assign(new Error("EACCES: permission denied, mkdir '/srv/marie@soleil.ca'"), {
        code: 'EACCES',
      });
    };
    const route = formRoute(unopenable, () => parseServerEnv({}), {
      kind: 'contact',
      schema: contactSchema,
      bodyLimit: 1024,
      typed: () => ({}),
      save: async () => ({ ok: true, id: 'never' }),
    });
    const response = await route.POST(
      new Request('http://localhost/propulso/geo', { method: 'POST', body: '{}' }),
    );
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ errors: { body: ['not_stored'] } });
    const optin = await optinRoute(unopenable).GET(
      new Request('http://localhost/optin/subscribe/post-json?EMAIL=a%40b.test&c=cb'),
    );
    expect(optin.status).toBe(500);
    expect(await optin.text()).toBe('not stored\n');
    const failure = {
      level: 'error',
      msg: 'could not open the store',
      err: { type: 'Error', code: 'EACCES' },
    };
    expect(records()).toEqual([
      expect.objectContaining({ ...failure, reqId: response.headers.get('X-Request-Id') }),
      expect.objectContaining({ ...failure, reqId: optin.headers.get('X-Request-Id') }),
    ]);
    expect(written.join('')).not.toMatch(/marie|soleil|srv/);
  });
});

describe('the request id', () => {
  const route = formRoute(
    () => {
      throw Object.assign(new Error('unopenable'), { code: 'EACCES' });
    },
    () => parseServerEnv({}),
    {
      kind: 'contact',
      schema: contactSchema,
      bodyLimit: 1024,
      typed: () => ({}),
      save: async () => ({ ok: true, id: 'never' }),
    },
  );
  const post = (headers: Record<string, string> = {}) =>
    route.POST(new Request('http://localhost/propulso/geo', { method: 'POST', body: '{}', headers }));

  it("is the caller's X-Request-Id when it is a short token: in the answer and in the request's log lines", async () => {
    const response = await post({ 'X-Request-Id': 'lb.7f3a-01_b' });
    expect(response.headers.get('X-Request-Id')).toBe('lb.7f3a-01_b');
    expect(records()).toEqual([expect.objectContaining({ reqId: 'lb.7f3a-01_b' })]);
  });

  it('is a new UUID when the caller sends none, or anything but a short token', async () => {
    for (const given of [undefined, 'x'.repeat(65), 'a b', '{"msg":"forged"}', 'é']) {
      const response = await post(given === undefined ? {} : { 'X-Request-Id': given });
      expect(response.headers.get('X-Request-Id')).toMatch(uuid);
    }
    const ids = records().map((record) => record.reqId);
    expect(ids).toHaveLength(5);
    expect(new Set(ids).size).toBe(5);
    expect(written.join('')).not.toContain('forged');
  });

  it('is on the answer of every method, a preflight and a refusal among them', async () => {
    const preflight = await route.OPTIONS(
      new Request('http://localhost/propulso/geo', { method: 'OPTIONS', headers: { 'X-Request-Id': 'p-1' } }),
    );
    expect(preflight.headers.get('X-Request-Id')).toBe('p-1');
    const refused = await route.GET(new Request('http://localhost/propulso/geo'));
    expect(refused.status).toBe(405);
    expect(refused.headers.get('X-Request-Id')).toMatch(uuid);
  });
});
