import { logRequestFailure } from '../log';
import type { SqlRunner } from '../store/sql';
import type { Channel } from './notice';
import {
  claimDue,
  dropDelivery,
  loadNotice,
  markAttemptFailed,
  markDelivered,
  type ClaimedDelivery,
} from './outbox-store';

/** The longest wait between two attempts. */
const MAX_DELAY_MS = 60 * 60 * 1000;
/** Deliveries taken at once by one worker. */
const BATCH = 10;
/** How often the worker looks for due deliveries when nothing woke it. */
const POLL_MS = 1000;

/**
 * Wait before the attempt after `attempts` failed ones: doubling from `firstDelayMs` up to an
 * hour, half of it random (so many deliveries failing together do not retry together).
 */
export function retryDelayMs(attempts: number, firstDelayMs: number, random: () => number = Math.random) {
  const ceiling = Math.min(firstDelayMs * 2 ** Math.max(0, attempts - 1), MAX_DELAY_MS);
  return ceiling / 2 + random() * (ceiling / 2);
}

export interface OutboxWorkerOptions {
  /** How long one attempt may hold its delivery before another worker may take it. */
  leaseMs: number;
  firstDelayMs: number;
  /** Told a delivery failed for good (never anything personal). */
  onGiveUp?: (delivery: ClaimedDelivery) => void;
}

/**
 * Delivers the outbox, at least once: a delivery is claimed for a lease, sent, then marked
 * delivered; a failure is retried with backoff; a process that dies holding one lets
 * it go when the lease ends. Runs inside the server, one pass at a time.
 */
export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private again = false;

  constructor(
    private readonly store: SqlRunner,
    private readonly channels: readonly Channel[],
    private readonly options: OutboxWorkerOptions,
  ) {}

  start(): void {
    if (this.timer || this.channels.length === 0) return;
    this.timer = setInterval(() => this.wake(), POLL_MS);
    this.timer.unref();
    this.wake();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Runs a pass now (a lead was just stored); never waits, never throws. */
  wake(): void {
    if (this.channels.length === 0) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = true;
    void this.drain().finally(() => (this.running = false));
  }

  /** Passes until nothing is due. */
  private async drain(): Promise<void> {
    do {
      this.again = false;
      try {
        if ((await this.pass()) === BATCH) this.again = true;
      } catch (error) {
        logRequestFailure('outbox pass failed', error);
        return;
      }
    } while (this.again);
  }

  /** One batch: claimed, sent in parallel, each settled; how many were claimed. */
  async pass(now = Date.now()): Promise<number> {
    const claimed = await claimDue(this.store, now, this.options.leaseMs, BATCH);
    await Promise.all(claimed.map((delivery) => this.deliver(delivery)));
    return claimed.length;
  }

  private async deliver(delivery: ClaimedDelivery): Promise<void> {
    const channel = this.channels.find((c) => c.name === delivery.channel);
    const notice = await loadNotice(
      this.store,
      delivery.lead_kind,
      delivery.lead_id,
      delivery.channel === 'email',
    );
    if (!notice) return dropDelivery(this.store, delivery.id);
    try {
      if (!channel) throw new Error(`the ${delivery.channel} channel is not configured`);
      await channel.send(notice, delivery.id);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const next = Date.now() + retryDelayMs(delivery.attempts, this.options.firstDelayMs);
      if ((await markAttemptFailed(this.store, delivery, message, next)) === 'failed')
        this.options.onGiveUp?.(delivery);
      return;
    }
    await markDelivered(this.store, delivery.id, Date.now());
  }
}
