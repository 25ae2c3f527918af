import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { allRows, getRow, type SqlRunner } from './db/runner';

/**
 * The host's Prometheus metrics, one set per process: on globalThis, since the site's
 * server (server.ts, which sheds load before Next) and Next's bundled route handlers load
 * this module apart. Counts and durations only, never a visitor's value.
 */
export function formsMetrics(): FormsMetrics {
  const shared = globalThis as { __formsMetrics?: FormsMetrics };
  return (shared.__formsMetrics ??= createMetrics());
}

export type FormsMetrics = ReturnType<typeof createMetrics>;

/** Why a request was refused, from its status: the limiter's 429 and the shedder's 503 among them. */
const REFUSALS: Record<number, string> = {
  400: 'invalid',
  403: 'origin_not_allowed',
  405: 'method_not_allowed',
  408: 'too_slow',
  413: 'too_large',
  415: 'not_json',
  429: 'rate_limited',
  500: 'not_stored',
  503: 'overloaded',
};

function createMetrics() {
  const registry = new Registry();
  const registers = [registry];
  let store: SqlRunner | undefined;
  const leadsReceived = new Counter({
    name: 'forms_leads_received_total',
    help: 'Leads stored, by kind (contact, career, optin; a repeated opt-in is not a new one).',
    labelNames: ['kind'],
    registers,
  });
  const spamHeld = new Counter({
    name: 'forms_spam_held_total',
    help: 'Leads stored as spam (answered like any lead, nobody told), by kind.',
    labelNames: ['kind'],
    registers,
  });
  const refused = new Counter({
    name: 'forms_requests_refused_total',
    help: 'Requests to the forms routes refused, by reason (rate_limited: the limiter; overloaded: the shedder).',
    labelNames: ['reason'],
    registers,
  });
  const duration = new Histogram({
    name: 'forms_request_duration_seconds',
    help: 'Time to answer a request, by route group (contact, career, optin, health).',
    labelNames: ['route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const deliveries = new Counter({
    name: 'outbox_deliveries_total',
    help: 'Delivery attempts, by channel and outcome (delivered, retrying, failed).',
    labelNames: ['channel', 'outcome'],
    registers,
  });
  const programmingErrors = new Counter({
    name: 'outbox_programming_errors_total',
    help: 'Delivery attempts that failed building their message on a programming error (a bug: retried until a fixed version sends it), by channel.',
    labelNames: ['channel'],
    registers,
  });
  // Read from the store at each scrape: every instance reports the shared outbox.
  const outboxRows = async () =>
    store
      ? (
          await store.batch([
            allRows<{ status: string; channel: string; n: number | string; oldest: string | null }>(
              `SELECT status, channel, count(*) AS n, min(created_at) AS oldest FROM outbox
               WHERE status <> 'delivered' GROUP BY status, channel`,
            ),
          ])
        )[0]
      : [];
  new Gauge({
    name: 'outbox',
    help: 'Notifications not delivered, by channel and state (pending, failed).',
    labelNames: ['channel', 'state'],
    registers,
    async collect() {
      this.reset();
      for (const row of await outboxRows())
        this.set({ channel: row.channel, state: row.status }, Number(row.n));
    },
  });
  const total = async (state: string) =>
    (await outboxRows()).filter((row) => row.status === state).reduce((sum, row) => sum + Number(row.n), 0);
  new Gauge({
    name: 'outbox_pending',
    help: 'Notifications waiting to be delivered or retried.',
    registers,
    async collect() {
      this.set(await total('pending'));
    },
  });
  new Gauge({
    name: 'outbox_failed',
    help: 'Notifications given up on (npm run leads -- retry requeues them).',
    registers,
    async collect() {
      this.set(await total('failed'));
    },
  });
  new Gauge({
    name: 'outbox_oldest_pending_seconds',
    help: 'Age of the oldest notification still pending; 0 when none is.',
    registers,
    async collect() {
      const oldest = (await outboxRows())
        .filter((row) => row.status === 'pending' && row.oldest)
        .map((row) => Date.parse(row.oldest!))
        .sort((a, b) => a - b)[0];
      this.set(oldest === undefined ? 0 : Math.max(0, (Date.now() - oldest) / 1000));
    },
  });
  new Gauge({
    name: 'leads_overdue',
    help: 'Contact requests and applications still new past the time they were due (the call-back clock).',
    registers,
    async collect() {
      if (!store) return this.set(0);
      const [row] = await store.batch([
        getRow<{ n: number | string }>(
          "SELECT count(*) AS n FROM lead_work WHERE status = 'new' AND due_at IS NOT NULL AND due_at < ?",
          [new Date().toISOString()],
        ),
      ]);
      this.set(Number(row?.n ?? 0));
    },
  });

  return {
    registry,
    /** The store the outbox gauges read (the host's, once open). */
    observe: (opened: SqlRunner) => void (store = opened),
    /** A handler wrapped: its time, and the refusal it answered, if any. */
    instrument<H extends (request: Request) => Promise<Response>>(route: string, handler: H) {
      return async (request: Request) => {
        const end = duration.startTimer({ route });
        const response = await handler(request);
        end();
        const reason = REFUSALS[response.status];
        if (reason) refused.inc({ reason });
        return response;
      };
    },
    /**
     * A lead committed to the store: counted where it is saved, so a repeated opt-in,
     * answered as a success, is not counted; spam is counted apart.
     */
    leadStored: (kind: string, spam = false) => (spam ? spamHeld : leadsReceived).inc({ kind }),
    /** A request the shedder refused before it reached a handler. */
    shed: () => refused.inc({ reason: 'overloaded' }),
    delivery: (channel: string, outcome: 'delivered' | 'retrying' | 'failed') =>
      deliveries.inc({ channel, outcome }),
    /** A delivery whose message could not be built: a bug, counted apart from the network's failures. */
    programmingError: (channel: string) => programmingErrors.inc({ channel }),
  };
}
