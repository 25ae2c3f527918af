import { loadSentry } from './loadSentry';

const init = vi.fn();
const getClient = vi.fn(() => undefined);
vi.mock('./sentryBrowser', () => ({ init: (...a: unknown[]) => init(...a), getClient: () => getClient() }));

describe('loadSentry', () => {
  it('never loads nor starts the SDK without a DSN', async () => {
    await expect(loadSentry(undefined)).resolves.toBeNull();
    await expect(loadSentry('')).resolves.toBeNull();
    expect(init).not.toHaveBeenCalled();
  });

  it('starts the SDK once, with the shared options and no session pings', async () => {
    const dsn = 'https://key@sentry.example.test/1';
    const [a, b] = await Promise.all([loadSentry(dsn), loadSentry(dsn)]);
    expect(a).toBe(b);
    expect(init).toHaveBeenCalledTimes(1);
    const options = init.mock.calls[0]![0] as {
      dsn: string;
      normalizeDepth: number;
      integrations: (d: { name: string }[]) => { name: string }[];
    };
    expect(options).toMatchObject({ dsn, enabled: true, normalizeDepth: 10 });
    expect(options.integrations([{ name: 'BrowserSession' }, { name: 'GlobalHandlers' }])).toEqual([
      { name: 'GlobalHandlers' },
    ]);
  });
});
