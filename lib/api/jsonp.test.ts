import { jsonp } from './jsonp';

type Globals = Record<string, unknown>;
const scripts = () => [...document.head.querySelectorAll('script')];
const callbackOf = (script: HTMLScriptElement) => new URL(script.src).searchParams.get('c') ?? '';

afterEach(() => {
  vi.useRealTimers();
  for (const s of scripts()) s.remove();
});

describe('jsonp', () => {
  it('adds a script with a unique callback; the call is success, then script and callback are gone', async () => {
    const pending = jsonp('https://list.example.test/subscribe/post-json?u=U&id=ID');
    const [script] = scripts();
    expect(script).toBeDefined();
    const url = new URL(script!.src);
    expect(url.searchParams.get('u')).toBe('U');
    expect(url.searchParams.get('id')).toBe('ID');
    const name = callbackOf(script!);
    expect(typeof (window as unknown as Globals)[name]).toBe('function');

    (window as unknown as Record<string, (data: unknown) => void>)[name]!({ result: 'success' });

    await expect(pending).resolves.toEqual({ kind: 'ok', data: { result: 'success' } });
    expect(scripts()).toHaveLength(0);
    expect(name in window).toBe(false);
  });

  it('fails on a script error and cleans up', async () => {
    const pending = jsonp('https://list.example.test/x?u=U');
    const script = scripts()[0]!;
    const name = callbackOf(script);
    script.dispatchEvent(new Event('error'));
    await expect(pending).resolves.toEqual({ kind: 'error', reason: 'network' });
    expect(scripts()).toHaveLength(0);
    expect(name in window).toBe(false);
  });

  it('fails after the timeout with no call and cleans up', async () => {
    vi.useFakeTimers();
    const pending = jsonp('https://list.example.test/x?u=U', { timeoutMs: 10_000 });
    const name = callbackOf(scripts()[0]!);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(scripts()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toEqual({ kind: 'error', reason: 'timeout' });
    expect(scripts()).toHaveLength(0);
    expect(name in window).toBe(false);
  });

  it('times out after 10 s by default', async () => {
    vi.useFakeTimers();
    const pending = jsonp('https://list.example.test/x');
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(pending).resolves.toEqual({ kind: 'error', reason: 'timeout' });
  });

  it('keeps two concurrent calls apart', async () => {
    const first = jsonp('https://list.example.test/x');
    const second = jsonp('https://list.example.test/x');
    const [a, b] = scripts().map(callbackOf);
    expect(a).not.toBe(b);
    const globals = window as unknown as Record<string, (data: unknown) => void>;
    globals[b!]!('second');
    globals[a!]!('first');
    await expect(first).resolves.toEqual({ kind: 'ok', data: 'first' });
    await expect(second).resolves.toEqual({ kind: 'ok', data: 'second' });
    expect(scripts()).toHaveLength(0);
  });

  it('ignores an error after success (settles once)', async () => {
    const pending = jsonp('https://list.example.test/x');
    const script = scripts()[0]!;
    (window as unknown as Record<string, (data: unknown) => void>)[callbackOf(script)]!(1);
    script.dispatchEvent(new Event('error'));
    await expect(pending).resolves.toEqual({ kind: 'ok', data: 1 });
  });

  it('fails without adding a script when the URL is not one', async () => {
    await expect(jsonp('not a url')).resolves.toEqual({ kind: 'error', reason: 'config' });
    expect(scripts()).toHaveLength(0);
  });
});
