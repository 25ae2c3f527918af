// The door for the Node server in front of Next (the site's server.ts): what it needs of
// the forms host before a request reaches a handler. No `server-only`: it runs outside Next.
export { parseServerEnv, serverPort, type ServerEnv } from './env';
export { PEER_ADDRESS_HEADER, peerHeaderValue } from './http/peerAddress';
export { clientGroup } from './http/clientAddress';
export { formsMetrics } from './metrics';
export { createLogger, logger } from './log';
