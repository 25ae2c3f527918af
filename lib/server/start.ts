import { describeChannels } from './delivery/channels';
import { formsHost, type FormsHost } from './host';
import { logRequestFailure } from './log';
import { purgeOlderThan } from './retention';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Removes leads past LEADS_RETENTION_DAYS now and every day; logs counts only. */
function purgeDaily(host: FormsHost): void {
  const purge = () =>
    purgeOlderThan(host.store, host.env.LEADS_RETENTION_DAYS)
      .then(({ contactRequests, applications }) => {
        if (contactRequests + applications > 0)
          console.log(
            `[forms-host] retention: ${contactRequests} contact requests and ${applications} applications ` +
              `older than ${host.env.LEADS_RETENTION_DAYS} days removed`,
          );
      })
      .catch((error: unknown) => logRequestFailure('retention purge failed', error));
  void purge();
  setInterval(purge, DAY_MS).unref();
}

/**
 * Server start (instrumentation): the data folder, salt and migrated database set up
 * now, so a bad DATA_DIR or delivery setting stops the server at once instead of losing
 * the first lead; then the delivery worker and the daily retention purge.
 */
export function startFormsHost(): void {
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  let host;
  try {
    host = formsHost();
  } catch (error) {
    // Next would log this and serve on, refusing every lead: stop instead, naming the problem.
    console.error('[forms-host] cannot start:', error instanceof Error ? error.message : error);
    process.exit(1);
  }
  console.log(
    host.channels.length > 0
      ? `[forms-host] ${describeChannels(host.env)}`
      : '[forms-host] no SMTP_URL or LEADS_WEBHOOK_URL: leads are only kept for export (npm run leads -- export)',
  );
  host.outbox.start();
  purgeDaily(host);
}
