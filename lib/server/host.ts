import { addressSalt, clientAddress, hashAddress } from './clientAddress';
import { configuredChannels } from './delivery/channels';
import type { ChannelName } from './delivery/outboxStore';
import { OutboxWorker } from './delivery/outboxWorker';
import { serverEnv, type ServerEnv } from './env';
import type { RequestMeta } from './leadsStore';
import type { RateLimiter } from './rateLimit';
import { requestLocale } from './requestLocale';
import { openStore } from './store/open';
import type { SqlRunner } from './store/sql';

/** Everything the forms host's handlers share in one server process. */
export interface FormsHost {
  env: ServerEnv;
  /**
   * The leads database (store/open.ts): PostgreSQL when DATABASE_URL is set, else SQLite
   * on a thread of its own, so requests never wait on the disk.
   */
  store: SqlRunner;
  /** Where each new lead is announced; its deliveries are queued with it. */
  channels: ChannelName[];
  outbox: OutboxWorker;
  limiter: RateLimiter;
  salt: string;
}

// On globalThis: each route handler is its own bundle entry, and all must share one
// database connection and one rate limit.
const shared = globalThis as { __formsHost?: FormsHost };

/** The host's state, set up on first use (the folder, the salt, the migrated database). */
export function formsHost(): FormsHost {
  if (!shared.__formsHost) {
    const env = serverEnv();
    const { store, limiter } = openStore(env);
    const channels = configuredChannels(env);
    shared.__formsHost = {
      env,
      store,
      channels: channels.map((channel) => channel.name),
      outbox: new OutboxWorker(store, channels, {
        leaseMs: env.LEADS_DELIVERY_TIMEOUT_SECONDS * 1000,
        firstDelayMs: env.LEADS_RETRY_FIRST_DELAY_SECONDS * 1000,
        onGiveUp: (delivery) =>
          console.error(
            `[forms-host] gave up on the ${delivery.channel} notification ${delivery.id} of ${delivery.lead_kind} ` +
              `lead ${delivery.lead_id} after ${delivery.attempts} attempts; npm run leads -- retry requeues it`,
          ),
      }),
      limiter,
      salt: addressSalt(env.DATA_DIR, env.FORMS_IP_SALT),
    };
  }
  return shared.__formsHost;
}

/** The hashed client address that rate limits and rows are keyed by. */
export function clientHash(host: FormsHost, request: Request): string {
  return hashAddress(clientAddress(request.headers, host.env.FORMS_TRUST_PROXY), host.salt);
}

export function requestMeta(request: Request, hash: string): RequestMeta {
  return { receivedAt: new Date().toISOString(), locale: requestLocale(request.headers), clientHash: hash };
}
