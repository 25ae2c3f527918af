// `npm run worker`: the forms host's background work (deliveries, retention, the rate limit's
// sweep) alone in a process, for deployments whose web instances run with FORMS_WORKER=off.
// Reads the same .env files as `npm start`. Run under the react-server condition, as Next
// runs the host's code.
import { loadEnvConfig } from '@next/env';

loadEnvConfig(process.cwd());

async function main() {
  const { externalFormsHost, formsHost } = await import('@/lib/formsHost');
  if (externalFormsHost) {
    console.error('[forms-host] the forms post to another host (NEXT_PUBLIC_FORMS_HOST): nothing to do here');
    process.exit(1);
  }
  try {
    formsHost.worker.start();
  } catch (error) {
    console.error('[forms-host] cannot start:', error instanceof Error ? error.message : error);
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
  console.log('[forms-host] worker running');
}

void main();
