import http from 'node:http';
import { pdfBytes } from './pdf';

export const contactBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ana Tremblay',
  company_name: 'Boulangerie Côté',
  email: 'ana@example.test',
  phone: '514 555 0100',
  activity: 'retail',
  role: 'Owner',
  ...overrides,
});

export const careerBody = (cv: Buffer = pdfBytes(), overrides: Record<string, unknown> = {}) => ({
  name: 'Sam Roy',
  email: 'sam@example.test',
  phone: '438 555 0199',
  job: 'full-stack-developer',
  files: { filename: 'CV Sam Roy.pdf', content: cv.toString('base64'), type: 'application/pdf' },
  ...overrides,
});

/** POSTs JSON (or any string) with the given headers. */
export function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

interface SlowPostOptions {
  /** Sent exactly as given (`/x/../propulso/geo` stays so). */
  target?: string;
  /** The loopback address it comes from (127.0.0.2…): a client of its own. */
  from?: string;
  headers?: Record<string, string>;
}

/**
 * A POST of JSON whose first 10 bytes are sent now and the rest only when `finish` is called
 * (once; later calls do nothing); resolves with its status.
 */
export function slowPost(
  url: string,
  body: string,
  { target = new URL(url).pathname, from, headers = {} }: SlowPostOptions = {},
) {
  let finish = () => {};
  let wrote = () => {};
  // The headers and the first bytes handed to the socket: the server can count the request.
  const sent = new Promise<void>((resolve) => (wrote = resolve));
  const { hostname, port } = new URL(url);
  const status = new Promise<number>((resolve, reject) => {
    const request = http.request({
      // Another loopback address is another client (127.0.0.0/8 is all this machine's).
      host: from ? '127.0.0.1' : hostname,
      localAddress: from,
      port,
      method: 'POST',
      path: target,
      headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), ...headers },
    });
    // Once the answer has ended: the server has freed the request's place by then.
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
    request.write(body.slice(0, 10), () => wrote());
    let ended = false;
    finish = () => {
      if (ended) return;
      ended = true;
      request.end(body.slice(10));
    };
  });
  return { status, sent, finish: () => finish() };
}

export type SlowPost = ReturnType<typeof slowPost>;

/** Every hold's first bytes sent, then time for the server to read its headers and count its place. */
export async function heldOnServer(holds: SlowPost[]) {
  await Promise.all(holds.map((hold) => hold.sent));
  await new Promise((resolve) => setTimeout(resolve, 500));
}
