// `npm run worker`: the forms host's background work (deliveries, retention, the rate limit's
// sweep) alone in a process, for deployments whose web instances run with FORMS_WORKER=off.
// Reads the same .env files as `npm start`. Run under the react-server condition, as Next
// runs the host's code.
import { loadEnvConfig } from '@next/env';

loadEnvConfig(process.cwd());

async function main() {
  // Imported after the .env files are loaded: LOG_LEVEL may be set there.
  const { logger } = await import('@polyfence/forms-host/server');
  const { externalFormsHost, formsHost } = await import('@/lib/formsHost');
  if (externalFormsHost) {
    logger.fatal('the forms post to another host (NEXT_PUBLIC_FORMS_HOST): nothing to do here');
    process.exit(1);
  }
  try {
    formsHost.worker.start();
  } catch (error) {
    logger.fatal({ reason: error instanceof Error ? error.message : String(error) }, 'cannot start');
    process.exit(1);
  }
  // The loop's timer does not hold a web server's process; this one is held here.
  const alive = setInterval(() => undefined, 60_000);
  const stop = () => {
    clearInterval(alive);
    void formsHost.close().then(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  logger.info('worker running');
}

void main();
