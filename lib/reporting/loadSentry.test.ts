import { isSentryLoaded, loadSentry } from './loadSentry';

const start = vi.fn();
vi.mock('./sentryBrowser', () => ({ start: (...a: unknown[]) => start(...a) }));

describe('loadSentry', () => {
  it('never loads nor starts the SDK without a DSN', async () => {
    await expect(loadSentry(undefined)).resolves.toBeNull();
    await expect(loadSentry('')).resolves.toBeNull();
    expect(start).not.toHaveBeenCalled();
    expect(isSentryLoaded()).toBe(false);
  });

  it('fetches and starts the SDK once, with the DSN', async () => {
    const dsn = 'https://key@sentry.example.test/1';
    const [a, b] = await Promise.all([loadSentry(dsn), loadSentry(dsn)]);
    expect(a).toBe(b);
    expect(start).toHaveBeenCalledExactlyOnceWith(dsn);
    expect(isSentryLoaded()).toBe(true);
  });
});
