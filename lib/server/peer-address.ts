import diagnosticsChannel from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Header carrying the TCP peer's address to route handlers. Next keeps a client's own
 * `x-forwarded-for` as is, and a Web `Request` has no socket, so the server sets this
 * header itself, overwriting any value a client sent.
 */
export const PEER_ADDRESS_HEADER = 'x-forms-host-peer';

let recording = false;

function record(message: unknown) {
  const { request, socket } = message as { request: IncomingMessage; socket: Socket };
  request.headers[PEER_ADDRESS_HEADER] = socket.remoteAddress ?? '';
}

/** Starts stamping every incoming HTTP request with its peer address (Node servers only). */
export function recordPeerAddresses(): void {
  if (recording) return;
  recording = true;
  // Published by Node's HTTP server before it emits 'request' to Next.
  diagnosticsChannel.subscribe('http.server.request.start', record);
}
