import { simpleParser, type ParsedMail } from 'mailparser';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on a loopback port that keeps every message it accepts, parsed. */
export async function startSmtpServer() {
  const messages: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface Delivery {
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The status it was answered with; 0 for a request left hanging. */
  status: number;
}

/**
 * A real HTTP receiver on a loopback port. `mode`: `up` answers 204, `down` 503, `hang`
 * never answers (a receiver that stalls while the sender dies). Every request is kept.
 */
export async function startReceiver() {
  const received: Delivery[] = [];
  const state = { mode: 'up' as 'up' | 'down' | 'hang' };
  const server = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const delivery: Delivery = { headers: request.headers, body, status: 0 };
      received.push(delivery);
      if (state.mode === 'hang') return;
      delivery.status = state.mode === 'up' ? 204 : 503;
      response.writeHead(delivery.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/leads`,
    received,
    state,
    /** The deliveries answered 2xx. */
    delivered: () => received.filter((d) => d.status >= 200 && d.status < 300),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The settings that send every lead to `url` as a signed webhook, retried a second after a failure. */
export const webhookTo = (url: string) => ({
  LEADS_WEBHOOK_URL: url,
  LEADS_WEBHOOK_SECRET: `whsec_${Buffer.alloc(32, 7).toString('base64')}`,
  LEADS_RETRY_FIRST_DELAY_SECONDS: '1',
});
