// @vitest-environment node
import { contactSchema } from '@polyfence/lead-contract';
import { parseServerEnv } from '../src/env';
import { formRoute } from '../src/http/formRoute';
import { optinRoute } from '../src/http/optinRoute';

// The host's root logger, writing here.
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
    expect(records()).toEqual([expect.objectContaining(failure), expect.objectContaining(failure)]);
    expect(written.join('')).not.toMatch(/marie|soleil|srv/);
  });
});
