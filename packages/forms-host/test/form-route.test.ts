// @vitest-environment node
import { contactSchema } from '@polyfence/lead-contract';
import { parseServerEnv } from '../src/env';
import { formRoute } from '../src/http/formRoute';
import { optinRoute } from '../src/http/optinRoute';

describe('a store that cannot open', () => {
  it('answers 500 not_stored (the opt-in: not stored) with one line of log, the path not quoted', async () => {
    const lines: string[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((line: string) => void lines.push(line));
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
    spy.mockRestore();
    expect(lines).toEqual([
      '[forms-host] could not open the store: Error EACCES',
      '[forms-host] could not open the store: Error EACCES',
    ]);
  });
});
