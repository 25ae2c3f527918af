import { getClient } from '@sentry/nextjs';
import { start } from './sentryBrowser';

// Tests resolve @sentry/nextjs to its server build; the browser build re-exports this one.
vi.mock('@sentry/nextjs', () => import('@sentry/react'));

describe('the browser SDK', () => {
  it('starts once with the error integrations only: no tracing, session, web vitals or breadcrumbs', () => {
    start('https://key@sentry.example.test/1');
    const client = getClient();
    start('https://other@sentry.example.test/2');
    expect(getClient()).toBe(client);
    const options = client!.getOptions();
    expect(options.dsn).toBe('https://key@sentry.example.test/1');
    expect(options.integrations.map((i) => i.name)).toEqual([
      'EventFilters',
      'FunctionToString',
      'BrowserApiErrors',
      'GlobalHandlers',
      'LinkedErrors',
      'Dedupe',
      'HttpContext',
    ]);
    expect(options).toMatchObject({ sendClientReports: false, maxBreadcrumbs: 0, traceLifecycle: 'static' });
    expect(options.tracesSampleRate).toBeUndefined();
    expect(options.beforeSendTransaction?.({} as never, {})).toBeNull();
  });
});
