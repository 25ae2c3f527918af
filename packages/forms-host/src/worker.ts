import type { FormsHost } from './host';
import { SWEEP_INTERVAL_MS } from './http/rateLimit';
import { purgeOlderThan, purgeSpam, SPAM_KEPT_DAYS } from './leads/retention';
import { forgetExpiredProofs } from './spam/proof';
import { logger, logRequestFailure } from './log';
import { purgeTeamRecords } from './team/retention';
import { describeChannels } from './outbox/channels';
import { POLL_MS } from './outbox/worker';
import { queueClockEmails } from './lifecycle/reminders';

/** How often the clock looks for leads to remind of or escalate. */
export const CLOCK_POLL_MS = 5000;

/** How often the owners' weekly summary is looked at (it goes on Monday morning). */
export const SUMMARY_POLL_MS = 5 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface BackgroundWorker {
  /** Starts the loop (once); the host opens now, so a bad setting stops the process at start. */
  start(): void;
  stop(): void;
}

/** Removes leads past LEADS_RETENTION_DAYS; logs counts only. */
async function purge(host: FormsHost): Promise<void> {
  const { deliveries, ...removed } = await purgeOlderThan(host.store, host.env.LEADS_RETENTION_DAYS);
  removed.auditEntries = await purgeTeamRecords(host.store, host.env.LEADS_RETENTION_DAYS);
  const counts = Object.entries(removed).filter(([, count]) => count > 0);
  if (counts.length > 0)
    logger.info(
      {
        removed: Object.fromEntries(counts),
        notifications: deliveries,
        olderThanDays: host.env.LEADS_RETENTION_DAYS,
      },
      'retention: old leads removed',
    );
  const { deliveries: spamDeliveries, ...spam } = await purgeSpam(host.store);
  await host.store.batch([forgetExpiredProofs(Date.now())]);
  const spamCounts = Object.entries(spam).filter(([, count]) => count > 0);
  if (spamCounts.length > 0)
    logger.info(
      {
        removed: Object.fromEntries(spamCounts),
        notifications: spamDeliveries,
        olderThanDays: SPAM_KEPT_DAYS,
      },
      'retention: old spam removed',
    );
}

/**
 * The host's background work in one loop: due deliveries every second, the clock's reminders
 * and escalations every few seconds, the owners' weekly summary (looked at every few minutes,
 * sent on Monday morning), the retention purge daily, the rate limit's expired counts
 * every few minutes. Run in the web process by
 * default, or alone (`npm run worker`) with FORMS_WORKER=off on the web instances.
 */
export function backgroundWorker(openHost: () => FormsHost): BackgroundWorker {
  let timer: NodeJS.Timeout | undefined;
  return {
    start() {
      if (timer) return;
      const host = openHost();
      logger.info(
        host.channels.length > 0
          ? describeChannels(host.env)
          : 'no SMTP_URL or LEADS_WEBHOOK_URL: leads are only kept for export (npm run leads -- export)',
      );
      const due = { purge: 0, sweep: Date.now() + SWEEP_INTERVAL_MS, clock: 0, summary: 0 };
      const tick = () => {
        host.outbox.poll();
        const now = Date.now();
        if (now >= due.purge) {
          due.purge = now + DAY_MS;
          purge(host).catch((error: unknown) => logRequestFailure('retention purge failed', error));
        }
        if (host.clockEmails && now >= due.clock) {
          due.clock = now + CLOCK_POLL_MS;
          queueClockEmails(host.store, new Date(now))
            .then((queued) => queued > 0 && host.outbox.wake())
            .catch((error: unknown) => logRequestFailure('could not queue reminders', error));
        }
        if (host.weeklySummary && now >= due.summary) {
          due.summary = now + SUMMARY_POLL_MS;
          host
            .weeklySummary(new Date(now))
            .catch((error: unknown) => logRequestFailure('could not send the weekly summaries', error));
        }
        if (now >= due.sweep) {
          due.sweep = now + SWEEP_INTERVAL_MS;
          host.limiter
            .sweep(now)
            .catch((error: unknown) => logRequestFailure('could not clear expired rate limits', error));
        }
      };
      timer = setInterval(tick, POLL_MS);
      // The web server keeps its process; `npm run worker` holds its own.
      timer.unref();
      tick();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
