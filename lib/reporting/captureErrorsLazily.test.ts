import { captureErrorsLazily } from './captureErrorsLazily';
import { isSentryLoaded, loadSentry } from './loadSentry';

const captureException = vi.fn();
vi.mock('./loadSentry', () => ({
  isSentryLoaded: vi.fn(() => false),
  loadSentry: vi.fn(() => Promise.resolve({ captureException })),
}));

beforeEach(() => vi.clearAllMocks());

describe('captureErrorsLazily', () => {
  it('loads nothing until an error happens', () => {
    captureErrorsLazily(new EventTarget() as unknown as Window);
    expect(loadSentry).not.toHaveBeenCalled();
  });

  it('fetches the SDK on the first uncaught error or rejection and reports it', async () => {
    const target = new EventTarget();
    captureErrorsLazily(target as unknown as Window);
    const error = new Error('boom');
    target.dispatchEvent(new ErrorEvent('error', { error, message: 'boom' }));
    const rejection = Object.assign(new Event('unhandledrejection'), { reason: 'nope' });
    target.dispatchEvent(rejection);
    await vi.waitFor(() => expect(captureException).toHaveBeenCalledTimes(2));
    expect(captureException).toHaveBeenCalledWith(error);
    expect(captureException).toHaveBeenCalledWith('nope');
  });

  it('leaves errors to the SDK once it runs', async () => {
    vi.mocked(isSentryLoaded).mockReturnValue(true);
    const target = new EventTarget();
    captureErrorsLazily(target as unknown as Window);
    target.dispatchEvent(new ErrorEvent('error', { error: new Error('later') }));
    await Promise.resolve();
    expect(loadSentry).not.toHaveBeenCalled();
  });
});
