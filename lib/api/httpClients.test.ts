import { createAccount, welcomeUrl } from './accountApi';
import { sendCareer, sendContact } from './formsHost';
import { postJson } from './postJson';
import { type CareerPayload, type ContactPayload } from '@polyfence/lead-contract';
import type { SignupPayload } from '@/lib/forms/signup';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('postJson', () => {
  it('POSTs JSON and maps any 2xx to ok without reading the body', async () => {
    fetchMock.mockResolvedValue(new Response('not json', { status: 201 }));
    await expect(postJson('https://h.test/x', { a: 1 })).resolves.toEqual({ kind: 'ok', data: null });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://h.test/x');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(init?.body).toBe('{"a":1}');
  });

  it('maps 409 to conflict and other statuses to an http error', async () => {
    fetchMock.mockResolvedValueOnce(new Response('', { status: 409 }));
    await expect(postJson('https://h.test/x', {})).resolves.toEqual({ kind: 'conflict', status: 409 });
    fetchMock.mockResolvedValueOnce(new Response('', { status: 500 }));
    await expect(postJson('https://h.test/x', {})).resolves.toEqual({
      kind: 'error',
      reason: 'http',
      status: 500,
    });
    fetchMock.mockResolvedValueOnce(new Response('', { status: 404 }));
    await expect(postJson('https://h.test/x', {})).resolves.toEqual({
      kind: 'error',
      reason: 'http',
      status: 404,
    });
  });

  it("keeps a 400's refused fields and catalogue keys, and nothing else of the answer", async () => {
    fetchMock.mockResolvedValueOnce(
      json(
        {
          errors: {
            email: ['error_valid_email'],
            'files.content': ['error_file_signature'],
            phone: ['514-555-0100 is not a number'],
            'marie@soleil.ca': ['error_fields'],
          },
        },
        400,
      ),
    );
    await expect(postJson('https://h.test/x', {})).resolves.toEqual({
      kind: 'error',
      reason: 'http',
      status: 400,
      invalid: { email: 'error_valid_email', files: 'error_file_signature' },
    });
    fetchMock.mockResolvedValueOnce(new Response('<html>Bad Request</html>', { status: 400 }));
    await expect(postJson('https://h.test/x', {})).resolves.toEqual({
      kind: 'error',
      reason: 'http',
      status: 400,
    });
  });

  it('maps a rejected fetch to a network error, never throwing', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(postJson('https://h.test/x', {})).resolves.toEqual({ kind: 'error', reason: 'network' });
  });

  it('aborts after 15 s and maps it to a timeout', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
        ),
    );
    const pending = postJson('https://h.test/x', {});
    await vi.advanceTimersByTimeAsync(14_999);
    expect(fetchMock.mock.calls[0]![1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toEqual({ kind: 'error', reason: 'timeout' });
  });
});

describe('forms host', () => {
  it('sends the contact request to {FORMS_HOST}/propulso/geo', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(
      sendContact({ name: 'A' } as ContactPayload, { source: 'source', host: 'https://forms.test' }),
    ).resolves.toEqual({
      kind: 'ok',
      data: null,
    });
    expect(fetchMock.mock.calls[0]![0]).toBe('https://forms.test/propulso/geo');
    // Another host gets the contract's request as it is: no record of the visit.
    expect(new Headers(fetchMock.mock.calls[0]![1]!.headers).has('X-Lead-Source')).toBe(false);
    // Nor a proof header it never handed out a challenge for.
    expect(new Headers(fetchMock.mock.calls[0]![1]!.headers).has('X-Proof-Of-Work')).toBe(false);
  });

  it('sends the proof of work in its header and a filled trap in the body', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 201 }));
    await sendContact({ name: 'A' } as ContactPayload, {
      host: 'https://forms.test',
      proof: 'cHJvb2Y=',
      trap: 'https://spam.example',
    });
    const init = fetchMock.mock.calls[0]![1]!;
    expect(new Headers(init.headers).get('X-Proof-Of-Work')).toBe('cHJvb2Y=');
    expect(JSON.parse(init.body as string)).toEqual({ name: 'A', website_url: 'https://spam.example' });
  });

  it('sends the application to {FORMS_HOST}/propulso/career, or the own origin when unset', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 200 }));
    await sendCareer({ name: 'A' } as CareerPayload, { source: 'the-source', host: '', trap: '' });
    expect(fetchMock.mock.calls[0]![0]).toBe('/propulso/career');
    expect(new Headers(fetchMock.mock.calls[0]![1]!.headers).get('X-Lead-Source')).toBe('the-source');
    // An empty trap is not sent.
    expect(JSON.parse(fetchMock.mock.calls[0]![1]!.body as string)).toEqual({ name: 'A' });
  });
});

describe('account API', () => {
  const payload = { user: { password: 'x' } } as SignupPayload;

  it('reads the token of a 2xx from {API_HOST}/account/', async () => {
    fetchMock.mockResolvedValue(json({ token: 'abc.def' }, 201));
    await expect(createAccount(payload, 'https://api.test')).resolves.toEqual({
      kind: 'ok',
      data: { token: 'abc.def' },
    });
    expect(fetchMock.mock.calls[0]![0]).toBe('https://api.test/account/');
  });

  it.each([[{}], [{ token: '' }], [{ token: 42 }], [null]])(
    'treats a 2xx with %j as an error',
    async (body) => {
      fetchMock.mockResolvedValue(json(body));
      await expect(createAccount(payload, 'https://api.test')).resolves.toEqual({
        kind: 'error',
        reason: 'invalid-response',
        status: 200,
      });
    },
  );

  it('treats a 2xx that is not JSON as an error', async () => {
    fetchMock.mockResolvedValue(new Response('<html>', { status: 200 }));
    await expect(createAccount(payload, 'https://api.test')).resolves.toMatchObject({ kind: 'error' });
  });

  it('maps 409 to conflict', async () => {
    fetchMock.mockResolvedValue(json({ detail: 'exists' }, 409));
    await expect(createAccount(payload, 'https://api.test')).resolves.toEqual({
      kind: 'conflict',
      status: 409,
    });
  });

  it('fails without a request when API_HOST is unset', async () => {
    await expect(createAccount(payload, undefined)).resolves.toEqual({ kind: 'error', reason: 'config' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('builds the welcome URL with the token URL-encoded', () => {
    expect(welcomeUrl('https://app.test/', 'a b/c+d=')).toBe(
      'https://app.test/#/welcome?token=a%20b%2Fc%2Bd%3D',
    );
  });
});
