import { subscribe } from './optin';

afterEach(() => {
  for (const s of document.head.querySelectorAll('script')) s.remove();
});

describe('subscribe', () => {
  it('calls {OPTIN_URL}&EMAIL=…&SIGNUP=…&c=CALLBACK and succeeds when the callback is called', async () => {
    const pending = subscribe('jo+news@example.com', {
      url: 'https://x.list-manage.com/subscribe/post-json?u=U1&id=ID2',
      source: 'website',
    });
    const script = document.head.querySelector('script')!;
    const url = new URL(script.src);
    expect(url.origin + url.pathname).toBe('https://x.list-manage.com/subscribe/post-json');
    expect([...url.searchParams.keys()]).toEqual(['u', 'id', 'EMAIL', 'SIGNUP', 'c']);
    expect(url.searchParams.get('EMAIL')).toBe('jo+news@example.com');
    expect(url.searchParams.get('SIGNUP')).toBe('website');
    // Any answer counts as success: the content is not read.
    (window as unknown as Record<string, (d: unknown) => void>)[url.searchParams.get('c')!]!({
      result: 'error',
    });
    await expect(pending).resolves.toEqual({ kind: 'ok', data: null });
  });

  it("subscribes through the forms host's own endpoint when OPTIN_URL is unset", async () => {
    const pending = subscribe('jo@example.com', { url: undefined, source: 'website' });
    const script = document.head.querySelector('script')!;
    const url = new URL(script.src);
    // No NEXT_PUBLIC_FORMS_HOST in the tests: this site's origin (app/optin).
    expect(url.origin + url.pathname).toBe(`${window.location.origin}/optin/subscribe/post-json`);
    expect(url.searchParams.get('EMAIL')).toBe('jo@example.com');
    (window as unknown as Record<string, (d: unknown) => void>)[url.searchParams.get('c')!]!({});
    await expect(pending).resolves.toEqual({ kind: 'ok', data: null });
  });

  it("sends the proof and a filled trap to the forms host's endpoint, never to a mailing list", async () => {
    const spam = { proof: 'cHJvb2Y+Lz0=', trap: 'https://spam.example' };
    void subscribe('jo@example.com', { url: undefined, ...spam });
    void subscribe('jo@example.com', { url: 'https://x.list-manage.com/subscribe/post-json?u=U1', ...spam });
    const [own, list] = [...document.head.querySelectorAll('script')].map((s) => new URL(s.src));
    expect(own!.searchParams.get('altcha')).toBe(spam.proof);
    expect(own!.searchParams.get('website_url')).toBe(spam.trap);
    expect(list!.searchParams.has('altcha')).toBe(false);
    expect(list!.searchParams.has('website_url')).toBe(false);
  });
});
