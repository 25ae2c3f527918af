import { logRequestFailure } from '../log';
import type { SqlRunner } from '../db/runner';
import type { Channel } from './notice';
import type { Statement } from '../db/runner';
import {
  attemptFailedStatement,
  claimDue,
  deliveredStatement,
  droppedStatement,
  type ClaimedDelivery,
} from './queue';
import { loadNotice } from './notice';

/** The longest wait between two attempts. */
const MAX_DELAY_MS = 60 * 60 * 1000;
/** Deliveries taken at once by one worker. */
const BATCH = 10;
/** How often the worker looks for due deliveries when nothing woke it. */
export const POLL_MS = 1000;
/**
 * How long a wake-up waits, so that the leads of a busy moment share one pass (one claim,
 * one commit of outcomes) instead of adding three commits each to the leads' own.
 */
const GATHER_MS = 50;

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
  /** Told how each attempt ended, by channel: for the metrics. */
  onOutcome?: (channel: string, outcome: 'delivered' | 'retrying' | 'failed') => void;
  /**
   * Told an attempt failed building its message on a programming error (never anything
   * personal): not a mail server's bad day, but a bug a deploy fixes. `first`: the first time
   * for this delivery in this process.
   */
  onProgrammingError?: (delivery: ClaimedDelivery, error: Error, first: boolean) => void;
}

/** Errors of our own code (a missing word, a wrong type), not of the network or a receiver. */
export const isProgrammingError = (error: unknown): error is Error =>
  error instanceof TypeError ||
  error instanceof ReferenceError ||
  error instanceof RangeError ||
  error instanceof SyntaxError;

/** How many deliveries a process remembers having reported: enough for any backlog, bounded. */
const REPORTED_MAX = 10_000;

/**
 * Delivers the outbox, at least once: a delivery is claimed for a lease, sent, then marked
 * delivered; a failure is retried with backoff; a process that dies holding one lets
 * it go when the lease ends. Runs inside the server, one pass at a time.
 */
export class OutboxWorker {
  private gathering: NodeJS.Timeout | undefined;
  /** Deliveries whose programming error was reported: each is logged once, then retried quietly. */
  private readonly reported = new Set<string>();
  private running = false;
  private again = false;

  constructor(
    private readonly store: SqlRunner,
    private readonly channels: readonly Channel[],
    private readonly options: OutboxWorkerOptions,
  ) {}

  /** Delivers what is due (the background worker calls it every POLL_MS); never waits, never throws. */
  poll(): void {
    this.polled = true;
    if (this.channels.length > 0) this.run();
  }

  /** True once this process runs the background worker: only then does a new lead wake it. */
  private polled = false;

  /**
   * Takes no more passes, and resolves once the one under way has recorded its outcomes:
   * a process closing in the middle would leave sent deliveries claimed, sent again after
   * their lease.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.gathering);
    this.gathering = undefined;
    await this.draining;
  }

  private stopped = false;
  private draining: Promise<void> = Promise.resolve();

  /** Runs a pass soon (a lead was just stored); never waits, never throws. */
  wake(): void {
    // A web instance with FORMS_WORKER=off leaves every delivery to the worker process.
    if (!this.polled || this.channels.length === 0 || this.gathering) return;
    this.gathering = setTimeout(() => {
      this.gathering = undefined;
      this.run();
    }, GATHER_MS);
  }

  private run(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = true;
    this.draining = this.drain().finally(() => (this.running = false));
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
    } while (this.again && !this.stopped);
  }

  /** One batch: claimed, sent in parallel, their outcomes committed together; how many were claimed. */
  async pass(now = Date.now()): Promise<number> {
    const claimed = await claimDue(this.store, now, this.options.leaseMs, BATCH);
    if (claimed.length === 0) return 0;
    const outcomes = await Promise.all(claimed.map((delivery) => this.attempt(delivery)));
    // An outcome lost in a crash means one more delivery under the same id, as at-least-once allows.
    await this.store.batch(
      outcomes.map((outcome) => outcome.statement),
      { durable: false },
    );
    for (const [i, outcome] of outcomes.entries()) if (outcome.gaveUp) this.options.onGiveUp?.(claimed[i]!);
    return claimed.length;
  }

  private reportProgrammingError(delivery: ClaimedDelivery, error: Error): void {
    const first = !this.reported.has(delivery.id);
    if (first) {
      if (this.reported.size >= REPORTED_MAX) this.reported.clear();
      this.reported.add(delivery.id);
    }
    this.options.onProgrammingError?.(delivery, error, first);
  }

  /** Sends one delivery; the statement recording how it went. */
  private async attempt(delivery: ClaimedDelivery): Promise<{ statement: Statement; gaveUp?: boolean }> {
    const channel = this.channels.find((c) => c.name === delivery.channel);
    try {
      const notice = await loadNotice(
        this.store,
        delivery.lead_kind,
        delivery.lead_id,
        delivery.channel === 'email',
      );
      if (!notice) return { statement: droppedStatement(delivery.id) };
      if (!channel) throw new Error(`the ${delivery.channel} channel is not configured`);
      await channel.send(notice, delivery.id);
    } catch (error) {
      if (isProgrammingError(error)) this.reportProgrammingError(delivery, error);
      const message = error instanceof Error ? error.message : String(error);
      const next = Date.now() + retryDelayMs(delivery.attempts, this.options.firstDelayMs);
      const failed = attemptFailedStatement(delivery, message, next);
      this.options.onOutcome?.(delivery.channel, failed.gaveUp ? 'failed' : 'retrying');
      return failed;
    }
    this.options.onOutcome?.(delivery.channel, 'delivered');
    return { statement: deliveredStatement(delivery.id, Date.now()) };
  }
}
