import path from 'node:path';
import { bareBuildEnv } from '../support/bare-build';
import { E2E_PORT } from '../e2e/env';
import '../support/localhost-names';

// The browser suite of the built-in forms host: a second build with no NEXT_PUBLIC_
// service variable, so the forms post to the site itself, which stores them here.
export const BARE_PORT = Number(process.env.E2E_BARE_PORT ?? E2E_PORT + 1);
export const BARE_URL = `http://localhost:${BARE_PORT}`;
/** The team's own host on the same server (Chromium resolves *.localhost to this machine). */
export const TEAM_URL = `http://team.localhost:${BARE_PORT}`;

// Under Playwright's output folder: emptied before each run, before the servers start.
export const BARE_DATA_DIR = path.resolve(__dirname, '../../test-results/forms-host-data');

/** Where the bare server sends each lead's webhook: the inbox spec listens there. */
export const BARE_WEBHOOK_PORT = BARE_PORT + 100;

export const bareServerEnv = {
  ...bareBuildEnv,
  DATA_DIR: BARE_DATA_DIR,
  FORMS_ALLOWED_ORIGINS: '',
  FORMS_RATE_LIMIT_PER_MINUTE: '60',
  FORMS_RATE_LIMIT_BURST: '30',
  // Passkeys are bound to the host the browser sees.
  TEAM_ORIGIN: TEAM_URL,
  LEADS_WEBHOOK_URL: `http://127.0.0.1:${BARE_WEBHOOK_PORT}/hook`,
  LEADS_WEBHOOK_SECRET: `whsec_${Buffer.alloc(32, 7).toString('base64')}`,
  LEADS_RETRY_FIRST_DELAY_SECONDS: '1',
  // Every lead of these specs comes from this machine: not a flood.
  FORMS_FLOOD_PER_HOUR: '100000',
  // Nor are the workers' requests one client's: each may hold a quarter of the places at most.
  FORMS_MAX_IN_FLIGHT: '64',
};
