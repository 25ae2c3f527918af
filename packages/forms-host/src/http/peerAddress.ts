/**
 * Header carrying the TCP peer's address to route handlers. A Web `Request` has no
 * socket, so the production server (server.ts) sets it from the socket, overwriting any
 * value a client sent.
 */
export const PEER_ADDRESS_HEADER = 'x-forms-host-peer';
